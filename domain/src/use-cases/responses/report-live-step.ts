import { invalid } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { Deps } from '../../ports/deps.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { isLiveStep } from '../../rules/participant-progress.ts';
import { loadLiveTarget } from './response-target.ts';

export const LIVE_STEP_MESSAGE = 'Live step recorded';

export interface ReportLiveStepResult {
  readonly message: string;
  /** The actor's event, whose progress view should hear of it; null without an event. */
  readonly eventId: string | null;
}

/**
 * The actor's own live wizard reports the step it is on: recorded with the time as their last
 * activity. As for live work, their event must be active and, for its participants, Live (403).
 */
export const reportLiveStep = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config'>,
  actor: Actor,
  input: { readonly step: number },
): Promise<ReportLiveStepResult> => {
  if (!isLiveStep(input.step))
    throw invalid(
      'LIVE_STEP.BAD_STEP',
      defineMessage({ id: 'error.response.badLiveStep', defaultMessage: 'step must be 0, 1, 2, 3 or 4' }),
    );
  const { user, event } = await loadLiveTarget(deps, actor, undefined);
  await deps.store.users.recordLiveStep(user.uid, input.step, deps.clock.now());
  return { message: LIVE_STEP_MESSAGE, eventId: event?.eid ?? null };
};
