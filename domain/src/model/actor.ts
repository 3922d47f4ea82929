import type { WorkshopEvent } from './event.ts';
import type { AccessLevel, User } from './user.ts';

/** The signed-in user a request acts for. */
export interface Actor {
  readonly uid: string;
  readonly accessLevel: AccessLevel;
  readonly mwEnabled: boolean;
  readonly eventId: string | null;
  /**
   * The actor's own record and event as read with the session at the start of this request, so
   * acting on oneself (the busiest path: saving values) needs no second read.
   */
  readonly self?: { readonly user: User; readonly event: WorkshopEvent | null };
}

export const actorOf = (user: User): Actor => ({
  uid: user.uid,
  accessLevel: user.accessLevel,
  mwEnabled: user.mwEnabled,
  eventId: user.eventId,
});
