export { findPdfBrowser, NO_BROWSER_FOR_PDF_WORKER } from './chromium.ts';
export { type Config, concurrencyOf, type RawConfig, readConfig } from './config.ts';
export { isLocalhostHost, isLocalhostUrl, LOCALHOST_NAMES } from './localhost.ts';
export { accessLoggerOf, createLogger } from './logger.ts';
export {
  type JobSettled,
  type JobsBackend,
  type OpenServicesOptions,
  openServices,
  reportFailedJob,
  reportRetriedJob,
  runJob,
  type Services,
} from './open-services.ts';
export type { OutageReporter, ReportingConnection } from './outage-reporter.ts';
export {
  type ProbeReply,
  type ProbeServer,
  type ProbeServerOptions,
  startProbeServer,
} from './probe-server.ts';
export { type JobProcessor, processorFor, processors } from './processors.ts';
export { progressNotices } from './progress-notices.ts';
export { createReadiness, type Dependency, type DependencyStates, type Readiness } from './readiness.ts';
export type { OutageService, ServiceOutages } from './service-outages.ts';
