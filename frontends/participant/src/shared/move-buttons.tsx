import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';

const descriptors = defineMessages({
  moveUp: { id: 'prework.rank.moveUp', defaultMessage: 'Move {value} up' },
  moveDown: { id: 'prework.rank.moveDown', defaultMessage: 'Move {value} down' },
});

const messages: Readonly<Record<keyof typeof descriptors, MessageDescriptor>> = descriptors;

const ArrowIcon = ({ up }: { up: boolean }) => (
  <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
    <path d={up ? 'M10 4l-6 7h4v5h4v-5h4z' : 'M10 16l6-7h-4V4H8v5H4z'} fill="currentColor" />
  </svg>
);

/**
 * Up and down by one rank, two 44 px buttons: the way to re-rank without dragging (WCAG 2.5.7),
 * the same in the pre-work's Rank and the live Edit. `rank` is 1-based; `onMove` gets the new
 * 0-based index.
 */
export const MoveButtons = ({
  value,
  rank,
  last,
  onMove,
}: {
  readonly value: string;
  readonly rank: number;
  readonly last: boolean;
  readonly onMove: (to: number) => void;
}) => {
  const intl = useIntl();
  return (
    <span className="vs-move-buttons">
      <button
        type="button"
        className="vs-move-button"
        aria-label={intl.formatMessage(messages.moveUp, { value })}
        disabled={rank === 1}
        onClick={() => onMove(rank - 2)}
      >
        <ArrowIcon up />
      </button>
      <button
        type="button"
        className="vs-move-button"
        aria-label={intl.formatMessage(messages.moveDown, { value })}
        disabled={last}
        onClick={() => onMove(rank)}
      >
        <ArrowIcon up={false} />
      </button>
    </span>
  );
};

export const moveButtonsCss = `
.vs-move-buttons{flex:none;display:flex;align-items:center;gap:var(--vs-space-1)}
.vs-move-button{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;border:1px solid var(--vs-line-strong);border-radius:var(--vs-radius-m);background:var(--vs-paper);color:var(--vs-accent);cursor:pointer}
.vs-move-button:hover:not(:disabled){background:var(--vs-accent-tint);border-color:var(--vs-accent)}
.vs-move-button:disabled{color:var(--vs-line-strong);border-color:var(--vs-line);cursor:not-allowed}
`;
