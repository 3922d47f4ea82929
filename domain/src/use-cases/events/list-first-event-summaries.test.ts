import { describe, expect, it, vi } from 'vitest';
import { makeEvent, makeUser } from '../../testing/index.ts';
import { listEventSummaries, listFirstEventSummaries, MAX_FIRST_SUMMARIES } from './list-event-summaries.ts';
import { date, setUp } from './test-support.ts';

/** The cast's two events and five more by a third Guide, on dates and names that sort both ways. */
const setUpMany = async () => {
  const cast = await setUp();
  const third = makeUser({ accessLevel: 1, forename: 'Tia', surname: 'Third' });
  await cast.deps.store.users.insert(third);
  for (const [eventName, eventDate] of [
    ['Zeta', '2026-06-20'],
    ['Alpha', '2026-06-20'],
    ['Beta', '2026-06-10'],
    ['Gamma', '2026-06-01'],
    ['beta two', '2026-06-10'],
  ] as const)
    await cast.deps.store.events.insert(
      makeEvent({ facilitatorId: third.uid, eventName, eventDate: date(eventDate) }),
    );
  return { ...cast, third };
};

describe('listFirstEventSummaries', () => {
  it('gives the first events of the whole list, in its order, and how many it holds', async () => {
    const { deps, as } = await setUpMany();
    const all = await listEventSummaries(deps, as.admin, { status: 'active' });
    expect(all).toHaveLength(7);
    for (const limit of [1, 2, 4, 7, MAX_FIRST_SUMMARIES]) {
      expect(await listFirstEventSummaries(deps, as.admin, { status: 'active', limit })).toEqual({
        events: all.slice(0, limit),
        total: 7,
      });
    }
  });

  it('counts and gives a Guide only the events in their scope', async () => {
    const { deps, as, event } = await setUpMany();
    expect(await listFirstEventSummaries(deps, as.guide, { status: 'active', limit: 5 })).toEqual({
      events: await listEventSummaries(deps, as.guide, { status: 'active' }),
      total: 1,
    });
    expect(
      (await listFirstEventSummaries(deps, as.guide, { status: 'active', limit: 5 })).events[0]?.eid,
    ).toBe(event.eid);
    expect(await listFirstEventSummaries(deps, as.guide, { status: 'closed', limit: 5 })).toEqual({
      events: [],
      total: 0,
    });
  });

  it('reads the facilitators of the rows given only', async () => {
    const { deps, as, third } = await setUpMany();
    const findByIds = vi.spyOn(deps.store.users, 'findByIds');
    const { events } = await listFirstEventSummaries(deps, as.admin, { status: 'active', limit: 2 });
    expect(events.map((e) => e.eventName)).toEqual(['Alpha', 'Zeta']);
    expect(findByIds).toHaveBeenCalledTimes(1);
    expect([...(findByIds.mock.calls[0]?.[0] ?? [])]).toEqual([third.uid]);
  });

  it('refuses a participant with 403, reading nothing', async () => {
    const { deps, as } = await setUp();
    const listSummaries = vi.spyOn(deps.store.events, 'listSummaries');
    await expect(
      listFirstEventSummaries(deps, as.participant, { status: 'active', limit: 10 }),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    expect(listSummaries).not.toHaveBeenCalled();
  });

  it('refuses a limit that is not a whole number from 1 to 500 with 400, reading nothing', async () => {
    const { deps, as } = await setUp();
    const listSummaries = vi.spyOn(deps.store.events, 'listSummaries');
    for (const limit of [0, -1, 501, 2.5, Number.NaN]) {
      await expect(
        listFirstEventSummaries(deps, as.admin, { status: 'active', limit }),
      ).rejects.toMatchObject({
        kind: 'invalid',
        code: 'EVENT.LIMIT_INVALID',
      });
    }
    expect(listSummaries).not.toHaveBeenCalled();
  });

  it('refuses an unknown status with 400', async () => {
    const { deps, as } = await setUp();
    await expect(
      listFirstEventSummaries(deps, as.admin, { status: 'open' as 'active', limit: 10 }),
    ).rejects.toMatchObject({ kind: 'invalid', code: 'EVENT.STATUS_INVALID' });
  });
});
