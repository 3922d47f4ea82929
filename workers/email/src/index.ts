export {
  EMAIL_QUEUE,
  type EmailDeps,
  failEmailJob,
  isRetryable,
  PermanentJobError,
  processEmailJob,
} from './email.processor.ts';
