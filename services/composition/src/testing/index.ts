export { type AcceptedMail, type HeldMail, type SmtpSink, startSmtpSink } from './smtp-sink.ts';
export { freePort, type SpawnedProcess, spawnApi, spawnWorker } from './spawn-process.ts';
export { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';
export {
  dropSchema,
  eventually,
  removeQueueKeys,
  type TestServiceUrls,
  testServiceUrls,
  uniqueName,
} from './test-services.ts';
