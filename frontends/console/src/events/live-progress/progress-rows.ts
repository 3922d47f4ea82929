import {
  type IdleContext,
  isIdle,
  isPreworkComplete,
  type LiveStep,
  type ProgressRow,
  type ProgressSummary,
} from '@vs/domain';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
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

/** The live session's steps (the domain's LIVE_STEP_NAMES) in the viewer's language. */
const LIVE_STEP_WORDS: Readonly<Record<LiveStep, MessageDescriptor>> = defineMessages({
  0: { id: 'console.events.liveStep.agreement', defaultMessage: 'Agreement' },
  1: { id: 'console.events.liveStep.edit', defaultMessage: 'Edit' },
  2: { id: 'console.events.liveStep.reveal', defaultMessage: 'Reveal' },
  3: { id: 'console.events.liveStep.output', defaultMessage: 'Output' },
  4: { id: 'console.events.liveStep.meaningfulWork', defaultMessage: 'Meaningful Work' },
});

export const liveStepName = (intl: IntlShape, step: LiveStep | null): string =>
  step === null
    ? intl.formatMessage({ id: 'console.events.liveStep.notStarted', defaultMessage: 'Not started' })
    : intl.formatMessage(LIVE_STEP_WORDS[step]);

/**
 * The summary line: '3 of 5 finished pre-work · Agreement 1 · Edit 2 · … · 1 idle'; the idle
 * count only during the live session.
 */
export const summaryText = (intl: IntlShape, summary: ProgressSummary, live: boolean): string => {
  const steps = summary.liveSteps.map((count, step) =>
    intl.formatMessage(
      { id: 'console.events.progress.stepCount', defaultMessage: '{step} {count}' },
      { step: liveStepName(intl, step as LiveStep), count },
    ),
  );
  const parts = [
    intl.formatMessage(
      {
        id: 'console.events.progress.finished',
        defaultMessage: '{finished} of {participants} finished pre-work',
      },
      { finished: summary.preworkFinished, participants: summary.participants },
    ),
    ...steps,
  ];
  if (live)
    parts.push(
      intl.formatMessage(
        { id: 'console.events.progress.idle', defaultMessage: '{idle} idle' },
        { idle: summary.idle },
      ),
    );
  return parts.join(' · ');
};
