import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ERROR_MESSAGES, type FileStore, notFound } from '@vs/domain';

export interface FileSystemFileStoreOptions {
  /** Directory holding every file; API and workers must share it (e.g. `${DATA_DIR}/files`). */
  readonly root: string;
}

// Writes land here first; every key segment must start with a letter, digit, '_' or '-', so no key reaches it.
const TEMP_DIR = '.tmp';
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Keys are ours (`archives/<uuid>.zip`), but a path built from one must never leave the root. */
const assertKey = (key: string): void => {
  if (key.length > 500 || !key.split('/').every((segment) => SEGMENT.test(segment))) {
    throw new RangeError(`Invalid file key: ${JSON.stringify(key)}`);
  }
};

const isMissing = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/**
 * Generated files on disk under `root`. A write goes to a temporary file renamed into place when
 * complete, so a reader sees the whole file or none; reads stream in chunks.
 */
export const createFileSystemFileStore = ({ root }: FileSystemFileStoreOptions): FileStore => {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    assertKey(key);
    return join(base, ...key.split('/'));
  };

  return {
    write: async (key, content) => {
      const path = pathOf(key);
      const temp = join(base, TEMP_DIR, `${randomUUID()}.part`);
      await mkdir(dirname(temp), { recursive: true });
      await mkdir(dirname(path), { recursive: true });
      try {
        const source = content instanceof Uint8Array ? Readable.from([content]) : Readable.from(content);
        await pipeline(source, createWriteStream(temp, { flags: 'wx' }));
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    read: (key) => ({
      async *[Symbol.asyncIterator]() {
        try {
          for await (const chunk of createReadStream(pathOf(key))) yield chunk as Uint8Array;
        } catch (error) {
          if (isMissing(error)) throw notFound('FILE.NOT_FOUND', ERROR_MESSAGES.fileNotAvailable);
          throw error;
        }
      },
    }),
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
    removeOlderThan: async (cutoff) => {
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(
        (error: unknown) => {
          if (isMissing(error)) return [];
          throw error;
        },
      );
      let removed = 0;
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const path = join(entry.parentPath, entry.name);
        const written = await stat(path).catch((error: unknown) => {
          if (isMissing(error)) return null;
          throw error;
        });
        if (written === null || written.mtimeMs >= cutoff.getTime()) continue;
        await rm(path, { force: true });
        // Parts left in the temporary folder by a crashed write are not files anyone asked for.
        if (dirname(path) !== join(base, TEMP_DIR)) removed += 1;
      }
      return removed;
    },
  };
};
