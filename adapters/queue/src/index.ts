export {
  type BullMqJobQueue,
  type BullMqJobQueueOptions,
  createBullMqJobQueue,
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  DEFAULT_PREFIX,
  type KeepScheduledOptions,
  QUEUE_STATES,
  type QueueState,
  type RetryPolicy,
} from './bullmq-job-queue.ts';
export {
  type BullMqWorker,
  type BullMqWorkerOptions,
  createBullMqWorker,
  type WorkerStats,
} from './bullmq-worker.ts';
export {
  createInProcessJobQueue,
  type InProcessJobQueue,
  type InProcessQueueOptions,
} from './in-process-job-queue.ts';
export { isRetryableJobFailure } from './job-failure.ts';
export type { ReceivedJob, ReceivedJobHandler } from './received-job.ts';
export { type ConnectionHealth, isRedisUnavailable, QueueUnavailableError } from './redis-unavailable.ts';
export type { KeptSchedule } from './schedule-keeper.ts';
