export { type Config, concurrencyOf, type RawConfig, readConfig } from './config.ts';
export { createLogger } from './logger.ts';
export {
  type JobsBackend,
  type OpenServicesOptions,
  openServices,
  reportFailedJob,
  runJob,
  type Services,
} from './open-services.ts';
export { type JobProcessor, processorFor, processors } from './processors.ts';
