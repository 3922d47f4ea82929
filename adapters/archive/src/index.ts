export {
  type ArchiveManifest,
  createZipArchiveWriter,
  MANIFEST_NAME,
  type ManifestFile,
  ZIP_MANIFEST_VERSION,
  type ZipArchiveWriterOptions,
} from './zip-archive-writer.ts';
