import {
  type IdleContext,
  isIdle,
  isPreworkComplete,
  LIVE_STEP_NAMES,
  type LiveStep,
  type ProgressRow,
  type ProgressSummary,
} from '@vs/domain';
import type { EventProgress } from './progress-query.ts';

/** A row as the table shows it: the name to sort by, idleness as of now. */
export interface ViewRow extends ProgressRow {
  readonly name: string;
}

export const PROGRESS_FILTERS = ['all', 'idle', 'unfinished'] as const;
export type ProgressFilter = (typeof PROGRESS_FILTERS)[number];

/** The rows with idleness worked out as of `now` (the server's flag is as of when it sent the row). */
export const rowsAsOf = (progress: EventProgress, now: Date): ViewRow[] => {
  const context: IdleContext = {
    sessionAccess: progress.live ? 'Live' : 'Pre-work',
    idleMinutes: progress.idleMinutes,
    now,
  };
  return progress.participants.map((row) => ({
    ...row,
    name: `${row.forename} ${row.surname}`.trim(),
    idle: isIdle(row.lastActiveAt === null ? null : new Date(row.lastActiveAt), context),
  }));
};

const FILTER_TESTS: Readonly<Record<ProgressFilter, (row: ViewRow) => boolean>> = {
  all: () => true,
  idle: (row) => row.idle,
  unfinished: (row) => !isPreworkComplete({ responseCompleted: row.prework }),
};

export const filterRows = (rows: readonly ViewRow[], filter: ProgressFilter): ViewRow[] =>
  rows.filter(FILTER_TESTS[filter]);

/** How many rows each filter keeps, for the filter's choices. */
export const filterCounts = (rows: readonly ViewRow[]): Record<ProgressFilter, number> => ({
  all: rows.length,
  idle: filterRows(rows, 'idle').length,
  unfinished: filterRows(rows, 'unfinished').length,
});

export const liveStepName = (step: LiveStep | null): string =>
  step === null ? 'Not started' : LIVE_STEP_NAMES[step];

/**
 * The summary line: '3 of 5 finished pre-work · Agreement 1 · Edit 2 · … · 1 idle'; the idle
 * count only during the live session.
 */
export const summaryText = (summary: ProgressSummary, live: boolean): string => {
  const steps = summary.liveSteps.map((count, step) => `${liveStepName(step as LiveStep)} ${count}`);
  const parts = [`${summary.preworkFinished} of ${summary.participants} finished pre-work`, ...steps];
  if (live) parts.push(`${summary.idle} idle`);
  return parts.join(' · ');
};
