import { checkFollowUpDays, FOLLOW_UP_MAX_POINTS } from '@vs/domain';
import { TextField } from '@vs/ui';

export const FOLLOW_UP_DAYS_FORMAT = 'Enter numbers of days separated by commas, e.g. 30, 90';
export const FOLLOW_UP_DAYS_ASCENDING = 'List the days in ascending order';

/** The event's follow-up points as the field shows them. */
export const followUpDaysText = (days: readonly number[]): string => days.join(', ');

/**
 * The days a Guide typed (`30, 90`; empty: none), or what is wrong with them: numbers, ascending,
 * then the domain's rule (rules/follow-ups.ts: positive, at most FOLLOW_UP_MAX_POINTS, not too far).
 */
export const parseFollowUpDays = (
  text: string,
): { readonly days: number[] } | { readonly problem: string } => {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.some((part) => !/^\d+(\.\d+)?$/.test(part))) return { problem: FOLLOW_UP_DAYS_FORMAT };
  const days = parts.map(Number);
  if (days.some((day, i) => i > 0 && day <= (days[i - 1] ?? 0))) return { problem: FOLLOW_UP_DAYS_ASCENDING };
  try {
    return { days: checkFollowUpDays(days) };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : FOLLOW_UP_DAYS_FORMAT };
  }
};

/** What a save sends of the follow-up points: nothing unless the Guide changed them. */
export const followUpDaysEdit = (text: string | undefined): { followUpDays?: number[] } => {
  if (text === undefined) return {};
  const parsed = parseFollowUpDays(text);
  return 'days' in parsed ? { followUpDays: parsed.days } : {};
};

/**
 * The event's follow-up re-ratings (issue 39, `followUpDays`): days after the event date at which
 * its participants are emailed a one-minute re-rating. Saved with the event's details; a Save
 * with a problem here sends nothing.
 */
export const FollowUpDaysField = ({
  id,
  text,
  onChange,
}: {
  readonly id: string;
  readonly text: string;
  readonly onChange: (text: string) => void;
}) => {
  const parsed = parseFollowUpDays(text);
  return (
    <TextField
      id={id}
      label="Follow-up after (days)"
      hint={`Up to ${FOLLOW_UP_MAX_POINTS}, e.g. 30, 90; empty for none`}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      error={'problem' in parsed ? parsed.problem : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
};
