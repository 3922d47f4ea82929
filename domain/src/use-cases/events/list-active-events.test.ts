import { describe, expect, it, vi } from 'vitest';
import { makeEvent } from '../../testing/index.ts';
import { listActiveEvents } from './list-active-events.ts';
import { date, setToday, setUp } from './test-support.ts';

describe('listActiveEvents', () => {
  it('gives a Guide only the events they facilitate', async () => {
    const { deps, as, event } = await setUp();
    expect((await listActiveEvents(deps, as.guide)).map((e) => e.eid)).toEqual([event.eid]);
  });

  it('gives a super-admin every active event', async () => {
    const { deps, as, event, otherEvent } = await setUp();
    const eids = (await listActiveEvents(deps, as.admin)).map((e) => e.eid);
    expect(eids.sort()).toEqual([event.eid, otherEvent.eid].sort());
  });

  it('sorts the newest event first, then by name ignoring case', async () => {
    const { deps, as, guide } = await setUp();
    const later = {
      facilitatorId: guide.uid,
      eventDate: date('2026-07-01'),
      accessClose: date('2026-08-01'),
    };
    await deps.store.events.insert(makeEvent({ ...later, eventName: 'beta' }));
    await deps.store.events.insert(makeEvent({ ...later, eventName: 'Alpha' }));
    expect((await listActiveEvents(deps, as.guide)).map((e) => e.eventName)).toEqual([
      'Alpha',
      'beta',
      'Spring Workshop',
    ]);
  });

  it('leaves out events closed by the facilitator or by date', async () => {
    const { deps, as, guide } = await setUp();
    await deps.store.events.insert(
      makeEvent({ facilitatorId: guide.uid, state: 'closed', closedOn: date('2026-05-30') }),
    );
    expect(await listActiveEvents(deps, as.guide)).toHaveLength(1);
    setToday(deps, '2026-07-10');
    expect(await listActiveEvents(deps, as.guide)).toHaveLength(1);
    setToday(deps, '2026-07-11');
    expect(await listActiveEvents(deps, as.guide)).toEqual([]);
  });

  it('loads the people of all listed events in one query', async () => {
    const { deps, as } = await setUp();
    const findByIds = vi.spyOn(deps.store.users, 'findByIds');
    await listActiveEvents(deps, as.admin);
    expect(findByIds).toHaveBeenCalledTimes(1);
  });

  it('makes no user query when there is nothing to list', async () => {
    const { deps, as } = await setUp();
    setToday(deps, '2026-07-11');
    const findByIds = vi.spyOn(deps.store.users, 'findByIds');
    expect(await listActiveEvents(deps, as.admin)).toEqual([]);
    expect(findByIds).not.toHaveBeenCalled();
  });

  it('refuses a participant', async () => {
    const { deps, as } = await setUp();
    await expect(listActiveEvents(deps, as.participant)).rejects.toMatchObject({ kind: 'forbidden' });
  });
});
