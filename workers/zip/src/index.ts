export { failZipJob, isRetryable, processZipJob, ZIP_QUEUE, type ZipDeps } from './zip.processor.ts';
