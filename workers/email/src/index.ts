export {
  EMAIL_QUEUE,
  type EmailDeps,
  failEmailJob,
  processEmailJob,
} from './email.processor.ts';
