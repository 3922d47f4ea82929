import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../testing/index.ts';
import { date, setToday, setUp } from '../events/test-support.ts';
import { listExpiredEvents } from './list-expired-events.ts';

describe('listExpiredEvents', () => {
  it('lists events closed by the facilitator within the retention period', async () => {
    const { deps, as, guide } = await setUp();
    const closed = makeEvent({ facilitatorId: guide.uid, state: 'closed', closedOn: date('2026-05-20') });
    await deps.store.events.insert(closed);
    const [view] = await listExpiredEvents(deps, as.guide);
    expect(view).toMatchObject({ eid: closed.eid, status: 'closed' });
  });

  it('lists events closed by date from the day after access close until retention ends', async () => {
    const { deps, as, event } = await setUp();
    expect(await listExpiredEvents(deps, as.guide)).toEqual([]);
    setToday(deps, '2026-07-11');
    expect((await listExpiredEvents(deps, as.guide)).map((e) => e.eid)).toEqual([event.eid]);
    setToday(deps, '2026-08-09');
    expect(await listExpiredEvents(deps, as.guide)).toHaveLength(1);
    setToday(deps, '2026-08-10');
    expect(await listExpiredEvents(deps, as.guide)).toEqual([]);
  });

  it("keeps another Guide's closed events from a Guide but shows them to a super-admin", async () => {
    const { deps, as } = await setUp();
    setToday(deps, '2026-07-11');
    expect(await listExpiredEvents(deps, as.guide)).toHaveLength(1);
    expect(await listExpiredEvents(deps, as.admin)).toHaveLength(2);
  });

  it('refuses a participant', async () => {
    const { deps, as } = await setUp();
    await expect(listExpiredEvents(deps, as.participant)).rejects.toMatchObject({ kind: 'forbidden' });
  });
});
