import { forbidden } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { LanguageTag } from '../../model/language.ts';
import { DEFAULT_ORG_ID } from '../../model/organisation.ts';
import {
  type AccessLevel,
  GUIDE,
  NOTHING_COMPLETED,
  type PublicUser,
  SUPER_ADMIN,
  toPublicUser,
  type User,
} from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { normaliseAccountDetails } from '../../rules/account-details.ts';
import { logonLinkExpiry } from '../../rules/link-expiry.ts';
import { assertValidPassword } from '../../rules/password-rule.ts';
import { canRegisterLevel } from '../../rules/permissions.ts';
import { chooseOrg } from '../organisations/choose-org.ts';
import { auditOrgOf, byActor, recordAudit } from '../shared/audit.ts';
import { assertEmailAvailable } from '../users/accounts.ts';
import { issueFreshLink } from './logon-links.ts';

export interface RegisterInput {
  readonly accessLevel: AccessLevel;
  readonly forename: string;
  readonly surname: string;
  readonly email: string;
  /** The initial password the registering user chose. */
  readonly password: string;
  /** Makes the new user replace the initial password with their own at first login. */
  readonly setupLink?: boolean;
  /**
   * The organisation a participant or Guide joins (rules/organisation-scope.ts eventOrgFor: the
   * registering Guide's only one, else the default one, when absent); super-admins belong to none.
   */
  readonly orgId?: string;
  /** The person's language; absent: none chosen yet (their browser's, else their event's). */
  readonly language?: LanguageTag | null;
}

export type RegisterResult = PublicUser;

/** Creates an account: super-admins of any level, Guides only participants (who stay in their scope). */
export const register = async (
  deps: Pick<Deps, 'store' | 'clock' | 'ids' | 'tokens' | 'passwords'>,
  actor: Actor,
  input: RegisterInput,
): Promise<RegisterResult> => {
  if (!canRegisterLevel(actor, input.accessLevel)) throw forbidden();
  const details = normaliseAccountDetails(input);
  assertValidPassword(input.password);
  await assertEmailAvailable(deps.store.users, details.email);

  const orgId =
    input.accessLevel === SUPER_ADMIN ? DEFAULT_ORG_ID : await chooseOrg(deps.store, actor, input.orgId);
  const now = deps.clock.now();
  const user: User = {
    uid: deps.ids.newId(),
    ...details,
    passwordHash: await deps.passwords.hash(input.password),
    accessLevel: input.accessLevel,
    portalLink: '',
    mwEnabled: false,
    eventId: null,
    responseCompleted: NOTHING_COMPLETED,
    createdBy: actor.uid,
    orgId,
    orgs: input.accessLevel === GUIDE ? [{ orgId, role: 'guide' }] : [],
    lastLoginAt: null,
    createdAt: now,
    language: input.language ?? null,
  };
  await deps.store.transaction(async (tx) => {
    await tx.users.insert(user);
    await recordAudit(tx, deps, byActor(actor), {
      action: 'user.registered',
      target: { kind: 'user', id: user.uid },
      orgId: auditOrgOf(user),
      details: { accessLevel: user.accessLevel },
    });
    // The token is not needed now: login issues a fresh one while this link is unused.
    if (input.setupLink === true) {
      await issueFreshLink(tx, deps, {
        uid: user.uid,
        purpose: 'setup',
        now,
        expiresAt: logonLinkExpiry(now, null),
      });
    }
  });
  return toPublicUser(user);
};
