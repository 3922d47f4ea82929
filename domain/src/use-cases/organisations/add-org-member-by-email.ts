import { conflict, forbidden } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { Organisation, OrgRole } from '../../model/organisation.ts';
import { GUIDE, NOTHING_COMPLETED, normaliseEmail, type User } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { canChangeMembership } from '../../rules/organisation-scope.ts';
import { requireLevel } from '../../rules/permissions.ts';
import { requestEmail } from '../jobs/request-email.ts';
import { logonEmailJob } from '../logon-emails/logon-email-job.ts';
import { byActor, recordAudit } from '../shared/audit.ts';
import { loadOrganisation } from './load-organisation.ts';
import { setMemberRole } from './set-member-role.ts';

export interface AddOrgMemberByEmailInput {
  readonly orgId: string;
  readonly email: string;
  readonly role: OrgRole;
  /** The new Guide's names, used only when the address has no account yet. */
  readonly forename?: string | undefined;
  readonly surname?: string | undefined;
}

/** One answer whether the Guide had an account or was invited. */
export const MEMBER_ADDED_MESSAGE =
  'Member added. Someone without an account yet is emailed a link to set their password.';
/** One refusal for a participant's and a super-admin's address, saying neither. */
export const EMAIL_NOT_FOR_A_GUIDE_MESSAGE = defineMessage({
  id: 'error.organisation.emailNotForAGuide',
  defaultMessage: 'This email cannot be added as a Guide',
});

/** The invitation's body in the inviter's logon email (their greeting, link and closing around it). */
export const inviteBody = (organisation: Pick<Organisation, 'name'>): string =>
  `You have been invited to run workshops as a Guide of ${organisation.name}.\n\n` +
  'Use the link below to create your password and log in. The link works once.';

/**
 * An invited Guide's names: as given, else the address's part before the `@` as the forename and
 * no surname (their own account edit asks for one).
 */
const inviteeDetails = (input: AddOrgMemberByEmailInput) => {
  const email = normaliseEmail(input.email);
  return {
    forename: input.forename?.trim() || email.split('@')[0] || email,
    surname: input.surname?.trim() ?? '',
    email,
  };
};

/** A Guide's account in the organisation, without a password until their emailed link sets one. */
const invite = async (
  tx: Repositories,
  deps: Pick<Deps, 'clock' | 'ids'>,
  actor: Actor,
  organisation: Organisation,
  input: AddOrgMemberByEmailInput,
): Promise<User> => {
  const guide: User = {
    uid: deps.ids.newId(),
    ...inviteeDetails(input),
    passwordHash: null,
    accessLevel: GUIDE,
    portalLink: '',
    mwEnabled: false,
    eventId: null,
    responseCompleted: NOTHING_COMPLETED,
    createdBy: actor.uid,
    orgId: organisation.orgId,
    orgs: [{ orgId: organisation.orgId, role: input.role }],
    lastLoginAt: null,
    createdAt: deps.clock.now(),
    language: null,
  };
  await tx.users.insert(guide);
  await recordAudit(tx, deps, byActor(actor), {
    action: 'user.registered',
    target: { kind: 'user', id: guide.uid },
    orgId: organisation.orgId,
    details: { accessLevel: GUIDE },
  });
  await requestEmail(tx, deps, logonEmailJob(deps.ids, guide.uid, actor.uid, inviteBody(organisation)), null);
  return guide;
};

/**
 * Adds a Guide to an organisation by their email (docs/decisions.md, "Members"):
 * a Guide's account gets the role; an address without an account is invited (a Guide account of
 * this organisation, emailed a link to set a password); either way the same answer, so a client
 * admin learns nothing of accounts elsewhere. A participant's or super-admin's address is refused
 * with one message (409) that names neither. Super-admins, or the organisation's client admins.
 */
export const addOrgMemberByEmail = async (
  deps: Pick<Deps, 'store' | 'clock' | 'ids'>,
  actor: Actor,
  input: AddOrgMemberByEmailInput,
): Promise<{ readonly message: string }> => {
  requireLevel(actor, GUIDE);
  await deps.store.transaction(async (tx) => {
    const organisation = await loadOrganisation(tx, actor, input.orgId);
    // Before the address is looked up: whoever may not add Guides learns nothing of it.
    if (!canChangeMembership(actor, organisation.orgId, GUIDE)) throw forbidden();
    const known = await tx.users.findByEmail(normaliseEmail(input.email));
    if (known !== null && known.accessLevel !== GUIDE)
      throw conflict('ORG.EMAIL_NOT_FOR_A_GUIDE', EMAIL_NOT_FOR_A_GUIDE_MESSAGE);
    // A known Guide joins (or has their role changed in place) as by uid; an invitee joins with the role.
    if (known !== null) await setMemberRole(tx, deps, actor, organisation.orgId, known, input.role);
    else {
      const guide = await invite(tx, deps, actor, organisation, input);
      await recordAudit(tx, deps, byActor(actor), {
        action: 'org.member_added',
        target: { kind: 'org', id: organisation.orgId },
        orgId: organisation.orgId,
        details: { uid: guide.uid, role: input.role },
      });
    }
  });
  return { message: MEMBER_ADDED_MESSAGE };
};
