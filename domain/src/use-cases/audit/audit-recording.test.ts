import { describe, expect, it } from 'vitest';
import type { Actor } from '../../model/actor.ts';
import type { AuditEntry } from '../../model/audit-entry.ts';
import { eventDetailsOf } from '../../model/event.ts';
import type { Store } from '../../ports/repositories.ts';
import { createTestDeps, makeUser } from '../../testing/index.ts';
import { startEventArchive } from '../archives/start-event-archive.ts';
import { login } from '../auth/login.ts';
import { register } from '../auth/register.ts';
import { closeEvent } from '../events/close-event.ts';
import { createEvent } from '../events/create-event.ts';
import { deleteEvent } from '../events/delete-event.ts';
import { makeEventFile, setToday, setUp } from '../events/test-support.ts';
import { updateEvent } from '../events/update-event.ts';
import { uploadEvent } from '../events/upload-event.ts';
import { runLifecycleSweep } from '../jobs/run-lifecycle-sweep.ts';
import { sendLogonEmail } from '../logon-emails/send-logon-email.ts';
import { sendLogonEmails } from '../logon-emails/send-logon-emails.ts';
import { createOrganisation } from '../organisations/create-organisation.ts';
import { addParticipant } from '../participants/add-participant.ts';
import { importParticipants } from '../participants/import-participants.ts';
import { removeParticipant } from '../participants/remove-participant.ts';
import { deleteUser } from '../users/delete-user.ts';
import { updateMeaningfulWorkAccess } from '../users/update-meaningful-work-access.ts';
import { updateSelf } from '../users/update-self.ts';
import { updateUser } from '../users/update-user.ts';

const REQUEST = { requestId: 'req-1', client: '203.0.113.9' };

/** The actor as the HTTP edge hands it over: with the request's id and client address. */
const viaRequest = (actor: Actor): Actor => ({ ...actor, request: REQUEST });

/** Every entry, oldest first, as `action target-id details`. */
const entriesOf = async (store: Store): Promise<AuditEntry[]> =>
  (await store.audit.list({ limit: 1000 })).reverse();

const summary = (entries: readonly AuditEntry[]) =>
  entries.map(({ action, target, details }) => ({ action, target: target.id, details }));

