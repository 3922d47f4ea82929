import { type Deps, type Job, type RunLifecycleSweepResult, runLifecycleSweep } from '@vs/domain';
import { z } from 'zod';

export const LIFECYCLE_QUEUE = 'lifecycle';

/** One schedule for the whole deployment, however many processes upsert it. */
export const LIFECYCLE_SCHEDULER_ID = 'lifecycle-sweep';

const sweepJobSchema = z.object({
  name: z.literal('sweep'),
  payload: z.object({ scheduledFor: z.string().min(1).max(100) }),
});

export type LifecycleDeps = Pick<Deps, 'store' | 'clock' | 'config' | 'files' | 'ids' | 'tokens'>;

/** The sweep job; `scheduledFor` says when or how often it was asked for, for the logs. */
export const lifecycleSweepJob = (scheduledFor: string): Job => ({
  kind: 'lifecycle',
  name: 'sweep',
  payload: { scheduledFor },
});

/**
 * Runs the scheduled lifecycle sweep (close by date, purge after the grace period, automatic
 * reminders, remove generated files nobody fetched). The payload
 * is validated (jobs cross a process boundary); the counts are returned for the worker's log.
 */
export const processLifecycleJob = async (
  deps: LifecycleDeps,
  job: Pick<Job, 'name'> & { payload: unknown },
): Promise<RunLifecycleSweepResult> => runLifecycleSweep(deps, sweepJobSchema.parse(job).payload);
