import { notFound } from '../../errors/domain-error.ts';
import type { WorkshopEvent } from '../../model/event.ts';
import type { FollowUp } from '../../model/follow-up.ts';
import type { ValuesResponse } from '../../model/response.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { workshopResponse } from './workshop-response.ts';

/** Unknown, expired and erased follow-ups are one 404, so a guessed token learns nothing. */
export const FOLLOW_UP_LINK_INVALID = defineMessage({
  id: 'error.followUp.followUpLinkInvalid',
  defaultMessage: 'This follow-up link is not valid or has expired.',
});
const invalidFollowUpLink = () => notFound('FOLLOW_UP.LINK_INVALID', FOLLOW_UP_LINK_INVALID);

/** The follow-up a token opens, whatever its expiry (opting out works from any email); else 404. */
export const findFollowUp = async (
  deps: Pick<Deps, 'store' | 'tokens'>,
  token: string,
): Promise<FollowUp> => {
  const followUp = await deps.store.followUps.findByDigest(deps.tokens.digest(token));
  if (followUp === null) throw invalidFollowUpLink();
  return followUp;
};

export interface OpenFollowUp {
  readonly followUp: FollowUp;
  readonly event: WorkshopEvent;
  /** The workshop's response: the live session's when the event had one, else the pre-work's. */
  readonly workshop: ValuesResponse;
}

/** The follow-up a live (unexpired) token opens, with its event and the workshop's values; else 404. */
export const openFollowUp = async (
  repos: Repositories,
  deps: Pick<Deps, 'tokens' | 'clock'>,
  token: string,
): Promise<OpenFollowUp> => {
  const followUp = await repos.followUps.findByDigest(deps.tokens.digest(token));
  if (followUp === null || followUp.expiresAt <= deps.clock.now()) throw invalidFollowUpLink();
  const event = await repos.events.findById(followUp.eid);
  if (event === null) throw invalidFollowUpLink();
  const workshop = await workshopResponse(repos, followUp.uid, event);
  if (workshop === null) throw invalidFollowUpLink();
  return { followUp, event, workshop };
};
