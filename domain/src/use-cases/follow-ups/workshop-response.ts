import type { WorkshopEvent } from '../../model/event.ts';
import type { ResponseKind, ValuesResponse } from '../../model/response.ts';
import type { Repositories } from '../../ports/repositories.ts';

/** The record a follow-up is compared with: the live session's when the event had one, else the pre-work's. */
const workshopKind = (event: Pick<WorkshopEvent, 'sessionAccess'>): ResponseKind =>
  event.sessionAccess === 'Live' ? 'live' : 'prework';

/** One person's workshop response (workshopKind). */
export const workshopResponse = (
  repos: Repositories,
  uid: string,
  event: Pick<WorkshopEvent, 'sessionAccess'>,
): Promise<ValuesResponse | null> => repos.responses.find(uid, workshopKind(event));

/** Several people's workshop responses in one read, by uid (none for who has no record). */
export const workshopResponses = async (
  repos: Repositories,
  uids: readonly string[],
  event: Pick<WorkshopEvent, 'sessionAccess'>,
): Promise<Map<string, ValuesResponse>> =>
  new Map((await repos.responses.findForUsers(uids, workshopKind(event))).map((r) => [r.uid, r]));
