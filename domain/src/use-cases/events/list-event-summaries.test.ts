import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_ORG_ID } from '../../model/organisation.ts';
import { makeEvent, makeUser } from '../../testing/index.ts';
import { listExpiredEvents } from '../lifecycle/list-expired-events.ts';
import { listPendingRemoval } from '../lifecycle/list-pending-removal.ts';
import { listActiveEvents } from './list-active-events.ts';
import { LISTED_EVENT_STATUSES, listEventSummaries } from './list-event-summaries.ts';
import { date, setToday, setUp } from './test-support.ts';

const eids = (events: readonly { eid: string }[]): string[] => events.map((e) => e.eid);

describe('listEventSummaries', () => {
  it("gives each event's details, facilitator, participant count and status", async () => {
    const { deps, as, guide, participant, event } = await setUp();
    expect(await listEventSummaries(deps, as.guide, { status: 'active' })).toEqual([
      {
        eid: event.eid,
        orgId: DEFAULT_ORG_ID,
        eventName: 'Spring Workshop',
        eventDate: '2026-06-10',
        accessClose: '2026-07-10',
        eventType: 'Reg',
        sessionAccess: 'Pre-work',
        facilitator: { uid: guide.uid, forename: 'Gus', surname: 'Guide' },
        participantCount: 1,
        followUpDays: [],
        timeZone: 'UTC',
        status: 'active',
      },
    ]);
    expect(participant.eventId).toBe(event.eid);
  });

  it('counts the stored participant list, whoever is in it', async () => {
    const { deps, as, guide, participant } = await setUp();
    const extra = makeUser({ accessLevel: 1, forename: 'Gil', surname: 'Guest' });
    await deps.store.users.insert(extra);
    const big = makeEvent({
      facilitatorId: guide.uid,
      eventName: 'Big',
      participants: [participant.uid, extra.uid, guide.uid],
      emailsSent: [true, false, false],
    });
    const empty = makeEvent({ facilitatorId: guide.uid, eventName: 'Empty' });
    await deps.store.events.insert(big);
    await deps.store.events.insert(empty);
    const counts = Object.fromEntries(
      (await listEventSummaries(deps, as.guide, { status: 'active' })).map((e) => [
        e.eventName,
        e.participantCount,
      ]),
    );
    expect(counts).toEqual({ Big: 3, Empty: 0, 'Spring Workshop': 1 });
  });

  it('gives a super-admin every event of the status and a Guide only those they facilitate', async () => {
    const { deps, as, event, otherEvent } = await setUp();
    expect(eids(await listEventSummaries(deps, as.admin, { status: 'active' }))).toEqual([
      otherEvent.eid,
      event.eid,
    ]);
    expect(eids(await listEventSummaries(deps, as.guide, { status: 'active' }))).toEqual([event.eid]);
    expect(eids(await listEventSummaries(deps, as.otherGuide, { status: 'active' }))).toEqual([
      otherEvent.eid,
    ]);
  });

  it("never shows a Guide another Guide's events, in any status", async () => {
    const { deps, as, otherGuide } = await setUp();
    await deps.store.events.insert(
      makeEvent({ facilitatorId: otherGuide.uid, state: 'closed', closedOn: date('2026-05-30') }),
    );
    for (const day of ['2026-06-01', '2026-07-11', '2026-08-10']) {
      setToday(deps, day);
      for (const status of LISTED_EVENT_STATUSES) {
        const listed = await listEventSummaries(deps, as.guide, { status });
        expect(listed.every((e) => e.facilitator.uid === as.guide.uid)).toBe(true);
      }
    }
  });

  it('lists the same events in the same order as the full lists, for every status', async () => {
    const { deps, as, guide, otherGuide } = await setUp();
    const more = [
      makeEvent({ facilitatorId: guide.uid, eventName: 'beta', eventDate: date('2026-07-01') }),
      makeEvent({ facilitatorId: otherGuide.uid, eventName: 'Alpha', eventDate: date('2026-07-01') }),
      makeEvent({
        facilitatorId: guide.uid,
        eventName: 'Closed',
        state: 'closed',
        closedOn: date('2026-05-20'),
      }),
      makeEvent({
        facilitatorId: guide.uid,
        eventName: 'Old',
        state: 'closed',
        closedOn: date('2026-04-28'),
      }),
      makeEvent({
        facilitatorId: guide.uid,
        eventName: 'Gone',
        state: 'closed',
        closedOn: date('2026-01-01'),
      }),
    ];
    for (const event of more) await deps.store.events.insert(event);
    const full = {
      active: listActiveEvents,
      closed: listExpiredEvents,
      'pending-removal': listPendingRemoval,
    } as const;
    for (const actor of [as.admin, as.guide, as.otherGuide]) {
      for (const status of LISTED_EVENT_STATUSES) {
        const summaries = await listEventSummaries(deps, actor, { status });
        expect(eids(summaries)).toEqual(eids(await full[status](deps, actor)));
        expect(summaries.every((e) => e.status === status)).toBe(true);
      }
    }
    expect((await listEventSummaries(deps, as.admin, { status: 'active' })).map((e) => e.eventName)).toEqual([
      'Alpha',
      'beta',
      'Other Workshop',
      'Spring Workshop',
    ]);
    expect((await listEventSummaries(deps, as.guide, { status: 'closed' })).map((e) => e.eventName)).toEqual([
      'Closed',
    ]);
    expect(
      (await listEventSummaries(deps, as.guide, { status: 'pending-removal' })).map((e) => e.eventName),
    ).toEqual(['Old']);
  });

  it('moves an event from list to list as the calendar passes its dates', async () => {
    const { deps, as, event } = await setUp();
    const listed = async () => ({
      active: eids(await listEventSummaries(deps, as.guide, { status: 'active' })),
      closed: eids(await listEventSummaries(deps, as.guide, { status: 'closed' })),
      pending: eids(await listEventSummaries(deps, as.guide, { status: 'pending-removal' })),
    });
    setToday(deps, '2026-07-10');
    expect(await listed()).toEqual({ active: [event.eid], closed: [], pending: [] });
    setToday(deps, '2026-07-11');
    expect(await listed()).toEqual({ active: [], closed: [event.eid], pending: [] });
    setToday(deps, '2026-08-10');
    expect(await listed()).toEqual({ active: [], closed: [], pending: [event.eid] });
    // Due for purging: in no list.
    setToday(deps, '2026-08-17');
    expect(await listed()).toEqual({ active: [], closed: [], pending: [] });
  });

  it('reads summaries and the facilitators in one query each, never the participants or full events', async () => {
    const { deps, as, guide, otherGuide, participant } = await setUp();
    await deps.store.events.insert(
      makeEvent({ facilitatorId: guide.uid, participants: [participant.uid], emailsSent: [false] }),
    );
    const list = vi.spyOn(deps.store.events, 'list');
    const listSummaries = vi.spyOn(deps.store.events, 'listSummaries');
    const findByIds = vi.spyOn(deps.store.users, 'findByIds');
    const findById = vi.spyOn(deps.store.users, 'findById');
    await listEventSummaries(deps, as.admin, { status: 'active' });
    expect(list).not.toHaveBeenCalled();
    expect(listSummaries).toHaveBeenCalledTimes(1);
    expect(listSummaries).toHaveBeenCalledWith({});
    expect(findById).not.toHaveBeenCalled();
    expect(findByIds).toHaveBeenCalledTimes(1);
    expect([...(findByIds.mock.calls[0]?.[0] ?? [])].sort()).toEqual([guide.uid, otherGuide.uid].sort());
  });

  it('asks the store only for the events a Guide facilitates', async () => {
    const { deps, as, guide } = await setUp();
    const listSummaries = vi.spyOn(deps.store.events, 'listSummaries');
    await listEventSummaries(deps, as.guide, { status: 'closed' });
    expect(listSummaries).toHaveBeenCalledWith({ guide: expect.objectContaining({ uid: guide.uid }) });
  });

  it('makes no user query when there is nothing to list', async () => {
    const { deps, as } = await setUp();
    const findByIds = vi.spyOn(deps.store.users, 'findByIds');
    expect(await listEventSummaries(deps, as.admin, { status: 'pending-removal' })).toEqual([]);
    expect(findByIds).not.toHaveBeenCalled();
  });

  it('shows a blank name for a facilitator whose account is gone', async () => {
    const { deps, as, guide, event } = await setUp();
    await deps.store.users.deleteMany([guide.uid]);
    const [summary] = await listEventSummaries(deps, as.admin, { status: 'active' }).then((all) =>
      all.filter((e) => e.eid === event.eid),
    );
    expect(summary?.facilitator).toEqual({ uid: guide.uid, forename: '', surname: '' });
  });

  it.each(LISTED_EVENT_STATUSES)('refuses a participant with 403 (%s), reading nothing', async (status) => {
    const { deps, as } = await setUp();
    const listSummaries = vi.spyOn(deps.store.events, 'listSummaries');
    await expect(listEventSummaries(deps, as.participant, { status })).rejects.toMatchObject({
      kind: 'forbidden',
    });
    expect(listSummaries).not.toHaveBeenCalled();
  });

  it('refuses a status other than active, closed or pending-removal with 400', async () => {
    const { deps, as } = await setUp();
    for (const status of ['purge-due', 'open', '']) {
      await expect(listEventSummaries(deps, as.admin, { status: status as 'active' })).rejects.toMatchObject({
        kind: 'invalid',
        code: 'EVENT.STATUS_INVALID',
      });
    }
  });

  it('judges every event of a list at one instant, even while the clock passes midnight', async () => {
    const { deps, as, guide } = await setUp();
    // These and the cast's event close at the end of 2026-07-10; the clock reads 23:59:59.9 then moves on by a second a read.
    for (const eventName of ['Dusk A', 'Dusk B'])
      await deps.store.events.insert(
        makeEvent({ facilitatorId: guide.uid, eventName, accessClose: date('2026-07-10') }),
      );
    deps.clock.set('2026-07-10T23:59:59.900Z');
    const read = deps.clock.now;
    vi.spyOn(deps.clock, 'now').mockImplementation(() => {
      const instant = read();
      deps.clock.advance(1000);
      return instant;
    });
    const names = (await listEventSummaries(deps, as.guide, { status: 'active' })).map((e) => e.eventName);
    expect(names).toEqual(['Dusk A', 'Dusk B', 'Spring Workshop']);
  });
});
