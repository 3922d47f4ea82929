export { failZipJob, processZipJob, ZIP_QUEUE, type ZipDeps } from './zip.processor.ts';
