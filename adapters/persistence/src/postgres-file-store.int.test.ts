import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './open-database.ts';
import { initOrm } from './orm.ts';
import { STORED_FILE_CHUNK_BYTES } from './postgres-file-store.ts';

// The FileStore contract itself runs against this store in services/composition (an adapter's
// tests may not import another adapter); these are the PostgreSQL store's own promises.

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl && process.env.CI === 'true') {
  throw new Error('TEST_DATABASE_URL is not set: CI must run the file store against PostgreSQL.');
}

type Rows = Record<string, unknown>[];

interface Setup {
  /** Opens the database, migrated, with its tables in `schema` when given. */
  open(): Promise<Database>;
  readonly schema?: string;
  /** Cleans up after the database is closed. */
  cleanUp(): Promise<void>;
}

const describePostgresFileStore = (name: string, setup: Setup) => {
  describe(`PostgreSQL file store: ${name}`, () => {
    let db: Database;
    /** Raw SQL on the same database, outside the store under test. */
    let sql: (text: string, params?: unknown[]) => Promise<Rows>;
    let closeSql: () => Promise<void>;
    const chunks = setup.schema ? `"${setup.schema}".stored_file_chunks` : 'stored_file_chunks';
    const chunkCount = async () => (await sql(`select count(*)::int as n from ${chunks}`))[0]?.n;
    beforeAll(async () => {
      db = await setup.open();
      const orm = await initOrm({ clientUrl: db.connectionUrl, poolSize: 1 });
      sql = (text, params = []) => orm.em.getConnection().execute<Rows>(text, params);
      closeSql = () => orm.close(true);
    });
    afterAll(async () => {
      await closeSql();
      await db.close();
      await setup.cleanUp();
    });

    it('keeps a large file as chunks of 1 MiB and streams it back chunk by chunk', async () => {
      const size = 2 * STORED_FILE_CHUNK_BYTES + 12_345;
      const bytes = Uint8Array.from({ length: size }, (_, i) => (i * 31) % 251);
      async function* oddPieces(): AsyncIterable<Uint8Array> {
        for (let offset = 0; offset < size; offset += 300_007) yield bytes.subarray(offset, offset + 300_007);
      }
      await db.files.write('archives/large.zip', oddPieces());

      const sizes: number[] = [];
      const parts: Uint8Array[] = [];
      for await (const chunk of db.files.read('archives/large.zip')) {
        sizes.push(chunk.length);
        parts.push(chunk);
      }
      expect(sizes).toEqual([STORED_FILE_CHUNK_BYTES, STORED_FILE_CHUNK_BYTES, 12_345]);
      expect(Buffer.concat(parts).equals(Buffer.from(bytes))).toBe(true);
      await db.files.remove('archives/large.zip');
      expect(await chunkCount()).toBe(0);
    });

    it('drops the previous content when a key is written again', async () => {
      await db.files.write('outputs/twice.pdf', new Uint8Array(10));
      await db.files.write('outputs/twice.pdf', new Uint8Array(20));
      expect(await chunkCount()).toBe(1);
      await db.files.remove('outputs/twice.pdf');
    });

    it('removes, by age, chunks a write left behind when its process died', async () => {
      const hourAgo = new Date(Date.now() - 3_600_000);
      await sql(
        `insert into ${chunks} (content_id, seq, bytes, written_at) values (gen_random_uuid(), 0, '\\x00', ?)`,
        [hourAgo],
      );
      await db.files.write('outputs/kept.pdf', new Uint8Array(5));
      expect(await db.files.removeOlderThan(new Date(Date.now() - 60_000))).toBe(0);
      expect(await chunkCount()).toBe(1);
      await db.files.remove('outputs/kept.pdf');
    });
  });
};

const embeddedDir = mkdtemp(join(tmpdir(), 'vs-pglite-files-'));
describePostgresFileStore('embedded PGlite', {
  open: async () => {
    const db = await openDatabase({ dataDir: await embeddedDir, poolSize: 2 });
    await db.migrate();
    return db;
  },
  cleanUp: async () => rm(await embeddedDir, { recursive: true, force: true }),
});

if (databaseUrl) {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  describePostgresFileStore('PostgreSQL', {
    schema,
    open: async () => {
      const db = await openDatabase({ databaseUrl, dataDir: 'unused', schema, poolSize: 2 });
      await db.migrate();
      return db;
    },
    cleanUp: async () => {
      const orm = await initOrm({ clientUrl: databaseUrl, poolSize: 1 });
      await orm.em.getConnection().execute(`drop schema if exists "${schema}" cascade`);
      await orm.close(true);
    },
  });
}
