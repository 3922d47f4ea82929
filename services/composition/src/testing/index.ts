export { type AcceptedMail, type HeldMail, type SmtpSink, startSmtpSink } from './smtp-sink.ts';
export {
  dropSchema,
  eventually,
  removeQueueKeys,
  type TestServiceUrls,
  testServiceUrls,
  uniqueName,
} from './test-services.ts';
