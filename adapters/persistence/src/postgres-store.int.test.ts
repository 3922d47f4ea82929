import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.ts';
import { initOrm } from './orm.ts';
import { describeStoreContract } from './store.contract.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl && process.env.CI === 'true') {
  throw new Error('TEST_DATABASE_URL is not set: CI must run the store contract against PostgreSQL.');
}

/** Schemas of their own for every run, so parallel runs against one server never meet. */
const schema = `test_${randomBytes(6).toString('hex')}`;

type Rows = Record<string, unknown>[];

/** Runs raw SQL on the server, outside the store under test. */
const withServer = async (
  url: string,
  work: (sql: (text: string, params?: unknown[]) => Promise<Rows>) => Promise<Rows>,
) => {
  const orm = await initOrm({ clientUrl: url, poolSize: 1 });
  try {
    return await work((text, params = []) => orm.em.getConnection().execute<Rows>(text, params));
  } finally {
    await orm.close(true);
  }
};

const dropSchema = (url: string, name: string) =>
  withServer(url, (sql) => sql(`drop schema if exists "${name}" cascade`));

if (databaseUrl) {
  /** The store of a migrated database in schema `own`, dropped with it on close. */
  const storeIn = (own: string, cacheSignedIn: boolean) => async () => {
    const db = await openDatabase({ databaseUrl, dataDir: 'unused', schema: own, cacheSignedIn });
    await db.migrate();
    return {
      store: db.store,
      close: async () => {
        await db.close();
        await dropSchema(databaseUrl, own);
      },
    };
  };

  describeStoreContract('PostgreSQL', storeIn(schema, false), { foreignKeys: true });
  // The API's store: session look-ups kept between calls (signed-in-cache.ts) must not change what
  // any call gives back.
  describeStoreContract('PostgreSQL with the signed-in cache', storeIn(`${schema}_cached`, true), {
    foreignKeys: true,
  });

  describe('openDatabase with a database URL', () => {
    it('connects to it and keeps every table, the migrations table too, in its own schema', async () => {
      const own = `${schema}_own`;
      const db = await openDatabase({ databaseUrl, dataDir: 'unused', schema: own, poolSize: 2 });
      try {
        expect(db.embedded).toBe(false);
        expect(db.connectionUrl).toBe(databaseUrl);
        expect(await db.ping()).toBe(true);
        await db.migrate();
        await db.migrate();
        const tables = await withServer(databaseUrl, (sql) =>
          sql('select table_name from information_schema.tables where table_schema = ? order by 1', [own]),
        );
        expect(tables.map((row) => row.table_name)).toEqual([
          'archive_requests',
          'audit_entries',
          'email_deliveries',
          'email_templates',
          'events',
          'follow_up_opt_outs',
          'follow_ups',
          'logon_links',
          'meaningful_work',
          'mikro_orm_migrations',
          'organisations',
          'outbox',
          'responses',
          'sessions',
          'sso_identities',
          'sso_pending',
          'sso_replays',
          'sso_settings',
          'stored_file_chunks',
          'stored_files',
          'uploaded_events',
          'users',
        ]);
      } finally {
        await db.close();
        await dropSchema(databaseUrl, own);
      }
    });

    it('lets several replicas migrate one new schema at once', async () => {
      const own = `${schema}_replicas`;
      const replicas = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl, dataDir: 'unused', schema: own, poolSize: 2 })),
      );
      try {
        await Promise.all(replicas.map((replica) => replica.migrate()));
        expect(await replicas[0]?.store.users.findById(randomUUID())).toBeNull();
      } finally {
        await Promise.all(replicas.map((replica) => replica.close()));
        await dropSchema(databaseUrl, own);
      }
    });
  });
}
