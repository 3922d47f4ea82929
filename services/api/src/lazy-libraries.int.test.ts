import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { uniqueName } from '@vs/composition/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { type SpawnedTestApi, spawnTestApi, testDatabaseUrl } from './testing-server.ts';

const databaseUrl = testDatabaseUrl();
/** An embedded PGlite starts and migrates slowly on a busy machine. */
const STARTUP_MS = databaseUrl ? 20_000 : 90_000;
const RECORDER = pathToFileURL(join(import.meta.dirname, 'record-loaded-packages.ts')).href;

/** Libraries for work the API may never do, each some megabytes held for good once loaded. */
const LOADED_ON_FIRST_USE = [
  'puppeteer-core',
  'bullmq',
  'ioredis',
  '@aws-sdk/client-s3',
  'archiver',
  'nodemailer',
  '@node-saml/node-saml',
  'xpath',
  'openid-client',
  'tar-fs',
  // The embedded database, unless it is the database.
  ...(databaseUrl ? ['@electric-sql/pglite'] : []),
];

describe('the API process at rest', () => {
  let spawned: SpawnedTestApi | undefined;
  const loadedFile = join(tmpdir(), `${uniqueName('vs-loaded-packages')}.txt`);
  afterEach(async () => {
    await spawned?.remove();
    await rm(loadedFile, { force: true });
  });

  it(
    'has not loaded the PDF browser driver, BullMQ, Redis client, AWS SDK, zip, mail, SAML, OIDC or embedded-database library: each waits for its first use',
    async () => {
      spawned = await spawnTestApi('lazy', {
        LOG_LEVEL: 'warn',
        NODE_OPTIONS: `--import=${RECORDER}`,
        VS_LOADED_PACKAGES_FILE: loadedFile,
      });
      const { api } = spawned;
      await api.ready(STARTUP_MS);
      expect((await fetch(`${api.url}/login`)).status).toBe(200);
      const loaded = (await readFile(loadedFile, 'utf8')).split('\n');
      // The record holds what the API serves with.
      expect(loaded).toEqual(expect.arrayContaining(['hono', 'zod', 'pg']));
      expect(loaded.filter((name) => LOADED_ON_FIRST_USE.includes(name))).toEqual([]);
    },
    STARTUP_MS + 15_000,
  );
});
