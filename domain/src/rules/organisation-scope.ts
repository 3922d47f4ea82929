import { type ErrorText, forbidden, invalid } from '../errors/domain-error.ts';
import type { Actor } from '../model/actor.ts';
import { DEFAULT_ORG_ID, type OrgMembership, type OrgRole } from '../model/organisation.ts';
import { type AccessLevel, GUIDE, PARTICIPANT, SUPER_ADMIN, type User } from '../model/user.ts';
import { defineMessage } from './message-descriptor.ts';

/**
 * Which organisations an actor works in, and as what. Super-admins are the provider's staff: every
 * organisation. A Guide works only inside the organisations they belong to; as a client admin of
 * one they also see everyone else's events, Guides and participants there. Participants belong to
 * one organisation but act only on themselves (rules/permissions.ts).
 */
type Staff = Pick<Actor, 'accessLevel'> & { readonly orgs: readonly OrgMembership[] };

export const CHOOSE_ORG_MESSAGE = defineMessage({
  id: 'error.organisation.chooseOrg',
  defaultMessage: 'You belong to several organisations: please choose the one this event is for',
});
export const NOT_A_MEMBER_MESSAGE = defineMessage({
  id: 'error.organisation.notAMember',
  defaultMessage: 'You can only work in organisations you belong to',
});

/** The actor's role in an organisation; null when they are not a member (super-admins need none). */
export const roleIn = (actor: Staff, orgId: string): OrgRole | null =>
  actor.accessLevel === GUIDE ? (actor.orgs.find((m) => m.orgId === orgId)?.role ?? null) : null;

export const isClientAdminOf = (actor: Staff, orgId: string): boolean =>
  roleIn(actor, orgId) === 'client_admin';

/** Whether the actor may see anything of an organisation at all. */
export const worksIn = (actor: Staff, orgId: string): boolean =>
  actor.accessLevel === SUPER_ADMIN || roleIn(actor, orgId) !== null;

/** The organisations whose data an actor's lists cover: every one, or these. */
export type OrgScope = { readonly all: true } | { readonly all: false; readonly orgIds: readonly string[] };

export const orgScopeOf = (actor: Staff): OrgScope =>
  actor.accessLevel === SUPER_ADMIN
    ? { all: true }
    : { all: false, orgIds: actor.accessLevel === GUIDE ? actor.orgs.map((m) => m.orgId) : [] };

/** The organisations where the actor sees everyone's work: every one for a super-admin. */
export const adminScopeOf = (actor: Staff): OrgScope =>
  actor.accessLevel === SUPER_ADMIN
    ? { all: true }
    : {
        all: false,
        orgIds:
          actor.accessLevel === GUIDE
            ? actor.orgs.filter((m) => m.role === 'client_admin').map((m) => m.orgId)
            : [],
      };

/** A scope narrowed to one organisation (a list's filter), or left as it is. */
export const narrowScope = (scope: OrgScope, orgId: string | undefined): OrgScope => {
  if (orgId === undefined) return scope;
  return { all: false, orgIds: scope.all || scope.orgIds.includes(orgId) ? [orgId] : [] };
};

export const inScope = (scope: OrgScope, orgId: string): boolean => scope.all || scope.orgIds.includes(orgId);

/**
 * The organisation a new event goes into: the one asked for, which a Guide must belong to; when
 * none is asked for, a Guide's only organisation, else the default one (a Guide in several who is
 * not in the default one must choose).
 */
export const eventOrgFor = (actor: Staff, requested: string | undefined): string => {
  if (requested !== undefined) {
    if (!worksIn(actor, requested)) throw forbidden(NOT_A_MEMBER_MESSAGE);
    return requested;
  }
  if (actor.accessLevel !== GUIDE) return DEFAULT_ORG_ID;
  const [only, ...others] = actor.orgs;
  if (only !== undefined && others.length === 0) return only.orgId;
  if (actor.orgs.some((m) => m.orgId === DEFAULT_ORG_ID)) return DEFAULT_ORG_ID;
  if (only === undefined) throw forbidden(NOT_A_MEMBER_MESSAGE);
  throw invalid('ORG.CHOOSE', CHOOSE_ORG_MESSAGE);
};

/** What an organisation change touches: its slug and retention are the provider's to set. */
export interface OrgChange {
  readonly slug?: unknown;
  readonly retentionDays?: unknown;
}

/** Editing an organisation: super-admins anything; its client admins its name and branding. */
export const canUpdateOrg = (actor: Staff, orgId: string, change: OrgChange): boolean =>
  actor.accessLevel === SUPER_ADMIN ||
  (isClientAdminOf(actor, orgId) && change.slug === undefined && change.retentionDays === undefined);

/** Adding or removing a member: super-admins anyone; an organisation's client admins its Guides. */
export const canChangeMembership = (actor: Staff, orgId: string, memberLevel: AccessLevel): boolean =>
  actor.accessLevel === SUPER_ADMIN || (isClientAdminOf(actor, orgId) && memberLevel === GUIDE);

export const LAST_CLIENT_ADMIN_MESSAGE = defineMessage({
  id: 'error.organisation.lastClientAdmin',
  defaultMessage:
    'You are the only client admin of this organisation: make another Guide client admin before you step down',
});

/**
 * Whether a membership change leaves the organisation a client admin. It matters only when a
 * client admin steps down themselves (to Guide, or out): with nobody left to manage it, the client
 * would be locked out of their own organisation, so another client admin must remain. A client
 * admin changing someone else always stays one; the provider's super-admins may leave an
 * organisation with none (they run it then).
 */
export const leavesAClientAdmin = (
  actor: Staff & Pick<Actor, 'uid'>,
  orgId: string,
  change: { readonly uid: string; readonly role: OrgRole | null },
  members: readonly Pick<User, 'uid' | 'orgs'>[],
): boolean =>
  change.uid !== actor.uid ||
  change.role === 'client_admin' ||
  !isClientAdminOf(actor, orgId) ||
  members.some(
    (member) =>
      member.uid !== actor.uid && member.orgs.some((m) => m.orgId === orgId && m.role === 'client_admin'),
  );

/**
 * Whether someone may be in an event of this organisation: a participant only in their own (they
 * belong to one for good), a Guide in one they belong to, a super-admin anywhere.
 */
export const mayJoinEventOf = (
  person: Pick<User, 'accessLevel' | 'orgId' | 'orgs'>,
  orgId: string,
): boolean => (person.accessLevel === PARTICIPANT ? person.orgId === orgId : worksIn(person, orgId));

export const otherOrganisationMessage = (person: Pick<User, 'forename' | 'surname'>): ErrorText => ({
  message: defineMessage({
    id: 'error.organisation.otherOrganisation',
    defaultMessage: '{forename} {surname} belongs to another organisation and cannot join this event',
  }),
  values: { forename: person.forename, surname: person.surname },
});
