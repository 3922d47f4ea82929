export {
  EMAIL_QUEUE,
  type EmailDeps,
  isRetryable,
  PermanentJobError,
  processEmailJob,
} from './email.processor.ts';
