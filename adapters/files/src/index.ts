export { createFileSystemFileStore, type FileSystemFileStoreOptions } from './file-system-file-store.ts';
// The S3 store is its own entry, `@vs/files/s3`: a process that keeps its files elsewhere never
// loads the AWS SDK (some 4 MB of code held for good).
