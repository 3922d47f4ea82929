import { describe, expect, it, vi } from 'vitest';
import { makeEvent } from '../../testing/index.ts';
import { closeEvent } from '../events/close-event.ts';
import {
  date,
  expectEventPurged,
  setToday,
  setUp,
  setUpEventWork,
  storedEvent,
  workOf,
} from '../events/test-support.ts';
import { sweepEventLifecycle } from './sweep-event-lifecycle.ts';

describe('sweepEventLifecycle', () => {
  it('changes nothing while events are active', async () => {
    const { deps, event } = await setUp();
    setToday(deps, '2026-07-10');
    expect(await sweepEventLifecycle(deps)).toEqual({ closed: 0, purged: 0 });
    expect(await storedEvent(deps.store, event.eid)).toEqual(event);
  });

  it('records the close by date as the day after access close', async () => {
    const { deps, event, otherEvent } = await setUp();
    setToday(deps, '2026-07-15');
    expect(await sweepEventLifecycle(deps)).toEqual({ closed: 2, purged: 0 });
    expect(await storedEvent(deps.store, event.eid)).toEqual({
      ...event,
      state: 'closed',
      closedOn: '2026-07-11',
    });
    expect((await storedEvent(deps.store, otherEvent.eid)).state).toBe('closed');
  });

  it('leaves events already closed alone until they are due for purging', async () => {
    const { deps, as, event } = await setUp();
    await closeEvent(deps, as.guide, { eid: event.eid });
    setToday(deps, '2026-07-01');
    expect(await sweepEventLifecycle(deps)).toEqual({ closed: 0, purged: 0 });
    expect(await storedEvent(deps.store, event.eid)).toEqual({
      ...event,
      state: 'closed',
      closedOn: '2026-06-01',
    });
  });

  it('records the close of an event it finds already pending removal', async () => {
    const { deps, event } = await setUp();
    setToday(deps, '2026-08-16');
    expect(await sweepEventLifecycle(deps)).toEqual({ closed: 2, purged: 0 });
    expect((await storedEvent(deps.store, event.eid)).closedOn).toBe('2026-07-11');
  });

  it('purges events at the end of the grace period, like deleting them', async () => {
    const work = await setUpEventWork();
    const { deps } = work;
    const otherBefore = await workOf(deps.store, work.otherParticipant.uid);
    await deps.store.events.update({ ...work.otherEvent, accessClose: date('2026-08-01') });
    setToday(deps, '2026-08-17');
    expect(await sweepEventLifecycle(deps)).toEqual({ closed: 1, purged: 1 });
    await expectEventPurged(work, otherBefore);
  });

  it('purges an event closed by its facilitator 37 days after the close', async () => {
    const { deps } = await setUp();
    const closed = makeEvent({ facilitatorId: 'g', state: 'closed', closedOn: date('2026-04-26') });
    await deps.store.events.insert(closed);
    expect(await sweepEventLifecycle(deps)).toEqual({ closed: 0, purged: 0 });
    setToday(deps, '2026-06-02');
    expect(await sweepEventLifecycle(deps)).toEqual({ closed: 0, purged: 1 });
    expect(await deps.store.events.findById(closed.eid)).toBeNull();
  });

  it('skips an event deleted while the sweep runs', async () => {
    const { deps, event, otherEvent } = await setUp();
    setToday(deps, '2026-07-15');
    const findById = deps.store.events.findById;
    vi.spyOn(deps.store.events, 'findById').mockImplementation(async (eid) =>
      eid === event.eid ? null : findById(eid),
    );
    expect(await sweepEventLifecycle(deps)).toEqual({ closed: 1, purged: 0 });
    expect((await findById(otherEvent.eid))?.state).toBe('closed');
  });
});
