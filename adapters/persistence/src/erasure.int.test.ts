import { randomBytes, randomUUID } from 'node:crypto';
import { actorOf, deleteUser, emptyMeaningfulWork, updateSelf, updateUser } from '@vs/domain';
import { createTestDeps, makeResponse, makeUser, seedCast } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.ts';
import { initOrm } from './orm.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl && process.env.CI === 'true') {
  throw new Error('TEST_DATABASE_URL is not set: CI must prove erasure on PostgreSQL.');
}

type Rows = Record<string, unknown>[];

/** Runs raw SQL on the server, outside the store under test. */
const withServer = async <T>(
  url: string,
  work: (sql: (text: string, params?: unknown[]) => Promise<Rows>) => Promise<T>,
) => {
  const orm = await initOrm({ clientUrl: url, poolSize: 1 });
  try {
    return await work((text, params = []) => orm.em.getConnection().execute<Rows>(text, params));
  } finally {
    await orm.close(true);
  }
};

/** Every table of the schema with a row that, written out as text, holds `needle` (any case). */
const tablesHolding = (url: string, schema: string, needle: string): Promise<string[]> =>
  withServer(url, async (sql) => {
    const tables = await sql('select table_name from information_schema.tables where table_schema = ?', [
      schema,
    ]);
    const holding: string[] = [];
    for (const { table_name: table } of tables) {
      const [found] = await sql(
        `select count(*)::int as n from "${schema}"."${String(table)}" t where t::text ilike ?`,
        [`%${needle}%`],
      );
      if (Number(found?.n) > 0) holding.push(String(table));
    }
    return holding;
  });

describe.runIf(databaseUrl)('erasure on PostgreSQL (GDPR article 17)', () => {
  it('leaves nothing about a deleted participant in any table: not their email or name; their id only in the audit log', async () => {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const db = await openDatabase({ databaseUrl, dataDir: 'unused', schema, poolSize: 2 });
    try {
      await db.migrate();
      const deps = createTestDeps({ store: db.store });
      const cast = await seedCast(db.store);
      const person = makeUser({
        forename: 'Zenobia',
        surname: 'Quillfeather',
        email: 'zenobia.quillfeather@example.test',
        createdBy: cast.guide.uid,
        eventId: cast.event.eid,
      });
      await db.store.users.insert(person);
      await db.store.events.update({
        ...cast.event,
        participants: [...cast.event.participants, person.uid],
        emailsSent: [...cast.event.emailsSent, true],
      });
      const response = makeResponse(person.uid, 'prework');
      await db.store.responses.save({
        ...response,
        descriptions: response.descriptions.map(() => 'Zenobia Quillfeather'),
      });
      await db.store.responses.save(makeResponse(person.uid, 'live'));
      await db.store.meaningfulWork.save(person.uid, {
        ...emptyMeaningfulWork(),
        'mb-body': 'Quillfeather family',
      });
      await db.store.followUps.insertIfAbsent({
        id: randomUUID(),
        uid: person.uid,
        eid: cast.event.eid,
        days: 30,
        tokenDigest: 'digest-follow-up-z',
        expiresAt: new Date(Date.now() + 3_600_000),
        queuedAt: new Date(),
        percentLived: [90, 80, 70, 60, 50, 40, 30, 20, 10, 0],
        note: 'Quillfeather life changed',
        answeredAt: new Date(),
      });
      await db.store.followUps.optOut(person.uid, new Date());
      await db.store.deliveries.recordQueued({
        kind: 'logon',
        requestId: 'mail-z',
        uid: person.uid,
        eid: cast.event.eid,
        queuedAt: new Date(),
      });
      await db.store.deliveries.recordFailed('mail-z', new Date(), `550 <${person.email}> unknown user`);
      await db.store.sessions.insert({
        idDigest: 'digest-z',
        uid: person.uid,
        firstLogin: false,
        createdAt: new Date(),
        lastSeenAt: new Date(),
        expiresAt: new Date(Date.now() + 3_600_000),
      });

      // Audit entries: one the person made (their own edit), one a Guide made about them.
      await updateSelf(deps, actorOf(person), {
        ...person,
        surname: 'Quillfeather-Ng',
        sessionToken: 'none',
      });
      const renamed = { ...person, surname: 'Quillfeather-Ng' };
      await updateUser(deps, actorOf(cast.guide), { ...renamed, surname: 'Quillfeather' });

      const url = databaseUrl ?? '';
      const needles = [person.email, 'Zenobia', 'Quillfeather', person.uid];
      // The search finds what is there: each needle is somewhere before the deletion.
      for (const needle of needles)
        expect((await tablesHolding(url, schema, needle)).length, needle).toBeGreaterThan(0);

      await deleteUser(deps, actorOf(cast.guide), { uid: person.uid });

      for (const needle of [person.email, 'Zenobia', 'Quillfeather'])
        expect(await tablesHolding(url, schema, needle), needle).toEqual([]);
      // The uid stays in the audit log only (docs/decisions.md): a random id that names nobody
      // once the account is gone, so the entries still say what was done to which account.
      expect(await tablesHolding(url, schema, person.uid)).toEqual(['audit_entries']);
    } finally {
      await db.close();
      await withServer(databaseUrl ?? '', (sql) => sql(`drop schema if exists "${schema}" cascade`));
    }
  });
});
