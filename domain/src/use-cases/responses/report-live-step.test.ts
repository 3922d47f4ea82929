import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import { reportLiveStep } from './report-live-step.ts';
import { setUp, setUpLive } from './test-support.ts';

describe('reportLiveStep', () => {
  it('records the step with the time as last activity, and names the event to tell', async () => {
    const { deps, participant, event } = await setUpLive();
    deps.clock.advance(90_000);
    const result = await reportLiveStep(deps, actorOf(participant), { step: 2 });
    expect(result).toEqual({ message: 'Live step recorded', eventId: event.eid });
    expect(await deps.store.users.findActivity([participant.uid])).toEqual([
      { uid: participant.uid, liveStep: 2, lastActiveAt: new Date('2026-06-01T09:01:30.000Z') },
    ]);
  });

  it('keeps the latest of the step report and a later save as last activity', async () => {
    const { deps, participant } = await setUpLive();
    await reportLiveStep(deps, actorOf(participant), { step: 0 });
    deps.clock.advance(60_000);
    await deps.store.responses.save({
      uid: participant.uid,
      kind: 'live',
      values: [],
      descriptions: [],
      percentLived: [],
    });
    const [activity] = await deps.store.users.findActivity([participant.uid]);
    expect(activity).toEqual({
      uid: participant.uid,
      liveStep: 0,
      lastActiveAt: new Date('2026-06-01T09:01:00.000Z'),
    });
  });

  it('refuses a step outside 0-4 and writes nothing', async () => {
    const { deps, participant } = await setUpLive();
    for (const step of [-1, 5, 2.5]) {
      await expect(reportLiveStep(deps, actorOf(participant), { step })).rejects.toMatchObject({
        kind: 'invalid',
      });
    }
    expect(await deps.store.users.findActivity([participant.uid])).toEqual([
      { uid: participant.uid, liveStep: null, lastActiveAt: null },
    ]);
  });

  it('refuses a participant whose event is still in Pre-work, and writes nothing', async () => {
    const { deps, participant } = await setUp();
    await expect(reportLiveStep(deps, actorOf(participant), { step: 1 })).rejects.toMatchObject({
      kind: 'forbidden',
    });
    const [activity] = await deps.store.users.findActivity([participant.uid]);
    expect(activity?.liveStep).toBeNull();
  });

  it('refuses once the event is closed', async () => {
    const { deps, participant } = await setUpLive();
    deps.clock.set('2026-07-20T09:00:00.000Z');
    await expect(reportLiveStep(deps, actorOf(participant), { step: 1 })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'EVENT.CLOSED',
    });
  });
});
