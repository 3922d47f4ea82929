import type { AccessLevel, User } from './user.ts';

/** The signed-in user a request acts for. */
export interface Actor {
  readonly uid: string;
  readonly accessLevel: AccessLevel;
  readonly mwEnabled: boolean;
  readonly eventId: string | null;
}

export const actorOf = (user: User): Actor => ({
  uid: user.uid,
  accessLevel: user.accessLevel,
  mwEnabled: user.mwEnabled,
  eventId: user.eventId,
});
