import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileStore } from '@vs/domain';
import { describeFileStoreContract } from '@vs/files/contract';
import { type Database, openDatabase } from '@vs/persistence';
import { afterAll, beforeAll } from 'vitest';
import { dropSchema, uniqueName } from './testing/test-services.ts';

// The contract lives with the file adapters and the PostgreSQL store with the database: only a
// service may bring two adapters together, so the PostgreSQL store meets its contract here.

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl && process.env.CI === 'true') {
  throw new Error('TEST_DATABASE_URL is not set: CI must run the file-store contract against PostgreSQL.');
}

/** Every file removed: `open` must hand the contract an empty store. */
const emptied = async (files: FileStore): Promise<FileStore> => {
  await files.removeOlderThan(new Date(8.64e15));
  return files;
};

/** One database per suite, opened before the tests (PGlite starts slowly) and emptied for every test. */
const lazily = (openOnce: () => Promise<Database>) => {
  let database: Promise<Database> | undefined;
  return {
    open: async () => {
      database ??= openOnce();
      return emptied((await database).files);
    },
    close: async () => (database ? (await database).close() : undefined),
  };
};

const embeddedDir = mkdtemp(join(tmpdir(), 'vs-file-store-'));
const embedded = lazily(async () => {
  const db = await openDatabase({ dataDir: await embeddedDir, poolSize: 2 });
  await db.migrate();
  return db;
});
beforeAll(embedded.open);
afterAll(async () => {
  await embedded.close();
  await rm(await embeddedDir, { recursive: true, force: true });
});
describeFileStoreContract('PostgreSQL on embedded PGlite', embedded.open);

if (databaseUrl) {
  const schema = uniqueName('test_files');
  const server = lazily(async () => {
    const db = await openDatabase({ databaseUrl, dataDir: 'unused', schema, poolSize: 2 });
    await db.migrate();
    return db;
  });
  beforeAll(server.open);
  afterAll(async () => {
    await server.close();
    await dropSchema(databaseUrl, schema);
  });
  describeFileStoreContract('PostgreSQL', server.open);
}
