import type { WorkshopEvent } from '../../model/event.ts';
import type { ValuesResponse } from '../../model/response.ts';
import type { Repositories } from '../../ports/repositories.ts';

/** The response a follow-up is compared with: the live session's when the event had one, else the pre-work's. */
export const workshopResponse = (
  repos: Repositories,
  uid: string,
  event: Pick<WorkshopEvent, 'sessionAccess'>,
): Promise<ValuesResponse | null> =>
  repos.responses.find(uid, event.sessionAccess === 'Live' ? 'live' : 'prework');
