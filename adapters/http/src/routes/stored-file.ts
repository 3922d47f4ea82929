import type { FileStore } from '@vs/domain';
import type { Context } from 'hono';
import type { AppLogger } from '../logger.ts';
import { attachment } from './attachment.ts';

export interface StoredDownload {
  readonly contentType: string;
  /** The name the browser saves it under. */
  readonly fileName: string;
}

/**
 * Streams a generated file (a PDF or an archive made for this request) as a download and
 * removes it from the store once sent, failed or abandoned: each such file serves one request.
 * The first chunk is read before answering, so a missing file is a 404 rather than a broken 200.
 */
export const sendStoredFile = async (
  c: Context,
  files: FileStore,
  logger: Pick<AppLogger, 'error'>,
  key: string,
  download: StoredDownload,
): Promise<Response> => {
  let removed = false;
  const remove = async (): Promise<void> => {
    if (removed) return;
    removed = true;
    await files
      .remove(key)
      .catch((error: unknown) => logger.error({ err: error, key }, 'could not remove a sent file'));
  };

  const chunks = files.read(key)[Symbol.asyncIterator]();
  let first: IteratorResult<Uint8Array>;
  try {
    first = await chunks.next();
  } catch (error) {
    await remove();
    throw error;
  }

  const body = new ReadableStream<Uint8Array>({
    start: async (controller) => {
      if (!first.done) return controller.enqueue(first.value);
      controller.close();
      await remove();
    },
    pull: async (controller) => {
      try {
        const next = await chunks.next();
        if (!next.done) return controller.enqueue(next.value);
        controller.close();
      } catch (error) {
        controller.error(error);
      }
      await remove();
    },
    cancel: async () => {
      await chunks.return?.();
      await remove();
    },
  });
  return c.body(body, 200, {
    'content-type': download.contentType,
    'content-disposition': attachment(download.fileName),
  });
};
