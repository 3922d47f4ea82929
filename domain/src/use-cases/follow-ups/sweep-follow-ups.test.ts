import { describe, expect, it, vi } from 'vitest';
import type { WorkshopEvent } from '../../model/event.ts';
import { outboxJobs } from '../../testing/index.ts';
import { setUp } from '../events/test-support.ts';
import { deliverFollowUpEmail } from './deliver-follow-up-email.ts';
import { sweepFollowUps } from './sweep-follow-ups.ts';

const DONE = [true, true, true, true] as const;

/** The Guide's event of 2026-06-10 with follow-ups at 30 and 90 days; Paula finished the pre-work. */
const withFollowUps = async (overrides: Partial<WorkshopEvent> = {}) => {
  const cast = await setUp();
  const event = { ...cast.event, followUpDays: [30, 90], ...overrides };
  await cast.deps.store.events.update(event);
  await cast.deps.store.users.update({ ...cast.participant, responseCompleted: DONE });
  return { ...cast, event };
};

const followUpJobs = async (cast: Awaited<ReturnType<typeof setUp>>) =>
  (await outboxJobs(cast.deps.store)).flatMap((job) => (job.name === 'follow-up-email' ? [job] : []));

describe('sweepFollowUps', () => {
  it('queues nothing before the first point', async () => {
    const cast = await withFollowUps();
    cast.deps.clock.set('2026-07-09T23:59:59.000Z');
    expect(await sweepFollowUps(cast.deps)).toEqual({ followUpsQueued: 0 });
    expect(await followUpJobs(cast)).toEqual([]);
  });

  it('queues one email per person at each point, never twice, with a link that expires at 30 days', async () => {
    const cast = await withFollowUps();
    cast.deps.clock.set('2026-07-10T00:00:00.000Z');
    expect(await sweepFollowUps(cast.deps)).toEqual({ followUpsQueued: 1 });
    expect(await sweepFollowUps(cast.deps)).toEqual({ followUpsQueued: 0 });
    const [followUp] = await cast.deps.store.followUps.listForUser(cast.participant.uid);
    expect(followUp).toMatchObject({ eid: cast.event.eid, days: 30, answeredAt: null });
    expect(followUp?.expiresAt).toEqual(new Date('2026-08-09T00:00:00.000Z'));
    cast.deps.clock.set('2026-09-08T00:00:00.000Z');
    expect(await sweepFollowUps(cast.deps)).toEqual({ followUpsQueued: 1 });
    expect((await followUpJobs(cast)).map((job) => job.payload.uid)).toEqual([
      cast.participant.uid,
      cast.participant.uid,
    ]);
  });

  it('opens no transaction for those an earlier sweep queued', async () => {
    const cast = await withFollowUps();
    cast.deps.clock.set('2026-07-10T00:00:00.000Z');
    await sweepFollowUps(cast.deps);
    const transaction = vi.spyOn(cast.deps.store, 'transaction');
    cast.deps.clock.set('2026-07-10T01:00:00.000Z');
    expect(await sweepFollowUps(cast.deps)).toEqual({ followUpsQueued: 0 });
    expect(transaction).not.toHaveBeenCalled();
  });

  it('queues once when two sweeps run at the same moment', async () => {
    const cast = await withFollowUps();
    cast.deps.clock.set('2026-07-10T00:00:00.000Z');
    const results = await Promise.all([sweepFollowUps(cast.deps), sweepFollowUps(cast.deps)]);
    expect(results.reduce((sum, result) => sum + result.followUpsQueued, 0)).toBe(1);
    expect(await followUpJobs(cast)).toHaveLength(1);
  });

  it('skips who opted out and who did not finish; for a live event, who did not complete the live session', async () => {
    const optedOut = await withFollowUps();
    await optedOut.deps.store.followUps.optOut(optedOut.participant.uid, new Date());
    optedOut.deps.clock.set('2026-07-10T00:00:00.000Z');
    expect(await sweepFollowUps(optedOut.deps)).toEqual({ followUpsQueued: 0 });

    const unfinished = await withFollowUps();
    await unfinished.deps.store.users.update({
      ...unfinished.participant,
      responseCompleted: [true, true, true, false],
    });
    unfinished.deps.clock.set('2026-07-10T00:00:00.000Z');
    expect(await sweepFollowUps(unfinished.deps)).toEqual({ followUpsQueued: 0 });

    const live = await withFollowUps({ sessionAccess: 'Live' });
    live.deps.clock.set('2026-07-10T00:00:00.000Z');
    await live.deps.store.users.recordLiveStep(live.participant.uid, 2, new Date());
    expect(await sweepFollowUps(live.deps)).toEqual({ followUpsQueued: 0 });
    await live.deps.store.users.recordLiveStep(live.participant.uid, 3, new Date());
    expect(await sweepFollowUps(live.deps)).toEqual({ followUpsQueued: 1 });
  });

  it("emails the kept link, which opens that person's follow-up, and an opt-out link, once", async () => {
    const cast = await withFollowUps();
    cast.deps.clock.set('2026-07-10T00:00:00.000Z');
    await sweepFollowUps(cast.deps);
    const [job] = await followUpJobs(cast);
    if (job === undefined) throw new Error('no follow-up job');
    await deliverFollowUpEmail(cast.deps, job.payload);
    await deliverFollowUpEmail(cast.deps, job.payload);
    expect(cast.deps.sent).toHaveLength(1);
    const [mail] = cast.deps.sent;
    expect(mail?.to).toBe(cast.participant.email);
    const token = /\/followup\/([^/\s]+)\n/.exec(mail?.text ?? '')?.[1];
    expect(mail?.text).toContain(`/followup/${token}/opt-out`);
    const opened = await cast.deps.store.followUps.findByDigest(
      cast.deps.tokens.digest(decodeURIComponent(token ?? '')),
    );
    expect(opened).toMatchObject({ id: job.payload.followUpId, uid: cast.participant.uid, days: 30 });
  });
});
