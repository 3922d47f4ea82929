import { conflict, invalid } from '../../errors/domain-error.ts';
import type { Deps } from '../../ports/deps.ts';
import { type FollowUpDrift, followUpDrift } from '../../rules/follow-up-drift.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { openFollowUp } from './follow-up-by-token.ts';

export interface SubmitFollowUpInput {
  readonly token: string;
  /** Today's "% lived", one per value in the workshop's rank order. */
  readonly percentLived: readonly number[];
  readonly note?: string;
}

/**
 * POST of the one-tap link: records the re-rating once (a second submit is a 409; the first
 * stands) and answers with the drift from the workshop.
 */
export const submitFollowUp = async (
  deps: Pick<Deps, 'store' | 'tokens' | 'clock'>,
  input: SubmitFollowUpInput,
): Promise<FollowUpDrift> =>
  deps.store.transaction(async (tx) => {
    const { followUp, workshop } = await openFollowUp(tx, deps, input.token);
    if (input.percentLived.length !== workshop.values.length)
      throw invalid('FOLLOW_UP.BAD_RATINGS', {
        message: defineMessage({
          id: 'error.followUp.badRatings',
          defaultMessage: 'percentLived must have {count} numbers',
        }),
        values: { count: workshop.values.length },
      });
    const note = input.note?.trim() || null;
    const recorded = await tx.followUps.answer(followUp.id, {
      percentLived: input.percentLived,
      note,
      answeredAt: deps.clock.now(),
    });
    if (!recorded)
      throw conflict(
        'FOLLOW_UP.ANSWERED',
        defineMessage({
          id: 'error.followUp.answered',
          defaultMessage: 'This follow-up has already been answered.',
        }),
      );
    return followUpDrift(workshop, input.percentLived);
  });
