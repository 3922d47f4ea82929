import { randomUUID } from 'node:crypto';
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

  it('keeps saved templates as logon templates, and tells resets from logon emails, when adding reminders', async () => {
    const dataDir = await tempDir();
    const db = await openDatabase({ dataDir, poolSize: 2 });
    const orm = await initOrm({ clientUrl: db.connectionUrl, poolSize: 1 });
    try {
      await orm.migrator.up({ to: 'Migration20261124011500_delivery_tracked_outbox' });
      const user = makeUser({ accessLevel: 1 });
      await db.store.users.insert(user);
      const eid = randomUUID();
      const sql = orm.em.getConnection();
      await sql.execute(
        `insert into email_templates (uid, body, closing) values (?, 'Old body', 'Old closing')`,
        [user.uid],
      );
      await sql.execute(
        `insert into email_deliveries (request_id, uid, eid, status, queued_at) values
           ('logon-1', ?, ?, 'failed', now()), ('reset-1', ?, null, 'sent', now())`,
        [user.uid, eid, user.uid],
      );
      await db.migrate();
      expect(await db.store.emailTemplates.find(user.uid, 'logon')).toEqual({
        body: 'Old body',
        closing: 'Old closing',
      });
      expect(await db.store.emailTemplates.find(user.uid, 'reminder')).toBeNull();
      expect(await sql.execute(`select request_id, kind from email_deliveries order by request_id`)).toEqual([
        { request_id: 'logon-1', kind: 'logon' },
        { request_id: 'reset-1', kind: 'reset' },
      ]);
      expect((await db.store.deliveries.latestLogonDeliveries([eid])).map((d) => d.status)).toEqual([
        'failed',
      ]);
    } finally {
      await orm.close(true);
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
