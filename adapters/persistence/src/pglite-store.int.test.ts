import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_ORG_ID } from '@vs/domain';
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

  it('puts existing events and people into the default organisation, Guides as its Guides', async () => {
    const dataDir = await tempDir();
    const db = await openDatabase({ dataDir, poolSize: 2 });
    const orm = await initOrm({ clientUrl: db.connectionUrl, poolSize: 1 });
    try {
      await orm.migrator.up({ to: 'Migration20261128041500_archive_erased' });
      const [guide, participant, admin] = [
        makeUser({ accessLevel: 1 }),
        makeUser(),
        makeUser({ accessLevel: 2 }),
      ];
      const sql = orm.em.getConnection();
      for (const user of [guide, participant, admin])
        await sql.execute(
          `insert into users (uid, forename, surname, email, email_normalised, access_level, portal_link, mw_enabled, response_completed, created_at)
           values (?, 'Pat', 'Example', ?, ?, ?, '', false, '[false,false,false,false]', now())`,
          [user.uid, user.email, user.email, user.accessLevel],
        );
      const eid = randomUUID();
      await sql.execute(
        `insert into events (eid, event_name, event_date, access_close, event_type, session_access, facilitator_id, participants, emails_sent, state, created_at)
         values (?, 'Old', '2026-06-10', '2026-07-10', 'Reg', 'Live', ?, '[]', '[]', 'open', now())`,
        [eid, guide.uid],
      );
      await db.migrate();
      const found = await db.store.users.findByIds([guide.uid, participant.uid, admin.uid]);
      expect(found.map(({ orgId, orgs }) => ({ orgId, orgs }))).toEqual([
        { orgId: DEFAULT_ORG_ID, orgs: [{ orgId: DEFAULT_ORG_ID, role: 'guide' }] },
        { orgId: DEFAULT_ORG_ID, orgs: [] },
        { orgId: DEFAULT_ORG_ID, orgs: [] },
      ]);
      expect((await db.store.events.findById(eid))?.orgId).toBe(DEFAULT_ORG_ID);
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
      const eid = randomUUID();
      const sql = orm.em.getConnection();
      // Written as the schema of that time holds a user (the store writes today's columns).
      await sql.execute(
        `insert into users (uid, forename, surname, email, email_normalised, access_level, portal_link, mw_enabled, response_completed, created_at)
         values (?, 'Pat', 'Example', ?, ?, 1, '', false, '[false,false,false,false]', now())`,
        [user.uid, user.email, user.email],
      );
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
