import type { ReactNode } from 'react';

const count = (n: number) => n.toLocaleString('en-GB');

/** 'Showing 1-50 of 1,234' for the rows from `offset` on. */
const pageSummary = (offset: number, shown: number, total: number): string =>
  `Showing ${count(offset + 1)}-${count(offset + shown)} of ${count(total)}`;

interface PageControlsProps {
  readonly offset: number;
  /** Rows on this page. */
  readonly shown: number;
  readonly total: number;
  readonly pageSize: number;
  /** What the list holds, for the buttons' names ('participants'). */
  readonly noun: string;
  readonly onOffsetChange: (offset: number) => void;
}

/**
 * A page button that stays focusable at either end (`aria-disabled`, not `disabled`), so a
 * keyboard user paging to the end keeps their place instead of dropping to the page's start.
 * A native button in the @vs/ui look: @vs/ui's Button sets `aria-disabled` only while busy.
 */
const PageButton = ({
  enabled,
  onClick,
  children,
}: {
  enabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) => (
  <button
    type="button"
    className="vs-button vs-button-secondary"
    aria-disabled={!enabled}
    onClick={() => enabled && onClick()}
  >
    {children}
  </button>
);

/**
 * Where this page sits in the whole list, announced politely when it changes (after a search,
 * too), and Previous/Next page buttons (marked unavailable at either end) when there is more than
 * one page.
 */
export const PageControls = ({ offset, shown, total, pageSize, noun, onOffsetChange }: PageControlsProps) => (
  <div className="vs-people-pages">
    <p className="vs-people-page-summary" role="status">
      {pageSummary(offset, shown, total)}
    </p>
    {total > pageSize || offset > 0 ? (
      <nav className="vs-row-actions" aria-label={`Pages of ${noun}`}>
        <PageButton enabled={offset > 0} onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}>
          Previous page
        </PageButton>
        <PageButton enabled={offset + shown < total} onClick={() => onOffsetChange(offset + pageSize)}>
          Next page
        </PageButton>
      </nav>
    ) : null}
  </div>
);
