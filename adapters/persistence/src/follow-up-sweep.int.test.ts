import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type CalendarDate, runLifecycleSweep } from '@vs/domain';
import { createTestDeps, makeEvent, makeResponse, makeUser, outboxJobs } from '@vs/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './open-database.ts';
import { initOrm } from './orm.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl && process.env.CI === 'true') {
  throw new Error('TEST_DATABASE_URL is not set: CI must prove the follow-up sweep on PostgreSQL.');
}

const PEOPLE = 25;
const EVENT_DATE = '2026-06-10' as CalendarDate;

/**
 * Issue 39's fault test: two workers (each its own connection pool, ids and tokens, as two
 * processes have) run the lifecycle sweep at the same moment against one PostgreSQL; each person
 * is still queued exactly one follow-up email per point.
 */
describe.runIf(databaseUrl)('the follow-up sweep on two workers at once (PostgreSQL)', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  let workers: Database[] = [];

  const workerDeps = (db: Database, at: string) => {
    const deps = createTestDeps({
      store: db.store,
      ids: { newId: randomUUID },
      tokens: {
        generate: () => randomBytes(24).toString('base64url'),
        digest: (token) => createHash('sha256').update(token).digest('hex'),
      },
    });
    deps.clock.set(at);
    return deps;
  };

  /** Both workers sweep at `at`, at once; the follow-ups each queued. */
  const sweepTogether = async (at: string): Promise<number[]> =>
    (await Promise.all(workers.map((db) => runLifecycleSweep(workerDeps(db, at), { scheduledFor: at })))).map(
      (result) => result.followUpsQueued,
    );

  /** The follow-up emails in the outbox, as "uid days" per email. */
  const queuedEmails = async (): Promise<string[]> => {
    const store = workers[0]?.store;
    if (store === undefined) throw new Error('no worker');
    const followUps = new Map(
      (await store.followUps.listForEvent(eventId)).map((followUp) => [followUp.id, followUp]),
    );
    return (await outboxJobs(store)).flatMap((job) => {
      if (job.name !== 'follow-up-email') return [];
      const followUp = followUps.get(job.payload.followUpId);
      return [`${job.payload.uid} ${followUp?.days}`];
    });
  };

  let eventId = '';
  let uids: string[] = [];

  beforeAll(async () => {
    const first = await openDatabase({ databaseUrl, dataDir: 'unused', schema, poolSize: 4 });
    await first.migrate();
    const second = await openDatabase({ databaseUrl, dataDir: 'unused', schema, poolSize: 4 });
    workers = [first, second];
    const guide = makeUser({ accessLevel: 1 });
    const people = Array.from({ length: PEOPLE }, () =>
      makeUser({ createdBy: guide.uid, responseCompleted: [true, true, true, true] }),
    );
    uids = people.map((person) => person.uid);
    const event = makeEvent({
      facilitatorId: guide.uid,
      eventDate: EVENT_DATE,
      // Open past the second point: a closed event is purged after its retention, follow-ups with it.
      accessClose: '2026-10-01' as CalendarDate,
      sessionAccess: 'Pre-work',
      participants: uids,
      emailsSent: uids.map(() => true),
      followUpDays: [30, 90],
    });
    eventId = event.eid;
    await first.store.events.insert(event);
    await first.store.users.insert(guide);
    for (const person of people) {
      await first.store.users.insert({ ...person, eventId: event.eid });
      await first.store.responses.save(makeResponse(person.uid, 'prework'));
    }
  }, 120_000);

  afterAll(async () => {
    for (const db of workers) await db.close();
    const orm = await initOrm({ clientUrl: databaseUrl ?? '', poolSize: 1 });
    await orm.em.getConnection().execute(`drop schema if exists "${schema}" cascade`);
    await orm.close(true);
  });

  it('queues one email per person at the first point, whichever worker wins each', async () => {
    const queued = await sweepTogether('2026-07-10T06:00:00.000Z');
    expect(queued.reduce((sum, n) => sum + n, 0)).toBe(PEOPLE);
    const emails = await queuedEmails();
    expect(emails.toSorted()).toEqual(uids.map((uid) => `${uid} 30`).toSorted());
  });

  it('queues nothing more when both sweep again at once', async () => {
    expect(await sweepTogether('2026-07-10T07:00:00.000Z')).toEqual([0, 0]);
    expect(await queuedEmails()).toHaveLength(PEOPLE);
  });

  it('queues one more per person at the second point', async () => {
    const queued = await sweepTogether('2026-09-08T06:00:00.000Z');
    expect(queued.reduce((sum, n) => sum + n, 0)).toBe(PEOPLE);
    const emails = await queuedEmails();
    expect(emails.toSorted()).toEqual(uids.flatMap((uid) => [`${uid} 30`, `${uid} 90`]).toSorted());
  });
});
