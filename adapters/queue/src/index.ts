export type {
  BullMqJobQueue,
  BullMqJobQueueOptions,
  KeepScheduledOptions,
  QueueState,
  RetryPolicy,
} from './bullmq-job-queue.ts';
export type { BullMqWorker, BullMqWorkerOptions, WorkerStats } from './bullmq-worker.ts';
export {
  createInProcessJobQueue,
  type InProcessJobQueue,
  type InProcessQueueOptions,
} from './in-process-job-queue.ts';
export { isRetryableJobFailure } from './job-failure.ts';
export type { ReceivedJob, ReceivedJobHandler } from './received-job.ts';
export { type ConnectionHealth, isRedisUnavailable, QueueUnavailableError } from './redis-unavailable.ts';
export type { KeptSchedule } from './schedule-keeper.ts';
