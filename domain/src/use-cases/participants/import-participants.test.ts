import { describe, expect, it } from 'vitest';
import { wordsIn } from '../../errors/error-words.ts';
import { makeUser, outboxJobs } from '../../testing/index.ts';
import { insertUsers, setToday, setUp, snapshotOf, storedEvent } from '../events/test-support.ts';
import { importParticipants } from './import-participants.ts';

const row = (line: number, email: string, forename = `F${line}`) => ({
  line,
  forename,
  surname: `S${line}`,
  email,
});

describe('importParticipants', () => {
  it('creates new participants and adds a free one, in file order after those already there, unsent', async () => {
    const { deps, as, event, participant } = await setUp();
    const free = makeUser({ email: 'free@x.test', forename: 'Fay', passwordHash: null });
    await insertUsers(deps.store, free);
    const result = await importParticipants(deps, as.guide, {
      eid: event.eid,
      rows: [row(2, 'new1@x.test', 'Nia'), row(3, 'FREE@x.test'), row(4, 'new2@x.test')],
      dryRun: false,
    });
    expect(wordsIn('en', result.message)).toBe('3 participants imported (2 new, 1 existing)');
    expect(result).toMatchObject({
      success: true,
      created: 2,
      added: 1,
    });
    expect(result.rows.map((r) => r.status)).toEqual(['new', 'existing', 'new']);
    expect(result.rows[1]).not.toHaveProperty('uid');

    const stored = await storedEvent(deps.store, event.eid);
    expect(stored.participants).toHaveLength(4);
    expect(stored.participants[0]).toBe(participant.uid);
    expect(stored.emailsSent).toEqual([false, false, false, false]);
    const joined = await deps.store.users.findByIds(stored.participants.slice(1));
    expect(joined.map((u) => u.email)).toEqual(['new1@x.test', 'free@x.test', 'new2@x.test']);
    expect(joined[0]).toMatchObject({
      forename: 'Nia',
      accessLevel: 0,
      passwordHash: null,
      createdBy: as.guide.uid,
      eventId: event.eid,
    });
    expect(joined[1]).toMatchObject({ uid: free.uid, forename: 'Fay', eventId: event.eid });
    expect(await outboxJobs(deps.store)).toEqual([]);
  });

  it('writes nothing on a dry run, and says what would happen', async () => {
    const { deps, as, event } = await setUp();
    const before = await snapshotOf(deps.store);
    const result = await importParticipants(deps, as.guide, {
      eid: event.eid,
      rows: [row(2, 'a@x.test')],
      dryRun: true,
    });
    expect(wordsIn('en', result.message)).toBe('Ready to import 1 participant (1 new, 0 existing)');
    expect(result).toMatchObject({
      success: true,
      created: 0,
      added: 0,
    });
    expect(result.rows).toEqual([
      { line: 2, forename: 'F2', surname: 'S2', email: 'a@x.test', status: 'new' },
    ]);
    expect(await snapshotOf(deps.store)).toEqual(before);
  });

  it('writes nothing when one row has an error, and reports every row', async () => {
    const { deps, as, event, participant } = await setUp();
    const before = await snapshotOf(deps.store);
    const result = await importParticipants(deps, as.guide, {
      eid: event.eid,
      rows: [row(2, 'a@x.test'), row(3, participant.email), row(4, 'A@x.test')],
      dryRun: false,
    });
    expect(result.success).toBe(false);
    expect(wordsIn('en', result.message)).toBe('2 rows have errors: nothing was imported');
    expect(result.rows.map((r) => r.status)).toEqual(['new', 'error', 'error']);
    expect(await snapshotOf(deps.store)).toEqual(before);
  });

  it('writes nothing when the store fails in the middle of the transaction', async () => {
    const { deps, as, event } = await setUp();
    const before = await snapshotOf(deps.store);
    const original = deps.store.transaction.bind(deps.store);
    deps.store.transaction = (work) =>
      original(async (tx) =>
        work({ ...tx, events: { ...tx.events, update: async () => Promise.reject(new Error('disk full')) } }),
      );
    await expect(
      importParticipants(deps, as.guide, { eid: event.eid, rows: [row(2, 'a@x.test')], dryRun: false }),
    ).rejects.toThrow('disk full');
    deps.store.transaction = original;
    expect(await snapshotOf(deps.store)).toEqual(before);
  });

  it('refuses an empty file, a participant, another Guide and a closed event, writing nothing', async () => {
    const { deps, as, event, otherEvent } = await setUp();
    const before = await snapshotOf(deps.store);
    const rows = [row(2, 'a@x.test')];
    await expect(
      importParticipants(deps, as.guide, { eid: event.eid, rows: [], dryRun: false }),
    ).rejects.toMatchObject({
      kind: 'invalid',
      code: 'IMPORT.NO_ROWS',
    });
    await expect(
      importParticipants(deps, as.participant, { eid: event.eid, rows, dryRun: false }),
    ).rejects.toMatchObject({
      kind: 'forbidden',
    });
    await expect(
      importParticipants(deps, as.guide, { eid: otherEvent.eid, rows, dryRun: false }),
    ).rejects.toMatchObject({
      kind: 'not-found',
    });
    setToday(deps, '2026-07-11');
    await expect(
      importParticipants(deps, as.guide, { eid: event.eid, rows, dryRun: true }),
    ).rejects.toMatchObject({
      kind: 'conflict',
      code: 'EVENT.CLOSED',
    });
    expect(await snapshotOf(deps.store)).toEqual(before);
  });

  it("lets a super-admin import into any Guide's event", async () => {
    const { deps, as, otherEvent } = await setUp();
    const result = await importParticipants(deps, as.admin, {
      eid: otherEvent.eid,
      rows: [row(2, 'a@x.test')],
      dryRun: false,
    });
    expect(result.created).toBe(1);
    expect((await storedEvent(deps.store, otherEvent.eid)).participants).toHaveLength(2);
  });
});
