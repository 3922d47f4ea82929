import { FormattedMessage, useIntl } from 'react-intl';
import type { ViewRow } from './progress-rows.ts';

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

/** Each unit's length in seconds and the count below which it is the one to say (as date-fns' strict distance). */
const UNITS: readonly (readonly [Unit, number, number])[] = [
  ['second', 1, 60],
  ['minute', 60, 60],
  ['hour', 3600, 24],
  ['day', 86_400, 30],
  ['month', 2_592_000, 12],
  ['year', 31_536_000, Number.POSITIVE_INFINITY],
];

/** `at` relative to `now` as a whole number of the largest fitting unit: -5 minutes for five minutes ago. */
export const relativeTo = (at: Date, now: Date): { readonly value: number; readonly unit: Unit } => {
  const seconds = (at.getTime() - now.getTime()) / 1000;
  // Halves round away from zero either way (90 seconds: 2 minutes); now itself is past ('0 seconds ago').
  const sign = seconds > 0 ? 1 : -1;
  const whole = (length: number) => sign * Math.round(Math.abs(seconds) / length);
  for (const [unit, length, below] of UNITS) {
    if (Math.abs(whole(length)) < below) return { value: whole(length), unit };
  }
  return { value: whole(31_536_000), unit: 'year' };
};

/** When a participant last did something, relative to now ('5 minutes ago'); the moment on hover. */
const LastActive = ({ at, now }: { at: string; now: Date }) => {
  const intl = useIntl();
  const when = new Date(at);
  const { value, unit } = relativeTo(when, now);
  return (
    <time dateTime={at} title={intl.formatDate(when, { dateStyle: 'medium', timeStyle: 'short' })}>
      {intl.formatRelativeTime(value, unit)}
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
      <span className="vs-live-progress-muted">
        <FormattedMessage id="console.events.activity.notLive" defaultMessage="Not live yet" />
      </span>
    ) : row === undefined ? null : (
      <span className="vs-live-progress-activity" data-idle={row.idle}>
        <span aria-hidden="true" className="vs-live-progress-dot" />{' '}
        {row.idle ? (
          <FormattedMessage id="console.events.activity.idle" defaultMessage="Idle" />
        ) : (
          <FormattedMessage id="console.events.activity.active" defaultMessage="Active" />
        )}
      </span>
    )}
    {row === undefined ? null : row.lastActiveAt === null ? (
      <span className="vs-live-progress-when">
        <FormattedMessage id="console.events.activity.neverActive" defaultMessage="Not active yet" />
      </span>
    ) : (
      <span className="vs-live-progress-when">
        <FormattedMessage
          id="console.events.activity.lastActive"
          defaultMessage="Last active {when}"
          values={{ when: <LastActive at={row.lastActiveAt} now={now} /> }}
        />
      </span>
    )}
  </span>
);
