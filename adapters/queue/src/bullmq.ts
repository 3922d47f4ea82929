// BullMQ's side of the queue, an entry of its own (`@vs/queue/bullmq`): a process without Redis
// (the API on its embedded defaults) never loads BullMQ and ioredis. Their types are in the index.
export { createBullMqJobQueue } from './bullmq-job-queue.ts';
export { createBullMqWorker } from './bullmq-worker.ts';
