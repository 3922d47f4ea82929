export {
  type AcceptedMail,
  type HeldMail,
  type SmtpSink,
  type SmtpSinkOptions,
  startSmtpSink,
} from './smtp-sink.ts';
export { freePort, type SpawnedProcess, spawnApi, spawnWorker } from './spawn-process.ts';
export { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';
export {
  dropSchema,
  eventually,
  midPeriod,
  removeQueueKeys,
  type TestServiceUrls,
  testServiceUrls,
  uniqueName,
} from './test-services.ts';
