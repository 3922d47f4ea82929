import type { RequestContext } from './audit-entry.ts';
import type { EventHeader } from './event.ts';
import type { OrgMembership } from './organisation.ts';
import type { AccessLevel, User } from './user.ts';

/** The signed-in user a request acts for. */
export interface Actor {
  readonly uid: string;
  /** The actor's email as read with the session (the audit log names them by it). */
  readonly email: string;
  readonly accessLevel: AccessLevel;
  readonly mwEnabled: boolean;
  readonly eventId: string | null;
  /** The organisation the actor belongs to (a participant's; staff act through `orgs`). */
  readonly orgId: string;
  /** A Guide's organisations and role in each; empty for others. */
  readonly orgs: readonly OrgMembership[];
  /**
   * The actor's own record and event as read with the session at the start of this request, so
   * acting on oneself (the busiest path: saving values) needs no second read.
   */
  /** The request this actor made (its id and client address), for the audit log. */
  readonly request?: RequestContext;
  readonly self?: { readonly user: User; readonly event: EventHeader | null };
}

export const actorOf = (user: User): Actor => ({
  uid: user.uid,
  email: user.email,
  accessLevel: user.accessLevel,
  mwEnabled: user.mwEnabled,
  eventId: user.eventId,
  orgId: user.orgId,
  orgs: user.orgs,
});
