import type { Job } from '@vs/domain';

/**
 * A job as a processor receives it. Its payload crossed a process boundary (Redis), so it is
 * untrusted until the processor's schema has parsed it.
 */
export type ReceivedJob = Pick<Job, 'kind' | 'name'> & {
  readonly payload: unknown;
  /** The job's id in its queue: an outbox entry's id for a job of a committed change. */
  readonly id?: string;
};

/** Runs one received job; a rejection is a failed attempt. */
export type ReceivedJobHandler = (job: ReceivedJob) => Promise<void>;
