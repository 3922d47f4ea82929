import { conflict, DomainError } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { Deps } from '../../ports/deps.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { loadUserToActOn, type UserWithEvent } from '../shared/access.ts';
import { assertEventActive } from '../shared/event-status.ts';

export type ResponseDeps = Pick<Deps, 'store' | 'clock' | 'config'>;

export const SAVED_MESSAGE = 'Saved';
export const PREWORK_INCOMPLETE_MESSAGE = defineMessage({
  id: 'error.response.preworkIncomplete',
  defaultMessage: 'You have not completed your pre-work. Please do so now',
});
export const MW_NOT_ENABLED_MESSAGE = defineMessage({
  id: 'error.response.mwNotEnabled',
  defaultMessage: 'Meaningful Work is not enabled for this user',
});
export const LIVE_NOT_OPEN_MESSAGE = defineMessage({
  id: 'error.response.liveNotOpen',
  defaultMessage: 'Your event is in Pre-work: the live session opens when your Guide sets the event to Live.',
});

/** The live record exists only once pre-work is complete; the client turns this into its banner. */
export const preworkIncomplete = (): DomainError =>
  conflict('PREWORK.INCOMPLETE', PREWORK_INCOMPLETE_MESSAGE);

/**
 * The user whose responses are read or written: the actor, or with `uid` a user the actor may
 * act on (404 otherwise). Nobody reads or writes responses of a closed event (409).
 */
export const loadResponseTarget = async (
  deps: ResponseDeps,
  actor: Actor,
  uid: string | undefined,
): Promise<UserWithEvent> => {
  const target = await loadUserToActOn(deps.store, actor, uid ?? actor.uid);
  if (target.event !== null) assertEventActive(deps, target.event);
  return target;
};

/**
 * Session access (spec 2.4, 4): while their event is in Pre-work, its participants (a Guide in a
 * personal event too) neither read nor write their live work (403). Someone acting on another
 * user's work (a Guide or super-admin managing the event) is not held back: they may look ahead.
 */
export const assertLiveOpen = (actor: Actor, { user, event }: UserWithEvent): void => {
  if (user.uid === actor.uid && event?.sessionAccess === 'Pre-work') {
    throw new DomainError('forbidden', 'SESSION.PREWORK_ONLY', LIVE_NOT_OPEN_MESSAGE);
  }
};

/** As loadResponseTarget for the live work (see assertLiveOpen). */
export const loadLiveTarget = async (
  deps: ResponseDeps,
  actor: Actor,
  uid: string | undefined,
): Promise<UserWithEvent> => {
  const target = await loadResponseTarget(deps, actor, uid);
  assertLiveOpen(actor, target);
  return target;
};

/**
 * The Meaningful Work sheet is the live wizard's last step: as loadLiveTarget, and the target must
 * have Meaningful Work enabled (403 otherwise).
 */
export const loadMeaningfulWorkTarget = async (
  deps: ResponseDeps,
  actor: Actor,
  uid: string | undefined,
): Promise<UserWithEvent> => {
  const target = await loadLiveTarget(deps, actor, uid);
  if (!target.user.mwEnabled) throw new DomainError('forbidden', 'MW.NOT_ENABLED', MW_NOT_ENABLED_MESSAGE);
  return target;
};
