import type { Deps } from '../../ports/deps.ts';
import { type FollowUpDrift, followUpDrift } from '../../rules/follow-up-drift.ts';
import { openFollowUp } from './follow-up-by-token.ts';

export interface FollowUpView {
  readonly eventName: string;
  /** The point: days after the event date. */
  readonly days: number;
  readonly expiresAt: Date;
  /** The ten values in the workshop's rank order, each with its workshop "% lived". */
  readonly values: readonly {
    readonly value: string;
    readonly rank: number;
    readonly percentLived: number;
  }[];
  /** The drift, once answered (a second visit shows the result); null before. */
  readonly drift: FollowUpDrift | null;
}

/** GET of the one-tap link: only reads (mail scanners open links), as the logon links do. */
export const viewFollowUp = async (
  deps: Pick<Deps, 'store' | 'tokens' | 'clock'>,
  input: { readonly token: string },
): Promise<FollowUpView> => {
  const { followUp, event, workshop } = await openFollowUp(deps.store, deps, input.token);
  return {
    eventName: event.eventName,
    days: followUp.days,
    expiresAt: followUp.expiresAt,
    values: workshop.values.map((chosen, i) => ({
      value: chosen.value,
      rank: i + 1,
      percentLived: workshop.percentLived[i] ?? 0,
    })),
    drift: followUp.percentLived === null ? null : followUpDrift(workshop, followUp.percentLived),
  };
};
