import type { FileStore } from '@vs/domain';
import { createInMemoryFileStore } from '@vs/domain/testing';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env.ts';
import { createErrorHandler } from '../error-handler.ts';
import { sendStoredFile } from './stored-file.ts';

const encoder = new TextEncoder();
const download = { contentType: 'application/zip', fileName: 'Spring Workshop 2026-06-10.zip' };

/** A store whose file comes in three chunks, optionally failing after the first. */
const chunkedStore = (options: { failAfterFirst?: boolean; failRemove?: boolean } = {}) => {
  const removed: string[] = [];
  let closed = false;
  const files: FileStore = {
    ...createInMemoryFileStore(),
    read: (key) => ({
      async *[Symbol.asyncIterator]() {
        try {
          yield encoder.encode(`${key}:one,`);
          if (options.failAfterFirst) throw new Error('disk read failed');
          yield encoder.encode('two,');
          yield encoder.encode('three');
        } finally {
          closed = true;
        }
      },
    }),
    remove: async (key) => {
      if (options.failRemove) throw new Error('cannot remove');
      removed.push(key);
    },
  };
  return { files, removed, isClosed: () => closed };
};

const appServing = (files: FileStore, logged: object[] = []) =>
  new Hono<AppEnv>()
    .get('/file', (c) =>
      sendStoredFile(c, files, { error: (details) => logged.push(details) }, 'archives/a.zip', download),
    )
    .onError(createErrorHandler({ error: () => {} }));

describe('sendStoredFile', () => {
  it('streams every chunk as a named download, then removes the file', async () => {
    const { files, removed } = chunkedStore();
    const response = await appServing(files).request('/file');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain(
      'filename="Spring Workshop 2026-06-10.zip"',
    );
    expect(await response.text()).toBe('archives/a.zip:one,two,three');
    expect(removed).toEqual(['archives/a.zip']);
  });

  it('answers a missing file with 404 before sending anything', async () => {
    const files = createInMemoryFileStore();
    const response = await appServing(files).request('/file');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, code: 'FILE.NOT_FOUND' });
  });

  it('sends an empty file and removes it', async () => {
    const files = createInMemoryFileStore();
    await files.write('archives/a.zip', new Uint8Array(0));
    const response = await appServing(files).request('/file');
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(0);
    expect(files.files.size).toBe(0);
  });

  it('breaks the download when reading fails part way, and removes the file', async () => {
    const { files, removed } = chunkedStore({ failAfterFirst: true });
    const response = await appServing(files).request('/file');
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow('disk read failed');
    expect(removed).toEqual(['archives/a.zip']);
  });

  it('stops reading and removes the file when the client goes away', async () => {
    const { files, removed, isClosed } = chunkedStore();
    const response = await appServing(files).request('/file');
    await response.body?.cancel();
    expect(isClosed()).toBe(true);
    expect(removed).toEqual(['archives/a.zip']);
  });

  it('logs a file it could not remove and still completes the download', async () => {
    const { files } = chunkedStore({ failRemove: true });
    const logged: object[] = [];
    const response = await appServing(files, logged).request('/file');
    expect(await response.text()).toBe('archives/a.zip:one,two,three');
    expect(logged).toEqual([{ err: expect.any(Error), key: 'archives/a.zip' }]);
  });
});
