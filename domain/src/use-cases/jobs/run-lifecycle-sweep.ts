import type { Deps } from '../../ports/deps.ts';
import type { LifecycleSweepJob } from '../../ports/services.ts';
import { type SweepEventLifecycleResult, sweepEventLifecycle } from '../events/sweep-event-lifecycle.ts';

/** Archive requests are polled for minutes; a day later nobody needs their rows. */
export const ARCHIVE_REQUEST_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface RunLifecycleSweepResult extends SweepEventLifecycleResult {
  /** The job's own label, so the worker's log ties the counts to the run that asked for them. */
  readonly scheduledFor: string;
  /** Archive requests older than a day, deleted. */
  readonly archiveRequestsRemoved: number;
}

/**
 * The lifecycle job's work: one sweep over every event by today's date (the clock's, not the
 * label's), so a late or repeated run does what an on-time one would have done and no more; and
 * the rows of archive requests older than a day go.
 */
export const runLifecycleSweep = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config'>,
  job: LifecycleSweepJob,
): Promise<RunLifecycleSweepResult> => ({
  scheduledFor: job.scheduledFor,
  ...(await sweepEventLifecycle(deps)),
  archiveRequestsRemoved: await deps.store.archiveRequests.deleteCreatedBefore(
    new Date(deps.clock.now().getTime() - ARCHIVE_REQUEST_RETENTION_MS),
  ),
});
