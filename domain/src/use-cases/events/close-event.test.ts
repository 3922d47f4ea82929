import { describe, expect, it } from 'vitest';
import { listExpiredEvents } from '../lifecycle/list-expired-events.ts';
import { closeEvent } from './close-event.ts';
import { setToday, setUp, snapshotOf } from './test-support.ts';

describe('closeEvent', () => {
  it('closes the event today and moves it to the expired events', async () => {
    const { deps, as, event } = await setUp();
    expect(await closeEvent(deps, as.guide, { eid: event.eid })).toEqual({ message: 'Event closed' });
    expect(await deps.store.events.findById(event.eid)).toEqual({
      ...event,
      state: 'closed',
      closedOn: '2026-06-01',
    });
    expect((await listExpiredEvents(deps, as.guide)).map((e) => e.eid)).toEqual([event.eid]);
  });

  it("lets a super-admin close another Guide's event", async () => {
    const { deps, as, otherEvent } = await setUp();
    await closeEvent(deps, as.admin, { eid: otherEvent.eid });
    expect((await deps.store.events.findById(otherEvent.eid))?.state).toBe('closed');
  });

  it('refuses an event already closed by the facilitator', async () => {
    const { deps, as, event } = await setUp();
    await closeEvent(deps, as.guide, { eid: event.eid });
    const before = await snapshotOf(deps.store);
    await expect(closeEvent(deps, as.guide, { eid: event.eid })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'EVENT.CLOSED',
    });
    expect(await snapshotOf(deps.store)).toEqual(before);
  });

  it('refuses an event already closed by date', async () => {
    const { deps, as, event } = await setUp();
    setToday(deps, '2026-07-11');
    await expect(closeEvent(deps, as.guide, { eid: event.eid })).rejects.toMatchObject({ kind: 'conflict' });
  });

  it("reports another Guide's event as not found", async () => {
    const { deps, as, otherEvent } = await setUp();
    const before = await snapshotOf(deps.store);
    await expect(closeEvent(deps, as.guide, { eid: otherEvent.eid })).rejects.toMatchObject({
      kind: 'not-found',
    });
    expect(await snapshotOf(deps.store)).toEqual(before);
  });

  it('refuses a participant', async () => {
    const { deps, as, event } = await setUp();
    await expect(closeEvent(deps, as.participant, { eid: event.eid })).rejects.toMatchObject({
      kind: 'forbidden',
    });
  });
});
