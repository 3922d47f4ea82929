import { formatDistanceStrict } from 'date-fns';
import type { ViewRow } from './progress-rows.ts';

/** When a participant last did something, relative to now ('5 minutes ago'); the moment on hover. */
const LastActive = ({ at, now }: { at: string; now: Date }) => {
  const when = new Date(at);
  return (
    <time dateTime={at} title={when.toLocaleString()}>
      {formatDistanceStrict(when, now, { addSuffix: true })}
    </time>
  );
};

/**
 * Idle or active in words, with a mark beside (filled when active, hollow when idle) and a colour,
 * and when they were last active; nobody is idle before the live session.
 */
export const Activity = ({ row, live, now }: { row: ViewRow | undefined; live: boolean; now: Date }) => (
  <span className="vs-live-progress-cell">
    {!live ? (
      <span className="vs-live-progress-muted">Not live yet</span>
    ) : row === undefined ? null : (
      <span className="vs-live-progress-activity" data-idle={row.idle}>
        <span aria-hidden="true" className="vs-live-progress-dot" /> {row.idle ? 'Idle' : 'Active'}
      </span>
    )}
    {row === undefined ? null : row.lastActiveAt === null ? (
      <span className="vs-live-progress-when">Not active yet</span>
    ) : (
      <span className="vs-live-progress-when">
        Last active <LastActive at={row.lastActiveAt} now={now} />
      </span>
    )}
  </span>
);
