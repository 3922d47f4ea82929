import { describe, expect, it, vi } from 'vitest';
import { type Actor, actorOf } from '../../model/actor.ts';
import { DEFAULT_ORG_ID } from '../../model/organisation.ts';
import { GUIDE } from '../../model/user.ts';
import { decodeAuditCursor } from '../../rules/audit-log.ts';
import { makeUser } from '../../testing/index.ts';
import { closeEvent } from '../events/close-event.ts';
import { makeEventFile, setUp } from '../events/test-support.ts';
import { uploadEvent } from '../events/upload-event.ts';
import { createOrganisation } from '../organisations/create-organisation.ts';
import { updateOrganisation } from '../organisations/update-organisation.ts';
import { deleteUser } from '../users/delete-user.ts';
import { AUDIT_PAGE_DEFAULT, AUDIT_REFUSED_MESSAGE, listAuditLog } from './list-audit-log.ts';

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

  it("gives a client admin the entries of their organisations only, and a super-admin any one's by filter", async () => {
    const { deps, as, event, otherEvent } = await withEntries();
    const acme = await createOrganisation(deps, as.admin, { name: 'Acme', slug: 'acme' });
    await updateOrganisation(deps, as.admin, { orgId: acme.orgId, name: 'Acme Europe' });
    const clientAdmin = makeUser({ accessLevel: GUIDE, orgs: [{ orgId: acme.orgId, role: 'client_admin' }] });
    await deps.store.users.insert(clientAdmin);
    const entries = async (actor: Actor, input: Parameters<typeof listAuditLog>[2] = {}) =>
      (await listAuditLog(deps, actor, input)).entries.map((entry) => [entry.action, entry.target.name]);
    expect(await entries(actorOf(clientAdmin))).toEqual([
      ['org.updated', 'Acme Europe'],
      ['org.created', 'Acme Europe'],
    ]);
    expect(await entries(actorOf(clientAdmin), { orgId: acme.orgId })).toHaveLength(2);
    expect(await entries(as.admin, { orgId: DEFAULT_ORG_ID })).toEqual([
      ['event.closed', otherEvent.eventName],
      ['event.closed', event.eventName],
    ]);
    expect(await entries(as.admin)).toHaveLength(4);
    // Another organisation: the 404 of one that does not exist; one where they are a plain Guide, 403.
    await expect(listAuditLog(deps, actorOf(clientAdmin), { orgId: DEFAULT_ORG_ID })).rejects.toMatchObject({
      kind: 'not-found',
    });
    const both = makeUser({
      accessLevel: GUIDE,
      orgs: [
        { orgId: acme.orgId, role: 'client_admin' },
        { orgId: DEFAULT_ORG_ID, role: 'guide' },
      ],
    });
    await expect(listAuditLog(deps, actorOf(both), { orgId: DEFAULT_ORG_ID })).rejects.toMatchObject({
      kind: 'forbidden',
      message: AUDIT_REFUSED_MESSAGE.defaultMessage,
    });
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
        orgId: null,
        details: {},
        requestId: null,
        client: null,
      });
    const page = await listAuditLog(deps, as.admin, {});
    expect(page.entries).toHaveLength(AUDIT_PAGE_DEFAULT);
    expect(page.next).not.toBeNull();
  });

  it('names actors and targets (people, events, uploads) in one look-up per page, null once gone', async () => {
    const { deps, as, guide, otherGuide, event, otherEvent, admin, participant } = await withEntries();
    const { ueid } = await uploadEvent(deps, as.admin, { file: makeEventFile() });
    await deleteUser(deps, as.guide, { uid: participant.uid });
    const lookUps = vi.spyOn(deps.store.audit, 'namesOf');

    const page = await listAuditLog(deps, as.admin, {});

    expect(lookUps).toHaveBeenCalledTimes(1);
    expect(page.entries.map(({ actor, target }) => ({ actor: actor?.name, target: target.name }))).toEqual([
      { actor: `${guide.forename} ${guide.surname}`, target: null },
      { actor: `${admin.forename} ${admin.surname}`, target: makeEventFile().event.eventName },
      { actor: `${otherGuide.forename} ${otherGuide.surname}`, target: otherEvent.eventName },
      { actor: `${guide.forename} ${guide.surname}`, target: event.eventName },
    ]);
    // The ids stay, for hovering and filtering.
    expect(page.entries[0]?.target).toEqual({ kind: 'user', id: participant.uid, name: null });
    expect(page.entries[1]?.target).toMatchObject({ kind: 'upload', id: ueid });
    expect(page.entries[0]?.actor).toMatchObject({ uid: guide.uid, email: guide.email.toLowerCase() });
  });

  it('names the ids in details (a participant added, the event a logon email was sent from)', async () => {
    const { deps, as, event, participant } = await setUp();
    await deps.store.audit.append({
      id: 'added',
      at: new Date('2026-06-01T09:00:00.000Z'),
      actor: { uid: as.guide.uid, email: null },
      action: 'participant.added',
      target: { kind: 'event', id: event.eid },
      orgId: event.orgId,
      details: { uid: participant.uid },
      requestId: null,
      client: null,
    });
    await deps.store.audit.append({
      id: 'mailed',
      at: new Date('2026-06-01T09:01:00.000Z'),
      actor: { uid: as.guide.uid, email: null },
      action: 'logon_email.sent',
      target: { kind: 'user', id: 'gone-user' },
      orgId: event.orgId,
      details: { eid: event.eid },
      requestId: null,
      client: null,
    });
    const lookUps = vi.spyOn(deps.store.audit, 'namesOf');
    const page = await listAuditLog(deps, as.admin, {});
    expect(page.entries.map((entry) => entry.detailNames)).toEqual([
      { eid: event.eventName },
      { uid: `${participant.forename} ${participant.surname}` },
    ]);
    expect(lookUps).toHaveBeenCalledTimes(1);
  });

  it('looks up no names for an empty page', async () => {
    const { deps, as } = await setUp();
    const lookUps = vi.spyOn(deps.store.audit, 'namesOf');
    expect((await listAuditLog(deps, as.admin, { action: 'event.created' })).entries).toEqual([]);
    expect(lookUps).not.toHaveBeenCalled();
  });
});
