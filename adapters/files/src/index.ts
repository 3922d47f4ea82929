export { createFileSystemFileStore, type FileSystemFileStoreOptions } from './file-system-file-store.ts';
