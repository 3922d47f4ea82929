import { join } from 'node:path';
import type { FileStore } from '@vs/domain';
import { createFileSystemFileStore } from '@vs/files';
import type { Database } from '@vs/persistence';
import type { Config } from './config.ts';

export interface ChosenFileStore {
  readonly files: FileStore;
  /** Where the files live, for the start-up log (no secrets). */
  readonly location: Record<string, string>;
  close(): void;
}

/**
 * The store through which generated PDFs and archives pass from the workers to the API
 * (config.fileStore): the local disk only serves a single process; PostgreSQL and S3 are shared.
 * The AWS SDK is loaded only for S3.
 */
export const chooseFileStore = async (config: Config, database: Database): Promise<ChosenFileStore> => {
  switch (config.fileStore) {
    case 's3': {
      const { createS3FileStore } = await import('@vs/files/s3');
      // readConfig refuses s3 without both.
      const endpoint = config.S3_URL as string;
      const bucket = config.S3_BUCKET as string;
      const store = createS3FileStore({
        endpoint,
        bucket,
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      });
      return {
        files: store,
        location: { endpoint: new URL(endpoint).origin, bucket },
        close: () => store.close(),
      };
    }
    case 'postgres':
      return {
        files: database.files,
        location: { database: database.embedded ? 'embedded' : 'DATABASE_URL' },
        close: () => {},
      };
    case 'filesystem': {
      const root = join(config.DATA_DIR, 'files');
      return { files: createFileSystemFileStore({ root }), location: { root }, close: () => {} };
    }
  }
};
