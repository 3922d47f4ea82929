import type { WorkshopEvent } from '../../model/event.ts';
import type { ResponseKind, ValuesResponse } from '../../model/response.ts';
import { type PublicUser, toPublicUser, type User } from '../../model/user.ts';
import type { Repositories } from '../../ports/repositories.ts';

/** A participant as event screens list them: the public user and whether their logon email went out. */
export type EventParticipant = PublicUser & { readonly emailSent: boolean };

export interface FacilitatorView {
  readonly uid: string;
  readonly forename: string;
  readonly surname: string;
}

/** Loads many users in one query, keyed by uid. */
export const usersById = async (repos: Repositories, uids: readonly string[]): Promise<Map<string, User>> => {
  const unique = [...new Set(uids)];
  if (unique.length === 0) return new Map();
  return new Map((await repos.users.findByIds(unique)).map((user) => [user.uid, user]));
};

/** Loads one kind of response record of many users in one query, keyed by uid. */
export const responsesByUid = async (
  repos: Repositories,
  uids: readonly string[],
  kind: ResponseKind,
): Promise<Map<string, ValuesResponse>> => {
  if (uids.length === 0) return new Map();
  return new Map(
    (await repos.responses.findForUsers(uids, kind)).map((response) => [response.uid, response]),
  );
};

/**
 * The event's participants in event order, each with their own emailsSent flag. A uid whose
 * account no longer exists is left out together with its flag, so the pairs stay aligned.
 */
export const participantsOf = (
  event: Pick<WorkshopEvent, 'participants' | 'emailsSent'>,
  users: ReadonlyMap<string, User>,
): EventParticipant[] =>
  event.participants.flatMap((uid, i) => {
    const user = users.get(uid);
    return user === undefined ? [] : [{ ...toPublicUser(user), emailSent: event.emailsSent[i] === true }];
  });

/** A deleted facilitator leaves the event readable, with a blank name. */
export const facilitatorOf = (
  event: Pick<WorkshopEvent, 'facilitatorId'>,
  users: ReadonlyMap<string, User>,
): FacilitatorView => {
  const user = users.get(event.facilitatorId);
  return { uid: event.facilitatorId, forename: user?.forename ?? '', surname: user?.surname ?? '' };
};
