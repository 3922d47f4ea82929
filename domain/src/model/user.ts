import type { LanguageTag } from './language.ts';
import type { OrgMembership } from './organisation.ts';

export const ACCESS_LEVELS = [0, 1, 2] as const;
/** 0 participant, 1 Guide (facilitator), 2 super-admin. */
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
// Each name keeps its literal type, so comparing with it narrows a level as the number did.
export const PARTICIPANT = 0 satisfies AccessLevel;
export const GUIDE = 1 satisfies AccessLevel;
export const SUPER_ADMIN = 2 satisfies AccessLevel;
/** The levels with a console: Guides and super-admins. */
export type StaffLevel = typeof GUIDE | typeof SUPER_ADMIN;

/** Whether a number read from outside (a reply, a request) is one of the access levels. */
export const isAccessLevel = (level: unknown): level is AccessLevel =>
  (ACCESS_LEVELS as readonly unknown[]).includes(level);

/** Completion of the four pre-work steps: Identify, Define, Rank, % Lived. */
export type ResponseCompleted = readonly [boolean, boolean, boolean, boolean];
export const NOTHING_COMPLETED: ResponseCompleted = [false, false, false, false];

export interface User {
  readonly uid: string;
  readonly forename: string;
  readonly surname: string;
  readonly email: string;
  /** argon2id hash; null until a password is set. */
  readonly passwordHash: string | null;
  readonly accessLevel: AccessLevel;
  readonly portalLink: string;
  readonly mwEnabled: boolean;
  /** The user's event (at most one at a time). */
  readonly eventId: string | null;
  readonly responseCompleted: ResponseCompleted;
  /** Who created the account (a Guide's participants stay in the Guide's scope). */
  readonly createdBy: string | null;
  /**
   * The organisation the user belongs to: a participant's is that of the Guide or event that
   * brought them in, and never changes; staff act through `orgs`.
   */
  readonly orgId: string;
  /** A Guide's organisations and role in each (empty for participants and super-admins). */
  readonly orgs: readonly OrgMembership[];
  readonly lastLoginAt: Date | null;
  readonly createdAt: Date;
  /** The language the person chose (rules/language.ts); null: their browser's, else their event's. */
  readonly language: LanguageTag | null;
}

/** A user as other users see it: never the password hash. */
export interface PublicUser {
  readonly uid: string;
  readonly forename: string;
  readonly surname: string;
  readonly email: string;
  readonly accessLevel: AccessLevel;
  readonly portal_link: string;
  readonly mwEnabled: boolean;
  readonly event: string | null;
  readonly responseCompleted: ResponseCompleted;
  readonly language: LanguageTag | null;
}

export const toPublicUser = (user: User): PublicUser => ({
  uid: user.uid,
  forename: user.forename,
  surname: user.surname,
  email: user.email,
  accessLevel: user.accessLevel,
  portal_link: user.portalLink,
  mwEnabled: user.mwEnabled,
  event: user.eventId,
  responseCompleted: user.responseCompleted,
  language: user.language,
});

/** Emails are unique compared case-insensitively; they are stored normalised. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const isPreworkComplete = (user: Pick<User, 'responseCompleted'>): boolean =>
  user.responseCompleted.every(Boolean);
