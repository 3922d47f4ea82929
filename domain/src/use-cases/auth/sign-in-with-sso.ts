import type { RequestContext } from '../../model/audit-entry.ts';
import { DEFAULT_ORG_ID, type OrgMembership } from '../../model/organisation.ts';
import type { SsoIdentity, SsoRefusal, SsoRole, SsoSettings } from '../../model/sso.ts';
import {
  type AccessLevel,
  GUIDE,
  NOTHING_COMPLETED,
  normaliseEmail,
  PARTICIPANT,
  SUPER_ADMIN,
  type User,
} from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { mayCreateThrough, maySignInThrough } from '../../rules/sso-account.ts';
import { ssoRoleOf } from '../../rules/sso-role.ts';
import { auditOrgOf, recordAudit } from '../shared/audit.ts';
import { startSession } from './sessions.ts';
import { refuseSso } from './sso-refusal.ts';

export interface SsoSession {
  readonly uid: string;
  readonly token: string;
  readonly accessLevel: AccessLevel;
}

type SignInDeps = Pick<Deps, 'store' | 'clock' | 'ids' | 'tokens' | 'config'>;

/** The account as the role makes it: level and memberships (other organisations' kept). */
const withRole = (user: User, orgId: string, role: SsoRole): User => {
  if (role.kind === 'super-admin') return { ...user, accessLevel: SUPER_ADMIN, orgs: [] };
  const others = user.orgs.filter((m) => m.orgId !== orgId);
  return { ...user, accessLevel: GUIDE, orgs: [...others, { orgId, role: role.role }] };
};

const newAccount = (deps: SignInDeps, identity: SsoIdentity & { email: string }, role: SsoRole): User => {
  const orgs: OrgMembership[] = role.kind === 'member' ? [{ orgId: identity.orgId, role: role.role }] : [];
  const email = normaliseEmail(identity.email);
  return {
    uid: deps.ids.newId(),
    forename: identity.forename.trim() || email.slice(0, email.lastIndexOf('@')),
    surname: identity.surname.trim(),
    email,
    passwordHash: null,
    accessLevel: role.kind === 'super-admin' ? SUPER_ADMIN : GUIDE,
    portalLink: '',
    mwEnabled: false,
    eventId: null,
    responseCompleted: NOTHING_COMPLETED,
    createdBy: null,
    orgId: role.kind === 'super-admin' ? DEFAULT_ORG_ID : identity.orgId,
    orgs,
    lastLoginAt: null,
    createdAt: deps.clock.now(),
    language: null,
  };
};

/**
 * The account as this sign-in leaves it, or null when the groups grant no role: a participant
 * stays a participant (when the organisation lets participants in at all); staff and newcomers
 * take the role their groups grant.
 */
const accountAfter = (
  deps: SignInDeps,
  settings: SsoSettings,
  identity: SsoIdentity & { email: string },
  found: User | null,
): User | null => {
  if (found?.accessLevel === PARTICIPANT) return found;
  const role = ssoRoleOf(settings.orgId, settings.roles, identity.groups);
  if (role === null) return null;
  return found === null ? newAccount(deps, identity, role) : withRole(found, settings.orgId, role);
};

/** The account the identity names: linked before, else the same email (linked now if verified). */
const accountOf = async (
  store: Repositories,
  identity: SsoIdentity & { email: string },
): Promise<{ readonly user: User | null; readonly link: boolean }> => {
  const linkedUid = await store.sso.findIdentity(identity.issuer, identity.subject);
  const linked = linkedUid === null ? null : await store.users.findById(linkedUid);
  if (linked !== null) return { user: linked, link: false };
  return { user: await store.users.findByEmail(identity.email), link: true };
};

/**
 * Signs in the person an identity provider vouched for (its signature, issuer, audience and time
 * already checked by the protocol adapter): finds or links their account, or makes one with the
 * role their groups grant and no password; refuses anyone whose groups grant no role (ending their
 * sessions); brings their level and membership in line with the role; opens the usual session.
 * Every sign-in, link and refusal is audited.
 */
export const signInWithSso = async (
  deps: SignInDeps,
  settings: SsoSettings,
  identity: SsoIdentity,
  request: RequestContext | undefined,
): Promise<SsoSession> => {
  const refuse = (reason: SsoRefusal, user: User | null = null) =>
    refuseSso(deps.store, deps, { reason, uid: user?.uid ?? null, orgId: identity.orgId, request });
  const email = identity.email?.trim() ?? '';
  if (email === '') throw await refuse('no_email');
  const asserted = { ...identity, email };
  const { user: found, link } = await accountOf(deps.store, asserted);
  const allowed = found === null ? mayCreateThrough(settings, email) : maySignInThrough(settings, found);
  if (!allowed) throw await refuse('foreign_account', found);
  if (found !== null && link && !identity.emailVerified) throw await refuse('unverified_email', found);
  if (found?.accessLevel === PARTICIPANT && !settings.participants)
    throw await refuse('participants_off', found);

  const user = accountAfter(deps, settings, asserted, found);
  if (user === null) {
    // Access taken away at the provider: no session of theirs outlives it.
    if (found !== null) await deps.store.sessions.deleteForUsers([found.uid]);
    throw await refuse('no_role', found);
  }

  const now = deps.clock.now();
  return deps.store.transaction(async (tx) => {
    // startSession writes the whole account (level and memberships with the sign-in time).
    if (found === null) await tx.users.insert(user);
    const source = { actor: user, request };
    if (link) {
      await tx.sso.linkIdentity({
        issuer: identity.issuer,
        subject: identity.subject,
        uid: user.uid,
        createdAt: now,
      });
      await recordAudit(tx, deps, source, {
        action: 'sso.linked',
        target: { kind: 'user', id: user.uid },
        orgId: auditOrgOf(user),
        details: { protocol: identity.protocol, created: found === null },
      });
    }
    const token = await startSession(tx, deps, user, now);
    await recordAudit(tx, deps, source, {
      action: 'sso.sign_in',
      target: { kind: 'user', id: user.uid },
      orgId: auditOrgOf(user),
      details: { protocol: identity.protocol, accessLevel: user.accessLevel },
    });
    return { uid: user.uid, token, accessLevel: user.accessLevel };
  });
};
