import { randomUUID } from 'node:crypto';
import type { FollowUp, Store } from '@vs/domain';
import { makeUser } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';

const followUp = (uid: string, eid: string, overrides: Partial<FollowUp> = {}): FollowUp => ({
  id: randomUUID(),
  uid,
  eid,
  days: 30,
  tokenDigest: `digest-${randomUUID()}`,
  expiresAt: new Date('2026-08-01T00:00:00.000Z'),
  queuedAt: new Date('2026-07-01T00:00:00.000Z'),
  percentLived: null,
  note: null,
  answeredAt: null,
  ...overrides,
});

/** The follow-up repository's part of the store contract (store.contract.ts runs it on every store). */
export const describeFollowUpsContract = (store: () => Store): void => {
  describe('follow-ups', () => {
    const twoPeople = async () => {
      const [one, two] = [makeUser(), makeUser()];
      await store().users.insert(one);
      await store().users.insert(two);
      return [one.uid, two.uid] as const;
    };

    it('inserts one per person, event and point, however often asked, and finds it by its digest', async () => {
      const [uid] = await twoPeople();
      const eid = randomUUID();
      const first = followUp(uid, eid, { days: 0.5 });
      expect(await store().followUps.insertIfAbsent(first)).toBe(true);
      expect(await store().followUps.insertIfAbsent(followUp(uid, eid, { days: 0.5 }))).toBe(false);
      const results = await Promise.all(
        Array.from({ length: 4 }, () => store().followUps.insertIfAbsent(followUp(uid, eid, { days: 90 }))),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await store().followUps.findByDigest(first.tokenDigest)).toEqual(first);
      expect(await store().followUps.findByDigest('no-such-digest')).toBeNull();
      expect((await store().followUps.listForUser(uid)).map((f) => f.days)).toEqual([0.5, 90]);
    });

    it('records an answer once', async () => {
      const [uid] = await twoPeople();
      const queued = followUp(uid, randomUUID());
      await store().followUps.insertIfAbsent(queued);
      const answer = {
        percentLived: [90, 80, 70, 60, 50, 40, 30, 20, 10, 0],
        note: 'More "focus"',
        answeredAt: new Date('2026-07-02T10:00:00.000Z'),
      };
      expect(await store().followUps.answer(queued.id, answer)).toBe(true);
      expect(await store().followUps.answer(queued.id, { ...answer, note: null })).toBe(false);
      expect(await store().followUps.answer('not-a-uuid', answer)).toBe(false);
      expect(await store().followUps.findByDigest(queued.tokenDigest)).toEqual({ ...queued, ...answer });
    });

    it("lists an event's follow-ups by point, and deletes a person's with their opt-out, leaving others", async () => {
      const [one, two] = await twoPeople();
      const eid = randomUUID();
      const rows = [
        followUp(one, eid, { days: 90 }),
        followUp(two, eid),
        followUp(one, eid),
        followUp(one, randomUUID()),
      ];
      for (const row of rows) await store().followUps.insertIfAbsent(row);
      const listed = await store().followUps.listForEvent(eid);
      expect(listed.map((f) => f.days)).toEqual([30, 30, 90]);
      expect(await store().followUps.listForEvent('not-a-uuid')).toEqual([]);

      await store().followUps.optOut(one, new Date());
      await store().followUps.optOut(one, new Date());
      expect(await store().followUps.optedOut([one, two, 'not-a-uuid'])).toEqual(new Set([one]));
      await store().followUps.deleteForUsers([one]);
      await store().followUps.deleteForUsers([]);
      await store().followUps.deleteForEvent('not-a-uuid');
      expect(await store().followUps.listForUser(one)).toEqual([]);
      expect(await store().followUps.optedOut([one])).toEqual(new Set());
      expect(await store().followUps.listForUser(two)).toHaveLength(1);
      await store().followUps.deleteForEvent(eid);
      expect(await store().followUps.listForUser(two)).toEqual([]);
    });
  });
};
