import type { LanguageTag } from '../../model/language.ts';
import type { Deps } from '../../ports/deps.ts';
import { type FollowUpDrift, followUpDrift } from '../../rules/follow-up-drift.ts';
import { pickLanguage } from '../../rules/language.ts';
import { openFollowUp } from './follow-up-by-token.ts';

export interface FollowUpView {
  readonly eventName: string;
  /** The point: days after the event date. */
  readonly days: number;
  readonly expiresAt: Date;
  /** The person's language (rules/language.ts): their choice, else their browser's, else the event's. */
  readonly language: LanguageTag;
  /** The ten values in the workshop's rank order, each with its workshop "% lived". */
  readonly values: readonly {
    readonly value: string;
    /** Index in the default value list (its name in the viewer's language); -1 for one written. */
    readonly originalIndex: number;
    readonly rank: number;
    readonly percentLived: number;
  }[];
  /** The drift, once answered (a second visit shows the result); null before. */
  readonly drift: FollowUpDrift | null;
}

/** GET of the one-tap link: only reads (mail scanners open links), as the logon links do. */
export const viewFollowUp = async (
  deps: Pick<Deps, 'store' | 'tokens' | 'clock'>,
  input: { readonly token: string; readonly acceptLanguage?: string | null },
): Promise<FollowUpView> => {
  const { followUp, event, workshop } = await openFollowUp(deps.store, deps, input.token);
  const person = await deps.store.users.findById(followUp.uid);
  return {
    eventName: event.eventName,
    days: followUp.days,
    expiresAt: followUp.expiresAt,
    language: pickLanguage({
      chosen: person?.language ?? null,
      acceptLanguage: input.acceptLanguage ?? null,
      fallback: event.language,
    }),
    values: workshop.values.map((chosen, i) => ({
      value: chosen.value,
      originalIndex: chosen.originalIndex,
      rank: i + 1,
      percentLived: workshop.percentLived[i] ?? 0,
    })),
    drift: followUp.percentLived === null ? null : followUpDrift(workshop, followUp.percentLived),
  };
};
