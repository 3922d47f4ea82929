import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.ts';
import { initOrm } from './orm.ts';
import { describeStoreContract } from './store.contract.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl && process.env.CI === 'true') {
  throw new Error('TEST_DATABASE_URL is not set: CI must run the store contract against PostgreSQL.');
}

/** A schema of its own for every run, so parallel runs against one server never meet. */
const schema = `test_${randomBytes(6).toString('hex')}`;

const dropSchema = async (url: string): Promise<void> => {
  const orm = await initOrm({ clientUrl: url, poolSize: 1 });
  try {
    await orm.em.getConnection().execute(`drop schema if exists "${schema}" cascade`);
  } finally {
    await orm.close(true);
  }
};

if (databaseUrl) {
  describeStoreContract(
    'PostgreSQL',
    async () => {
      const db = await openDatabase({ databaseUrl, dataDir: 'unused', schema });
      await db.migrate();
      return {
        store: db.store,
        close: async () => {
          await db.close();
          await dropSchema(databaseUrl);
        },
      };
    },
    { foreignKeys: true },
  );

  describe('openDatabase with a database URL', () => {
    it('connects to it and keeps every table, the migrations table too, in its schema', async () => {
      const own = `${schema}_own`;
      const db = await openDatabase({ databaseUrl, dataDir: 'unused', schema: own, poolSize: 2 });
      const orm = await initOrm({ clientUrl: databaseUrl, poolSize: 1 });
      try {
        expect(db.embedded).toBe(false);
        expect(db.connectionUrl).toBe(databaseUrl);
        expect(await db.ping()).toBe(true);
        await db.migrate();
        await db.migrate();
        const rows = await orm.em
          .getConnection()
          .execute<{ table_name: string }[]>(
            'select table_name from information_schema.tables where table_schema = ? order by table_name',
            [own],
          );
        expect(rows.map((row) => row.table_name)).toEqual([
          'email_templates',
          'events',
          'logon_links',
          'meaningful_work',
          'mikro_orm_migrations',
          'responses',
          'sessions',
          'uploaded_events',
          'users',
        ]);
      } finally {
        await db.close();
        await orm.em.getConnection().execute(`drop schema if exists "${own}" cascade`);
        await orm.close(true);
      }
    });
  });
} else {
  describe.skip('Store contract: PostgreSQL (set TEST_DATABASE_URL to run it)', () => {
    it('runs the store contract against PostgreSQL', () => {});
  });
}