describe('the audit log records privileged changes in their own transaction', () => {
  it('names the actor by uid and email, with the time, request id and client address', async () => {
    const { deps, as, guide, event } = await setUp();
    await closeEvent(deps, viaRequest(as.guide), { eid: event.eid });
    expect(await entriesOf(deps.store)).toEqual([
      {
        id: expect.any(String),
        at: deps.clock.now(),
        actor: { uid: guide.uid, email: guide.email.toLowerCase() },
        action: 'event.closed',
        target: { kind: 'event', id: event.eid },
        orgId: event.orgId,
        details: {},
        requestId: 'req-1',
        client: '203.0.113.9',
      },
    ]);
  });

  it('records the event changes of a Guide, each with what changed but no personal data', async () => {
    const { deps, as, event, participant } = await setUp();
    const free = makeUser({ email: 'free@x.test', createdBy: as.guide.uid });
    await deps.store.users.insert(free);
    const created = await createEvent(deps, as.guide, { ...eventDetailsOf(event), participants: [] });
    await updateEvent(deps, as.guide, { ...eventDetailsOf(event), eid: event.eid, eventName: 'Renamed' });
    await addParticipant(deps, as.guide, { eid: event.eid, uid: free.uid });
    await removeParticipant(deps, as.guide, { eid: event.eid, uid: free.uid });
    await sendLogonEmails(deps, as.guide, { eid: event.eid });
    // Nothing left to send: nothing sent, nothing recorded.
    await sendLogonEmails(deps, as.guide, { eid: event.eid });
    await sendLogonEmail(deps, as.guide, { uid: participant.uid });
    await importParticipants(deps, as.guide, {
      eid: event.eid,
      rows: [{ line: 2, forename: 'Nia', surname: 'New', email: 'nia@x.test' }],
      dryRun: false,
    });
    await startEventArchive(deps, as.guide, { eid: event.eid, uploaded: false });
    await closeEvent(deps, as.guide, { eid: created.eid });
    setToday(deps, '2026-07-11');
    await deleteEvent(deps, as.guide, { eid: created.eid, uploaded: false });

    expect(summary(await entriesOf(deps.store))).toEqual([
      { action: 'event.created', target: created.eid, details: { participants: 0 } },
      { action: 'event.updated', target: event.eid, details: { fields: ['eventName'] } },
      { action: 'participant.added', target: event.eid, details: { uid: free.uid } },
      { action: 'participant.removed', target: event.eid, details: { uid: free.uid } },
      { action: 'logon_emails.sent', target: event.eid, details: { queued: 1 } },
      { action: 'logon_email.sent', target: participant.uid, details: { eid: event.eid } },
      { action: 'participants.imported', target: event.eid, details: { created: 1, added: 0 } },
      { action: 'event.downloaded', target: event.eid, details: {} },
      { action: 'event.closed', target: created.eid, details: {} },
      { action: 'event.deleted', target: created.eid, details: { participants: 0 } },
    ]);
  });

  it('records uploads and their removal by a super-admin', async () => {
    const { deps, as } = await setUp();
    const { ueid } = await uploadEvent(deps, as.admin, { file: makeEventFile() });
    await deleteEvent(deps, as.admin, { eid: ueid, uploaded: true });
    expect((await entriesOf(deps.store)).map(({ action, target }) => [action, target])).toEqual([
      ['event.uploaded', { kind: 'upload', id: ueid }],
      ['event.deleted', { kind: 'upload', id: ueid }],
    ]);
  });

  it('records account changes by field name, and a password set by someone else separately', async () => {
    const { deps, as, guide, participant } = await setUp();
    const created = await register(deps, as.guide, {
      accessLevel: 0,
      forename: 'Rita',
      surname: 'Reg',
      email: 'rita@x.test',
      password: 'Initial123',
    });
    await updateUser(deps, as.guide, { ...participant, forename: 'Paulina', email: 'paulina@x.test' });
    await updateUser(deps, as.admin, { ...guide, password: 'NewPass123', mwEnabled: false });
    await updateMeaningfulWorkAccess(deps, as.admin, { uid: guide.uid, mwEnabled: true });
    await deleteUser(deps, as.guide, { uid: created.uid });

    const entries = summary(await entriesOf(deps.store));
    expect(entries).toEqual([
      { action: 'user.registered', target: created.uid, details: { accessLevel: 0 } },
      { action: 'user.updated', target: participant.uid, details: { fields: ['forename', 'email'] } },
      { action: 'user.updated', target: guide.uid, details: { fields: ['mwEnabled', 'password'] } },
      { action: 'user.password_set', target: guide.uid, details: {} },
      { action: 'user.mw_toggled', target: guide.uid, details: { mwEnabled: true } },
      { action: 'user.deleted', target: created.uid, details: { accessLevel: 0 } },
    ]);
    // Never a password, a hash or a changed value.
    const text = JSON.stringify(await entriesOf(deps.store));
    for (const secret of ['Initial123', 'NewPass123', 'hashed', 'Paulina', 'paulina@x.test', 'Rita'])
      expect(text).not.toContain(secret);
  });

  it('names a changed own password, but records no password set by someone else', async () => {
    const deps = createTestDeps({
      passwords: { hash: async (p) => `hashed(${p})`, verify: async (h, p) => h === `hashed(${p})` },
    });
    const { as, admin } = await setUp(deps);
    await deps.store.users.update({ ...admin, passwordHash: 'hashed(Current123)' });
    await updateSelf(deps, as.admin, {
      ...admin,
      password: 'Changed123',
      currentPassword: 'Current123',
      sessionToken: 'tok',
    });
    expect(summary(await entriesOf(deps.store))).toEqual([
      { action: 'user.updated', target: admin.uid, details: { fields: ['password'] } },
    ]);
  });

  it('records failed logins and the logins of Guides and super-admins, not of participants', async () => {
    const deps = createTestDeps({
      passwords: { hash: async (p) => `hashed(${p})`, verify: async (h, p) => h === `hashed(${p})` },
    });
    const guide = makeUser({ email: 'gina@x.test', accessLevel: 1, passwordHash: 'hashed(Right1234)' });
    const participant = makeUser({ email: 'pia@x.test', passwordHash: 'hashed(Right1234)' });
    for (const user of [guide, participant]) await deps.store.users.insert(user);

    await login(deps, { email: guide.email, password: 'Right1234', request: REQUEST });
    await login(deps, { email: participant.email, password: 'Right1234', request: REQUEST });
    await expect(
      login(deps, { email: guide.email, password: 'Wrong1234', request: REQUEST }),
    ).rejects.toThrow();
    await expect(login(deps, { email: 'nobody@x.test', password: 'Wrong1234' })).rejects.toThrow();

    const entries = await entriesOf(deps.store);
    expect(
      entries.map(({ action, actor, target, requestId }) => ({ action, actor, target, requestId })),
    ).toEqual([
      {
        action: 'login.succeeded',
        actor: { uid: guide.uid, email: guide.email },
        target: { kind: 'user', id: guide.uid },
        requestId: 'req-1',
      },
      { action: 'login.failed', actor: null, target: { kind: 'user', id: guide.uid }, requestId: 'req-1' },
      { action: 'login.failed', actor: null, target: { kind: 'user', id: 'unknown' }, requestId: null },
    ]);
    expect(JSON.stringify(entries)).not.toContain('nobody@x.test');
  });

  it("files each entry under its target's organisation: an event's, a person's, none for super-admins and uploads", async () => {
    const deps = createTestDeps();
    const { as, event, participant } = await setUp(deps);
    const acme = await createOrganisation(deps, as.admin, { name: 'Acme', slug: 'acme' });
    const acmeGuide = makeUser({
      accessLevel: 1,
      orgId: acme.orgId,
      orgs: [{ orgId: acme.orgId, role: 'guide' }],
      passwordHash: 'hashed(Right1234)',
    });
    const admin = makeUser({ accessLevel: 2, passwordHash: 'hashed(Right1234)' });
    for (const user of [acmeGuide, admin]) await deps.store.users.insert(user);
    await login(deps, { email: acmeGuide.email, password: 'Right1234' });
    await login(deps, { email: admin.email, password: 'Right1234' });
    await expect(login(deps, { email: admin.email, password: 'Wrong1234' })).rejects.toThrow();
    await closeEvent(deps, as.guide, { eid: event.eid });
    await updateMeaningfulWorkAccess(deps, as.guide, { uid: participant.uid, mwEnabled: false });
    await uploadEvent(deps, as.admin, { file: makeEventFile() });
    expect((await entriesOf(deps.store)).map(({ action, orgId }) => [action, orgId])).toEqual([
      ['org.created', acme.orgId],
      ['login.succeeded', acme.orgId],
      ['login.succeeded', null],
      ['login.failed', null],
      ['event.closed', event.orgId],
      ['user.mw_toggled', participant.orgId],
      ['event.uploaded', null],
    ]);
  });

  it('records nothing for a refused change', async () => {
    const { deps, as, event, participant } = await setUp();
    await expect(closeEvent(deps, as.otherGuide, { eid: event.eid })).rejects.toThrow();
    await expect(updateUser(deps, as.guide, { ...participant, password: 'Guide1234' })).rejects.toThrow();
    await expect(deleteUser(deps, as.participant, { uid: participant.uid })).rejects.toThrow();
    await expect(
      updateMeaningfulWorkAccess(deps, as.guide, { uid: as.admin.uid, mwEnabled: true }),
    ).rejects.toThrow();
    expect(await entriesOf(deps.store)).toEqual([]);
  });

  it('leaves no entry when the transaction fails after the change and its entry were written', async () => {
    const { deps, as, event } = await setUp();
    const free = makeUser({ createdBy: as.guide.uid });
    await deps.store.users.insert(free);
    const transaction = deps.store.transaction;
    deps.store.transaction = (work) =>
      transaction(async (tx) => {
        await work(tx);
        // Written, inside the transaction; then it fails before committing.
        expect(await tx.audit.list({ limit: 10 })).toHaveLength(1);
        throw new Error('commit failed');
      });
    await expect(addParticipant(deps, as.guide, { eid: event.eid, uid: free.uid })).rejects.toThrow(
      'commit failed',
    );
    deps.store.transaction = transaction;
    expect((await deps.store.events.findById(event.eid))?.participants).toEqual(event.participants);
    expect(await entriesOf(deps.store)).toEqual([]);
  });

  it('leaves neither change nor entry when a write fails half way', async () => {
    const { deps, as, event } = await setUp();
    const setEvent = deps.store.users.setEvent;
    deps.store.users.setEvent = async () => {
      throw new Error('lost connection');
    };
    await expect(
      removeParticipant(deps, as.guide, { eid: event.eid, uid: event.participants[0] ?? '' }),
    ).rejects.toThrow('lost connection');
    deps.store.users.setEvent = setEvent;
    expect((await deps.store.events.findById(event.eid))?.participants).toEqual(event.participants);
    expect(await entriesOf(deps.store)).toEqual([]);
  });
});

