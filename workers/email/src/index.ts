export {
  EMAIL_QUEUE,
  type EmailDeps,
  failEmailJob,
  processEmailJob,
  retryEmailJob,
} from './email.processor.ts';
