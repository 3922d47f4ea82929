import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeUser } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.ts';
import { initOrm } from './orm.ts';
import { describeStoreContract } from './store.contract.ts';

const tempDir = () => mkdtemp(join(tmpdir(), 'vs-pglite-'));

describeStoreContract(
  'embedded PGlite',
  async () => {
    const dataDir = await tempDir();
    const db = await openDatabase({ dataDir });
    await db.migrate();
    return {
      store: db.store,
      close: async () => {
        await db.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  },
  { foreignKeys: true },
);

describe('openDatabase without a database URL', () => {
  it('serves PGlite on 127.0.0.1 until closed and keeps its data across restarts', async () => {
    const dataDir = await tempDir();
    try {
      const first = await openDatabase({ dataDir, poolSize: 2 });
      expect(first.embedded).toBe(true);
      expect(first.connectionUrl).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
      expect(await first.ping()).toBe(true);
      await first.migrate();
      const user = makeUser();
      await first.store.users.insert(user);
      await first.close();
      expect(await first.ping()).toBe(false);

      const again = await openDatabase({ dataDir, poolSize: 2 });
      await again.migrate();
      expect(await again.store.users.findById(user.uid)).toEqual(user);
      await again.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('builds, through the committed migrations, exactly the schema the entities declare', async () => {
    const dataDir = await tempDir();
    const db = await openDatabase({ dataDir, poolSize: 2 });
    const orm = await initOrm({ clientUrl: db.connectionUrl, poolSize: 1 });
    try {
      await db.migrate();
      expect((await orm.schema.getUpdateSchemaSQL()).trim()).toBe('');
    } finally {
      await orm.close(true);
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