describe('personal fields in the audit log', () => {
  it("removes a deleted person's email from the entries they made, keeping the entries", async () => {
    const { deps, as, guide, participant } = await setUp();
    await updateUser(deps, as.guide, { ...participant, forename: 'Paulina' });
    await deleteUser(deps, as.admin, { uid: participant.uid });
    const entries = await entriesOf(deps.store);
    expect(entries[0]?.actor).toEqual({ uid: guide.uid, email: guide.email.toLowerCase() });

    await closeEvent(deps, as.guide, {
      eid: (await deps.store.events.list({ facilitatorId: guide.uid }))[0]?.eid ?? '',
    });
    setToday(deps, '2026-07-11');
    for (const event of await deps.store.events.list({ facilitatorId: guide.uid }))
      await deleteEvent(deps, as.admin, { eid: event.eid, uploaded: false });
    await deleteUser(deps, as.admin, { uid: guide.uid });
    const after = await deps.store.audit.list({ limit: 100, actor: { uid: guide.uid } });
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((entry) => entry.actor?.email === null)).toBe(true);
    expect(JSON.stringify(await entriesOf(deps.store))).not.toContain(guide.email.toLowerCase());
  });

  it("purging an event keeps its entries without anyone's email", async () => {
    const { deps, as, event, admin } = await setUp();
    await closeEvent(deps, as.guide, { eid: event.eid });
    await startEventArchive(deps, as.admin, { eid: event.eid, uploaded: false });
    setToday(deps, '2026-08-17');
    await runLifecycleSweep(deps, { scheduledFor: 'test' });
    const entries = await deps.store.audit.list({ limit: 10, targetId: event.eid });
    expect(entries.map((entry) => [entry.action, entry.actor])).toEqual([
      ['event.downloaded', { uid: admin.uid, email: null }],
      ['event.closed', { uid: as.guide.uid, email: null }],
    ]);
  });

  it('the lifecycle sweep deletes entries older than the audit retention (AUDIT_RETENTION_DAYS)', async () => {
    const { deps, as, event } = await setUp();
    await closeEvent(deps, as.guide, { eid: event.eid });
    deps.clock.advance(400 * 24 * 3_600_000);
    expect(await runLifecycleSweep(deps, { scheduledFor: 'test' })).toMatchObject({ auditEntriesRemoved: 0 });
    deps.clock.advance(1);
    expect(await runLifecycleSweep(deps, { scheduledFor: 'test' })).toMatchObject({ auditEntriesRemoved: 1 });
    expect(await entriesOf(deps.store)).toEqual([]);
  });
});
