import { describe, expect, it } from 'vitest';
import { decodeAuditCursor } from '../../rules/audit-log.ts';
import { closeEvent } from '../events/close-event.ts';
import { setUp } from '../events/test-support.ts';
import { AUDIT_PAGE_DEFAULT, listAuditLog } from './list-audit-log.ts';

const withEntries = async () => {
  const cast = await setUp();
  const { deps, as, event, otherEvent } = cast;
  await closeEvent(deps, as.guide, { eid: event.eid });
  deps.clock.advance(1000);
  await closeEvent(deps, as.otherGuide, { eid: otherEvent.eid });
  return cast;
};

describe('listAuditLog', () => {
  it('gives super-admins the newest entries first, with no next page when all fit', async () => {
    const { deps, as, event, otherEvent } = await withEntries();
    const page = await listAuditLog(deps, as.admin, {});
    expect(page.entries.map((entry) => entry.target.id)).toEqual([otherEvent.eid, event.eid]);
    expect(page.next).toBeNull();
  });

  it('pages by cursor: the next page starts after the last entry of this one', async () => {
    const { deps, as, event, otherEvent } = await withEntries();
    const first = await listAuditLog(deps, as.admin, { limit: 1 });
    expect(first.entries.map((entry) => entry.target.id)).toEqual([otherEvent.eid]);
    const before = decodeAuditCursor(first.next ?? '') ?? undefined;
    expect(before).toBeDefined();
    const second = await listAuditLog(deps, as.admin, { limit: 1, ...(before && { before }) });
    expect(second.entries.map((entry) => entry.target.id)).toEqual([event.eid]);
    expect(second.next).toBeNull();
  });

  it("filters by an actor's uid or email (any case), a target and an action", async () => {
    const { deps, as, guide, event } = await withEntries();
    const targets = async (input: Parameters<typeof listAuditLog>[2]) =>
      (await listAuditLog(deps, as.admin, input)).entries.map((entry) => entry.target.id);
    expect(await targets({ actor: guide.uid })).toEqual([event.eid]);
    expect(await targets({ actor: ` ${guide.email.toUpperCase()} ` })).toEqual([event.eid]);
    expect(await targets({ target: event.eid })).toEqual([event.eid]);
    expect(await targets({ action: 'event.created' })).toEqual([]);
    expect(await targets({ action: 'event.closed', actor: guide.uid })).toEqual([event.eid]);
  });

  it('refuses Guides and participants', async () => {
    const { deps, as } = await withEntries();
    for (const actor of [as.guide, as.participant])
      await expect(listAuditLog(deps, actor, {})).rejects.toMatchObject({ kind: 'forbidden' });
  });

  it(`pages ${AUDIT_PAGE_DEFAULT} entries by default`, async () => {
    const { deps, as, event } = await setUp();
    for (let i = 0; i <= AUDIT_PAGE_DEFAULT; i += 1)
      await deps.store.audit.append({
        id: `entry-${i}`,
        at: new Date(Date.UTC(2026, 0, 1, 0, i)),
        actor: null,
        action: 'login.failed',
        target: { kind: 'event', id: event.eid },
        details: {},
        requestId: null,
        client: null,
      });
    const page = await listAuditLog(deps, as.admin, {});
    expect(page.entries).toHaveLength(AUDIT_PAGE_DEFAULT);
    expect(page.next).not.toBeNull();
  });
});
