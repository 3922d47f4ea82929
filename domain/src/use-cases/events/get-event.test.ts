import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_ORG_ID } from '../../model/organisation.ts';
import { makeEvent, makeUser } from '../../testing/index.ts';
import { getEvent } from './get-event.ts';
import { insertUsers, setToday, setUp } from './test-support.ts';

describe('getEvent', () => {
  it("returns the Guide's event with its participants, flags and status", async () => {
    const { deps, as, guide, participant, event } = await setUp();
    expect(await getEvent(deps, as.guide, { eid: event.eid })).toEqual({
      eid: event.eid,
      orgId: DEFAULT_ORG_ID,
      eventName: 'Spring Workshop',
      eventDate: '2026-06-10',
      accessClose: '2026-07-10',
      eventType: 'Reg',
      sessionAccess: 'Pre-work',
      facilitator: { uid: guide.uid, forename: 'Gus', surname: 'Guide' },
      participants: [
        {
          uid: participant.uid,
          forename: 'Paula',
          surname: 'Part',
          email: participant.email,
          accessLevel: 0,
          portal_link: '',
          mwEnabled: false,
          event: event.eid,
          responseCompleted: [false, false, false, false],
          language: null,
        },
      ],
      emailsSent: [false],
      emailStates: ['not-sent'],
      emailFailures: [null],
      lastReminders: [null],
      toRemind: 1,
      autoRemindDays: null,
      followUpDays: [],
      language: null,
      timeZone: 'UTC',
      mwParticipants: 0,
      status: 'active',
    });
  });

  it('loads facilitator and participants in one query', async () => {
    const { deps, as, event } = await setUp();
    const findById = vi.spyOn(deps.store.users, 'findById');
    const findByIds = vi.spyOn(deps.store.users, 'findByIds');
    await getEvent(deps, as.guide, { eid: event.eid });
    expect(findById).not.toHaveBeenCalled();
    expect(findByIds).toHaveBeenCalledTimes(1);
  });

  it('lets a super-admin read any event', async () => {
    const { deps, as, otherEvent } = await setUp();
    expect((await getEvent(deps, as.admin, { eid: otherEvent.eid })).eventName).toBe('Other Workshop');
  });

  it('still reads a closed event, reporting its status', async () => {
    const { deps, as, event } = await setUp();
    setToday(deps, '2026-07-11');
    expect((await getEvent(deps, as.guide, { eid: event.eid })).status).toBe('closed');
    setToday(deps, '2026-08-10');
    expect((await getEvent(deps, as.guide, { eid: event.eid })).status).toBe('pending-removal');
  });

  it('counts participants with Meaningful Work and keeps flags aligned when an account is gone', async () => {
    const { deps, as, guide } = await setUp();
    const a = makeUser({ mwEnabled: true });
    const c = makeUser({ mwEnabled: true });
    await insertUsers(deps.store, a, c);
    const event = makeEvent({
      facilitatorId: guide.uid,
      participants: [a.uid, 'deleted-user', c.uid],
      emailsSent: [false, true, true],
    });
    await deps.store.events.insert(event);
    const view = await getEvent(deps, as.guide, { eid: event.eid });
    expect(view.participants.map((p) => p.uid)).toEqual([a.uid, c.uid]);
    expect(view.emailsSent).toEqual([false, true]);
    expect(view.mwParticipants).toBe(2);
  });

  it('shows a blank facilitator name when the facilitator account is gone', async () => {
    const { deps, as } = await setUp();
    const event = makeEvent({ facilitatorId: 'deleted-guide' });
    await deps.store.events.insert(event);
    expect((await getEvent(deps, as.admin, { eid: event.eid })).facilitator).toEqual({
      uid: 'deleted-guide',
      forename: '',
      surname: '',
    });
  });

  it("reports another Guide's event as not found", async () => {
    const { deps, as, otherEvent } = await setUp();
    await expect(getEvent(deps, as.guide, { eid: otherEvent.eid })).rejects.toMatchObject({
      kind: 'not-found',
      code: 'EVENT.NOT_FOUND',
    });
  });

  it('reports an unknown event as not found', async () => {
    const { deps, as } = await setUp();
    await expect(getEvent(deps, as.admin, { eid: 'nope' })).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('refuses a participant, even for their own event', async () => {
    const { deps, as, event } = await setUp();
    await expect(getEvent(deps, as.participant, { eid: event.eid })).rejects.toMatchObject({
      kind: 'forbidden',
    });
  });
});
