export {
  createInProcessJobQueue,
  type InProcessJobQueue,
  type InProcessQueueOptions,
  type JobHandler,
} from './in-process-job-queue.ts';
