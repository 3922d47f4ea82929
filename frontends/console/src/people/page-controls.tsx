import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NOUN_LINES, type PeopleNoun } from './people-messages.ts';

interface PageControlsProps {
  readonly offset: number;
  /** Rows on this page. */
  readonly shown: number;
  readonly total: number;
  readonly pageSize: number;
  /** What the list holds, for the buttons' names ('participants'). */
  readonly noun: PeopleNoun;
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
export const PageControls = ({ offset, shown, total, pageSize, noun, onOffsetChange }: PageControlsProps) => {
  const intl = useIntl();
  return (
    <div className="vs-people-pages">
      <p className="vs-people-page-summary" role="status">
        <FormattedMessage
          id="console.people.pageSummary"
          defaultMessage="Showing {first, number}-{last, number} of {total, number}"
          values={{ first: offset + 1, last: offset + shown, total }}
        />
      </p>
      {total > pageSize || offset > 0 ? (
        <nav className="vs-row-actions" aria-label={intl.formatMessage(NOUN_LINES.pages[noun])}>
          <PageButton enabled={offset > 0} onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}>
            <FormattedMessage id="console.people.previousPage" defaultMessage="Previous page" />
          </PageButton>
          <PageButton enabled={offset + shown < total} onClick={() => onOffsetChange(offset + pageSize)}>
            <FormattedMessage id="console.people.nextPage" defaultMessage="Next page" />
          </PageButton>
        </nav>
      ) : null}
    </div>
  );
};
