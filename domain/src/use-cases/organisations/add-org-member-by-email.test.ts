import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import type { OrgMembership } from '../../model/organisation.ts';
import { GUIDE, PARTICIPANT, SUPER_ADMIN, type User } from '../../model/user.ts';
import { createTestDeps, makeUser } from '../../testing/index.ts';
import { deliverLogonEmail } from '../auth/deliver-logon-email.ts';
import { logonJobs, refusedWithNothingWritten } from '../events/test-support.ts';
import {
  addOrgMemberByEmail,
  EMAIL_NOT_FOR_A_GUIDE_MESSAGE,
  inviteBody,
  MEMBER_ADDED_MESSAGE,
} from './add-org-member-by-email.ts';
import { createOrganisation } from './create-organisation.ts';

const setup = async () => {
  const deps = createTestDeps();
  const admin = makeUser({ accessLevel: SUPER_ADMIN, email: 'admin@example.test' });
  await deps.store.users.insert(admin);
  const acme = await createOrganisation(deps, actorOf(admin), { name: 'Acme', slug: 'acme' });
  const beta = await createOrganisation(deps, actorOf(admin), { name: 'Beta', slug: 'beta' });
  const insert = async (overrides: Partial<User>): Promise<User> => {
    const user = makeUser(overrides);
    await deps.store.users.insert(user);
    return user;
  };
  const guideIn = (email: string, ...orgs: OrgMembership[]) => insert({ accessLevel: GUIDE, email, orgs });
  const clientAdmin = await guideIn('ca@acme.test', { orgId: acme.orgId, role: 'client_admin' });
  // A Guide of another organisation only: the client admin of Acme cannot see them.
  const elsewhere = await guideIn('gil@beta.test', { orgId: beta.orgId, role: 'guide' });
  const participant = await insert({ accessLevel: PARTICIPANT, email: 'pia@beta.test', orgId: beta.orgId });
  return { deps, admin, acme, beta, clientAdmin, elsewhere, participant, guideIn };
};

describe('addOrgMemberByEmail', () => {
  it('gives a Guide with an account the role, emailing nothing, audited', async () => {
    const { deps, acme, clientAdmin, elsewhere } = await setup();
    const reply = await addOrgMemberByEmail(deps, actorOf(clientAdmin), {
      orgId: acme.orgId,
      email: ' GIL@beta.test ',
      role: 'guide',
    });
    expect(reply).toEqual({ message: MEMBER_ADDED_MESSAGE });
    expect((await deps.store.users.findById(elsewhere.uid))?.orgs).toEqual([
      ...elsewhere.orgs,
      { orgId: acme.orgId, role: 'guide' },
    ]);
    expect(await logonJobs(deps)).toEqual([]);
    const [entry] = await deps.store.audit.list({ limit: 1, action: 'org.member_added' });
    expect(entry).toMatchObject({ details: { uid: elsewhere.uid, role: 'guide' }, orgId: acme.orgId });
  });

  it("invites an address without an account: a Guide of the organisation, emailed a link in the inviter's logon email", async () => {
    const { deps, acme, clientAdmin } = await setup();
    const reply = await addOrgMemberByEmail(deps, actorOf(clientAdmin), {
      orgId: acme.orgId,
      email: 'New.Person@Acme.test',
      role: 'client_admin',
      forename: ' Nia ',
      surname: 'New',
    });
    expect(reply).toEqual({ message: MEMBER_ADDED_MESSAGE });
    const invited = await deps.store.users.findByEmail('new.person@acme.test');
    expect(invited).toMatchObject({
      forename: 'Nia',
      surname: 'New',
      accessLevel: GUIDE,
      passwordHash: null,
      orgId: acme.orgId,
      orgs: [{ orgId: acme.orgId, role: 'client_admin' }],
      createdBy: clientAdmin.uid,
    });
    expect(await logonJobs(deps)).toEqual([
      {
        requestId: expect.any(String),
        uid: invited?.uid,
        senderId: clientAdmin.uid,
        bodyOverride: inviteBody({ name: 'Acme' }),
      },
    ]);
    // Delivered as the email worker does: to the address, with a link to set a password.
    const [job] = await logonJobs(deps);
    if (job !== undefined) await deliverLogonEmail(deps, job);
    expect(deps.sent).toEqual([
      expect.objectContaining({
        to: 'new.person@acme.test',
        text: expect.stringMatching(/Hello Nia,[\s\S]*as a Guide of Acme[\s\S]*\/reset_password\//),
      }),
    ]);
    const actions = (await deps.store.audit.list({ limit: 10 })).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['user.registered', 'org.member_added']));
  });

  it("names an invitee without names by their address's part before the @", async () => {
    const { deps, acme, admin } = await setup();
    await addOrgMemberByEmail(deps, actorOf(admin), {
      orgId: acme.orgId,
      email: 'sam.lee@acme.test',
      role: 'guide',
    });
    expect(await deps.store.users.findByEmail('sam.lee@acme.test')).toMatchObject({
      forename: 'sam.lee',
      surname: '',
    });
  });

  it("refuses a participant's and a super-admin's address with one message (409), writing nothing", async () => {
    const { deps, acme, clientAdmin, participant, admin } = await setup();
    for (const email of [participant.email, admin.email])
      await refusedWithNothingWritten(
        deps,
        () => addOrgMemberByEmail(deps, actorOf(clientAdmin), { orgId: acme.orgId, email, role: 'guide' }),
        {
          kind: 'conflict',
          code: 'ORG.EMAIL_NOT_FOR_A_GUIDE',
          message: EMAIL_NOT_FOR_A_GUIDE_MESSAGE.defaultMessage,
        },
      );
  });

  it('refuses a plain Guide (403) before looking the address up, another organisation (404), a participant (403)', async () => {
    const { deps, acme, beta, clientAdmin, participant, guideIn } = await setup();
    const plain = await guideIn('plain@acme.test', { orgId: acme.orgId, role: 'guide' });
    for (const email of ['someone@new.test', participant.email])
      await refusedWithNothingWritten(
        deps,
        () => addOrgMemberByEmail(deps, actorOf(plain), { orgId: acme.orgId, email, role: 'guide' }),
        { kind: 'forbidden' },
      );
    await refusedWithNothingWritten(
      deps,
      () =>
        addOrgMemberByEmail(deps, actorOf(clientAdmin), {
          orgId: beta.orgId,
          email: 'someone@new.test',
          role: 'guide',
        }),
      { kind: 'not-found', code: 'ORG.NOT_FOUND' },
    );
    await refusedWithNothingWritten(
      deps,
      () =>
        addOrgMemberByEmail(deps, actorOf(participant), {
          orgId: acme.orgId,
          email: 'someone@new.test',
          role: 'guide',
        }),
      { kind: 'forbidden' },
    );
  });
});
