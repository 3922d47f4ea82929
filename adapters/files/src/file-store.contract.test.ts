import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInMemoryFileStore } from '@vs/domain/testing';
import { afterAll } from 'vitest';
import { describeFileStoreContract } from './file-store.contract.ts';
import { createFileSystemFileStore } from './file-system-file-store.ts';

const roots: string[] = [];
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

describeFileStoreContract('in memory', async () => createInMemoryFileStore());

describeFileStoreContract('file system', async () => {
  const root = await mkdtemp(join(tmpdir(), 'vs-files-'));
  roots.push(root);
  return createFileSystemFileStore({ root });
});
