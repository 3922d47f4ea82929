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
import { createOrganisation } from '../organisations/create-organisation.ts';
import { updateOrganisation } from '../organisations/update-organisation.ts';
import { listExpiredEvents } from './list-expired-events.ts';
import { listPendingRemoval } from './list-pending-removal.ts';
import { sweepEventLifecycle } from './sweep-event-lifecycle.ts';

describe('sweepEventLifecycle', () => {
  /** Both events closed on 2026-06-01; the first moved into an organisation keeping events 1 day. */
  const withShortRetention = async () => {
    const set = await setUp();
    const { deps, as, event, otherEvent } = set;
    const brief = await createOrganisation(deps, as.admin, { name: 'Brief', slug: 'brief' });
    await updateOrganisation(deps, as.admin, { orgId: brief.orgId, retentionDays: 1 });
    await deps.store.events.update({ ...event, orgId: brief.orgId });
    await closeEvent(deps, as.admin, { eid: event.eid });
    await closeEvent(deps, as.admin, { eid: otherEvent.eid });
    return set;
  };

  it("counts an organisation's own retention instead of RETENTION_DAYS, the others' unchanged", async () => {
    const { deps, as, event, otherEvent } = await withShortRetention();
    setToday(deps, '2026-06-02');
    expect((await listPendingRemoval(deps, as.admin)).map((view) => view.eid)).toEqual([event.eid]);
    expect((await listExpiredEvents(deps, as.admin)).map((view) => [view.eid, view.status])).toEqual([
      [otherEvent.eid, 'closed'],
    ]);
    const followUp = {
      id: 'follow-up-1',
      uid: 'left-the-event',
      eid: event.eid,
      days: 30,
      tokenDigest: 'digest-1',
      expiresAt: new Date('2026-07-10T00:00:00.000Z'),
      queuedAt: new Date('2026-06-01T00:00:00.000Z'),
      percentLived: null,
      note: null,
      answeredAt: null,
    };
    await deps.store.followUps.insertIfAbsent(followUp);
    setToday(deps, '2026-06-09');
    expect(await sweepEventLifecycle(deps)).toEqual({ closed: 0, purged: 1 });
    expect(await deps.store.events.findById(event.eid)).toBeNull();
    // The event's follow-ups go with it, also of someone who has left it.
    expect(await deps.store.followUps.listForEvent(event.eid)).toEqual([]);
    expect((await storedEvent(deps.store, otherEvent.eid)).state).toBe('closed');
    // The default organisation's event keeps the deployment's 30 days and 7 days' grace.
    setToday(deps, '2026-07-07');
    expect(await sweepEventLifecycle(deps)).toEqual({ closed: 0, purged: 0 });
    expect((await listPendingRemoval(deps, as.admin)).map((view) => view.eid)).toEqual([otherEvent.eid]);
    setToday(deps, '2026-07-08');
    expect(await sweepEventLifecycle(deps)).toEqual({ closed: 0, purged: 1 });
  });

  it('reads the organisations once per sweep, not once per event', async () => {
    const { deps } = await withShortRetention();
    const read = vi.spyOn(deps.store.organisations, 'retentionOverrides');
    setToday(deps, '2026-06-09');
    await sweepEventLifecycle(deps);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('changes nothing while events are active', async () => {
    const { deps, event } = await setUp();
    setToday(deps, '2026-07-10');
    expect(await sweepEventLifecycle(deps)).toEqual({ closed: 0, purged: 0 });
    expect(await storedEvent(deps.store, event.eid)).toEqual(event);
  });

  it('opens a transaction only for an event with work to do', async () => {
    const { deps, as, event, otherEvent } = await setUp();
    // Closed by hand on 5 July: kept until 4 August, so nothing to do in the days below.
    setToday(deps, '2026-07-05');
    await closeEvent(deps, as.admin, { eid: otherEvent.eid });
    const transaction = vi.spyOn(deps.store, 'transaction');
    setToday(deps, '2026-07-10');
    await sweepEventLifecycle(deps);
    expect(transaction).not.toHaveBeenCalled();
    setToday(deps, '2026-07-11');
    expect(await sweepEventLifecycle(deps)).toEqual({ closed: 1, purged: 0 });
    expect(transaction).toHaveBeenCalledTimes(1);
    expect((await storedEvent(deps.store, event.eid)).closedOn).toBe('2026-07-11');
  });

  it('re-reads an event before acting: one closed or reopened since the listing is judged as it is now', async () => {
    const { deps, event, otherEvent } = await setUp();
    setToday(deps, '2026-07-15');
    const findById = deps.store.events.findById;
    // Moved on by its Guide while the sweep ran: access now closes next month.
    vi.spyOn(deps.store.events, 'findById').mockImplementation(async (eid) => {
      const found = await findById(eid);
      return found && eid === event.eid ? { ...found, accessClose: date('2026-08-10') } : found;
    });
    expect(await sweepEventLifecycle(deps)).toEqual({ closed: 1, purged: 0 });
    expect((await findById(event.eid))?.state).toBe('open');
    expect((await findById(otherEvent.eid))?.state).toBe('closed');
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

  it('closes an event at the end of its access close date where it is, not at UTC midnight', async () => {
    const { deps, event, otherEvent } = await setUp();
    // Access closes on 2026-07-10 for both: one in Kiritimati (UTC+14), one in Honolulu (UTC-10).
    await deps.store.events.update({ ...event, timeZone: 'Pacific/Kiritimati' });
    await deps.store.events.update({ ...otherEvent, timeZone: 'Pacific/Honolulu' });
    deps.clock.set('2026-07-10T09:59:59.000Z');
    expect(await sweepEventLifecycle(deps)).toEqual({ closed: 0, purged: 0 });
    deps.clock.set('2026-07-10T10:00:00.000Z');
    expect(await sweepEventLifecycle(deps)).toEqual({ closed: 1, purged: 0 });
    expect((await storedEvent(deps.store, event.eid)).closedOn).toBe('2026-07-11');
    // UTC midnight has passed; it is still 10 July in Honolulu until 10:00 UTC.
    deps.clock.set('2026-07-11T09:59:59.000Z');
    expect(await sweepEventLifecycle(deps)).toEqual({ closed: 0, purged: 0 });
    deps.clock.set('2026-07-11T10:00:00.000Z');
    expect(await sweepEventLifecycle(deps)).toEqual({ closed: 1, purged: 0 });
    expect((await storedEvent(deps.store, otherEvent.eid)).closedOn).toBe('2026-07-11');
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
