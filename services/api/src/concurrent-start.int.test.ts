import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, readConfig } from '@vs/composition';
import { dropSchema, freePort, removeQueueKeys, testServiceUrls, uniqueName } from '@vs/composition/testing';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Runtime, startRuntime } from './runtime.ts';

const urls = testServiceUrls();

/** Super-admins in the schema, by email. */
const superAdmins = async (url: string, schema: string): Promise<string[]> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string }>(
      `select email from "${schema}".users where access_level = 2`,
    );
    return rows.map((row) => row.email);
  } finally {
    await client.end();
  }
};

if (urls) {
  const { databaseUrl, redisUrl } = urls;
  // With Redis the jobs go to the workers: these replicas render no PDF (no Chromium needed).
  const prefix = uniqueName('vs-test');
  describe('API replicas starting together on a new database', () => {
    const dataDirs: string[] = [];
    const schemas: string[] = [];
    const started: Runtime[] = [];

    afterAll(async () => {
      await Promise.all(started.map((runtime) => runtime.stop(100)));
      for (const schema of schemas) await dropSchema(databaseUrl, schema);
      for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
      await removeQueueKeys(redisUrl, prefix);
    });

    const replica = async (schema: string): Promise<Runtime> => {
      const dataDir = await mkdtemp(join(tmpdir(), 'vs-concurrent-start-'));
      dataDirs.push(dataDir);
      const config = readConfig({
        PORT: String(await freePort()),
        METRICS_PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        DATABASE_SCHEMA: schema,
        DATABASE_POOL_SIZE: '2',
        REDIS_URL: redisUrl,
        REDIS_PREFIX: prefix,
        ADMIN_EMAIL: 'admin@example.test',
        LOG_LEVEL: 'silent',
      });
      const runtime = await startRuntime(config, createLogger('silent'));
      started.push(runtime);
      return runtime;
    };

    it('both start, and there is one first super-admin', async () => {
      // A few rounds: the race is between two reads of "no super-admin yet" and two inserts.
      for (let round = 0; round < 3; round += 1) {
        const schema = uniqueName('test_concurrent_start');
        schemas.push(schema);
        const outcomes = await Promise.allSettled([replica(schema), replica(schema)]);
        expect(
          outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'started')),
        ).toEqual(['started', 'started']);
        expect(await superAdmins(databaseUrl, schema)).toEqual(['admin@example.test']);
      }
    }, 60_000);
  });
}
