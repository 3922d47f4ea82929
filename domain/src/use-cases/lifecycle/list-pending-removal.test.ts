import { describe, expect, it } from 'vitest';
import { setToday, setUp } from '../events/test-support.ts';
import { listPendingRemoval } from './list-pending-removal.ts';

describe('listPendingRemoval', () => {
  it('lists closed events from the end of retention until they are due for purging', async () => {
    const { deps, as, event } = await setUp();
    setToday(deps, '2026-08-09');
    expect(await listPendingRemoval(deps, as.guide)).toEqual([]);
    setToday(deps, '2026-08-10');
    const [view] = await listPendingRemoval(deps, as.guide);
    expect(view).toMatchObject({ eid: event.eid, status: 'pending-removal' });
    setToday(deps, '2026-08-16');
    expect(await listPendingRemoval(deps, as.guide)).toHaveLength(1);
    setToday(deps, '2026-08-17');
    expect(await listPendingRemoval(deps, as.guide)).toEqual([]);
  });

  it("keeps another Guide's events from a Guide but shows them to a super-admin", async () => {
    const { deps, as } = await setUp();
    setToday(deps, '2026-08-10');
    expect(await listPendingRemoval(deps, as.otherGuide)).toHaveLength(1);
    expect(await listPendingRemoval(deps, as.admin)).toHaveLength(2);
  });

  it('refuses a participant', async () => {
    const { deps, as } = await setUp();
    await expect(listPendingRemoval(deps, as.participant)).rejects.toMatchObject({ kind: 'forbidden' });
  });
});
