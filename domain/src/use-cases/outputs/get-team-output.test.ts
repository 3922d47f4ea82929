import { describe, expect, it, vi } from 'vitest';
import { makeEvent, makeResponse, makeUser } from '../../testing/index.ts';
import { date, insertUsers, setToday, setUp } from '../events/test-support.ts';
import { getTeamOutput } from './get-team-output.ts';

const VALUES = Array.from({ length: 10 }, (_, i) => `Value ${i + 1}`);
const DESCRIPTIONS = Array.from({ length: 10 }, (_, i) => `D${i + 1}`);

describe('getTeamOutput', () => {
  it('shows live values where they exist, else pre-work, else empty lists', async () => {
    const { deps, as, guide, participant, event } = await setUp();
    const preworkOnly = makeUser({
      forename: 'Pre',
      surname: 'Only',
      eventId: event.eid,
      responseCompleted: [true, true, true, true],
    });
    const nothing = makeUser({ forename: 'No', surname: 'Thing', eventId: event.eid });
    await insertUsers(deps.store, preworkOnly, nothing);
    await deps.store.events.update({
      ...event,
      participants: [participant.uid, preworkOnly.uid, nothing.uid, 'deleted-user'],
      emailsSent: [false, false, false, false],
    });
    const live = makeResponse(participant.uid, 'live');
    await deps.store.responses.save(makeResponse(participant.uid, 'prework'));
    await deps.store.responses.save({
      ...live,
      values: [...live.values].reverse(),
      percentLived: Array(10).fill(100),
    });
    await deps.store.responses.save(makeResponse(preworkOnly.uid, 'prework'));

    expect(await getTeamOutput(deps, as.guide)).toEqual([
      {
        eid: event.eid,
        eventName: 'Spring Workshop',
        sessionAccess: 'Pre-work',
        participants: [
          {
            uid: participant.uid,
            forename: 'Paula',
            surname: 'Part',
            values: [...VALUES].reverse(),
            descriptions: DESCRIPTIONS,
            alignment: 100,
          },
          {
            uid: preworkOnly.uid,
            forename: 'Pre',
            surname: 'Only',
            values: VALUES,
            descriptions: DESCRIPTIONS,
            // makeResponse rates rank r at 10r %.
            alignment: 40,
          },
          {
            uid: nothing.uid,
            forename: 'No',
            surname: 'Thing',
            values: [],
            descriptions: [],
            alignment: null,
          },
        ],
        // Of those with values rated.
        averageAlignment: 70,
      },
    ]);
    expect(guide.uid).toBe(event.facilitatorId);
  });

  it('gives no alignment for pre-work not rated yet, and no average when nobody has one', async () => {
    const { deps, as, participant } = await setUp();
    await deps.store.responses.save(makeResponse(participant.uid, 'prework'));
    await deps.store.users.update({ ...participant, responseCompleted: [true, true, true, false] });
    const [own] = await getTeamOutput(deps, as.guide);
    expect(own?.participants.map((p) => p.alignment)).toEqual([null]);
    expect(own?.averageAlignment).toBeNull();
  });

  it('reads every event in three queries however many there are', async () => {
    const { deps, as } = await setUp();
    const findByIds = vi.spyOn(deps.store.users, 'findByIds');
    const findForUsers = vi.spyOn(deps.store.responses, 'findForUsers');
    const find = vi.spyOn(deps.store.responses, 'find');
    expect(await getTeamOutput(deps, as.admin)).toHaveLength(2);
    expect(findByIds).toHaveBeenCalledTimes(1);
    expect(findForUsers).toHaveBeenCalledTimes(2);
    expect(find).not.toHaveBeenCalled();
  });

  it('lists only active events, newest first', async () => {
    const { deps, as, guide } = await setUp();
    await deps.store.events.insert(
      makeEvent({ facilitatorId: guide.uid, eventName: 'Later', eventDate: date('2026-06-20') }),
    );
    await deps.store.events.insert(
      makeEvent({
        facilitatorId: guide.uid,
        eventName: 'Closed',
        state: 'closed',
        closedOn: date('2026-05-30'),
      }),
    );
    expect((await getTeamOutput(deps, as.guide)).map((e) => e.eventName)).toEqual([
      'Later',
      'Spring Workshop',
    ]);
    setToday(deps, '2026-07-11');
    expect(await getTeamOutput(deps, as.guide)).toEqual([]);
  });

  it('keeps other Guides’ events out of a Guide’s team output', async () => {
    const { deps, as } = await setUp();
    expect((await getTeamOutput(deps, as.otherGuide)).map((e) => e.eventName)).toEqual(['Other Workshop']);
  });

  it("narrows to one organisation's events when asked", async () => {
    const { deps, as, guide } = await setUp();
    const acme = '20000000-0000-4000-8000-0000000000ac';
    await deps.store.events.insert(
      makeEvent({ facilitatorId: guide.uid, eventName: 'Acme Day', orgId: acme }),
    );
    expect((await getTeamOutput(deps, as.admin, { orgId: acme })).map((e) => e.eventName)).toEqual([
      'Acme Day',
    ]);
    expect(await getTeamOutput(deps, as.guide, { orgId: acme })).toEqual([]);
  });

  it('refuses a participant', async () => {
    const { deps, as } = await setUp();
    await expect(getTeamOutput(deps, as.participant)).rejects.toMatchObject({ kind: 'forbidden' });
  });
});
