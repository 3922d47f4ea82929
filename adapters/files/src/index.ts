export { createFileSystemFileStore, type FileSystemFileStoreOptions } from './file-system-file-store.ts';
export { createS3FileStore, type S3FileStore, type S3FileStoreOptions } from './s3-file-store.ts';
