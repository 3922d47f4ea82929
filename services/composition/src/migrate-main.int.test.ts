import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dropSchema, testServiceUrls, uniqueName } from './testing/index.ts';

const MIGRATE_MAIN = join(import.meta.dirname, 'migrate-main.ts');
const run = promisify(execFile);
const urls = testServiceUrls();

/** Runs `npm run migrate`'s entry with these variables; resolves with its exit code. */
const migrate = async (env: Record<string, string>): Promise<number> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'vs-migrate-'));
  try {
    await run(process.execPath, [MIGRATE_MAIN], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env },
    });
    return 0;
  } catch (error) {
    return (error as { code?: number }).code ?? -1;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
};

const tablesIn = async (databaseUrl: string, schema: string): Promise<string[]> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ table_name: string }>(
      'select table_name from information_schema.tables where table_schema = $1',
      [schema],
    );
    return rows.map((row) => row.table_name);
  } finally {
    await client.end();
  }
};

if (urls) {
  describe('npm run migrate (the migration Job of a deployment)', () => {
    it('applies every migration and exits 0, and finds nothing to do the second time', async () => {
      const schema = uniqueName('test_migrate');
      try {
        const env = { DATABASE_URL: urls.databaseUrl, DATABASE_SCHEMA: schema };
        expect(await migrate(env)).toBe(0);
        const tables = await tablesIn(urls.databaseUrl, schema);
        expect(tables).toEqual(expect.arrayContaining(['mikro_orm_migrations', 'users', 'events', 'outbox']));
        expect(await migrate(env)).toBe(0);
      } finally {
        await dropSchema(urls.databaseUrl, schema);
      }
    });

    it('exits 1 when the database cannot be reached', async () => {
      expect(await migrate({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' })).toBe(1);
    });
  });
}
