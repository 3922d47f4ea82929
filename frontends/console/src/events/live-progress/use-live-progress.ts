import { useMemo } from 'react';
import { type StreamState, useEventProgress } from './progress-query.ts';
import { rowsAsOf, type ViewRow } from './progress-rows.ts';
import { useNow } from './use-now.ts';

/**
 * How often relative times and idleness are worked out again: every 15 s, or more often when the
 * idle time is short (a quarter of it, at least every second).
 */
const clockTickMs = (idleMinutes: number | undefined): number =>
  Math.max(1000, Math.min(15_000, ((idleMinutes ?? 5) * 60_000) / 4));

/** An event's progress as the dashboard shows it, as of now. */
export interface LiveProgress {
  /** Each participant's row (idleness as of `now`); empty until loaded. */
  readonly rows: readonly ViewRow[];
  readonly byUid: ReadonlyMap<string, ViewRow>;
  readonly now: Date;
  /** Whether the event is in its live session (nobody is idle before). */
  readonly live: boolean;
  readonly loaded: boolean;
  readonly stream: StreamState;
  readonly error: Error | null;
}

/**
 * The progress of an event while its dashboard is open (issue 14), kept up to date live
 * ({@link useEventProgress}) and re-read against the clock.
 */
export const useLiveProgress = (eid: string): LiveProgress => {
  const progress = useEventProgress(eid);
  const now = useNow(clockTickMs(progress.data?.idleMinutes));
  const rows = useMemo(() => (progress.data ? rowsAsOf(progress.data, now) : []), [progress.data, now]);
  const byUid = useMemo(() => new Map(rows.map((row) => [row.uid, row])), [rows]);
  return {
    rows,
    byUid,
    now,
    live: progress.data?.live === true,
    loaded: progress.data !== undefined,
    stream: progress.stream,
    error: progress.error,
  };
};
