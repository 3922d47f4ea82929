import { checkFollowUpDays, FOLLOW_UP_MAX_DAYS, FOLLOW_UP_MAX_POINTS } from '@vs/domain';
import { TextField } from '@vs/ui';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';

/** What can be wrong with the typed days, in the viewer's language (`{max}`: the domain's bound). */
const PROBLEM_WORDS = defineMessages({
  format: {
    id: 'console.events.followUpDays.format',
    defaultMessage: 'Enter numbers of days separated by commas, e.g. 30, 90',
  },
  ascending: {
    id: 'console.events.followUpDays.ascending',
    defaultMessage: 'List the days in ascending order',
  },
  tooMany: {
    id: 'console.events.followUpDays.tooMany',
    defaultMessage: 'An event can have at most {max} follow-ups',
  },
  outOfRange: {
    id: 'console.events.followUpDays.outOfRange',
    defaultMessage: 'Each follow-up must be more than 0 and at most {max} days after the event',
  },
});

export type FollowUpProblem = keyof typeof PROBLEM_WORDS;

export const FOLLOW_UP_PROBLEMS: Readonly<Record<FollowUpProblem, MessageDescriptor>> = PROBLEM_WORDS;

/** The bound a problem names. */
const PROBLEM_BOUNDS: Readonly<Record<FollowUpProblem, number>> = {
  format: 0,
  ascending: 0,
  tooMany: FOLLOW_UP_MAX_POINTS,
  outOfRange: FOLLOW_UP_MAX_DAYS,
};

/** The event's follow-up points as the field shows them. */
export const followUpDaysText = (days: readonly number[]): string => days.join(', ');

/**
 * The days a Guide typed (`30, 90`; empty: none), or what is wrong with them: numbers, ascending,
 * then the domain's rule (rules/follow-ups.ts: positive, at most FOLLOW_UP_MAX_POINTS, not too far).
 */
export const parseFollowUpDays = (
  text: string,
): { readonly days: number[] } | { readonly problem: FollowUpProblem } => {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.some((part) => !/^\d+(\.\d+)?$/.test(part))) return { problem: 'format' };
  const days = parts.map(Number);
  if (days.some((day, i) => i > 0 && day <= (days[i - 1] ?? 0))) return { problem: 'ascending' };
  try {
    return { days: checkFollowUpDays(days) };
  } catch {
    // Ascending days are distinct, so the domain refused either their number or their range.
    return { problem: days.length > FOLLOW_UP_MAX_POINTS ? 'tooMany' : 'outOfRange' };
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
  const intl = useIntl();
  const parsed = parseFollowUpDays(text);
  return (
    <TextField
      id={id}
      label={intl.formatMessage({
        id: 'console.events.followUpDays.label',
        defaultMessage: 'Follow-up after (days)',
      })}
      hint={intl.formatMessage(
        {
          id: 'console.events.followUpDays.hint',
          defaultMessage: 'Up to {max}, e.g. 30, 90; empty for none',
        },
        { max: FOLLOW_UP_MAX_POINTS },
      )}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      error={
        'problem' in parsed
          ? intl.formatMessage(FOLLOW_UP_PROBLEMS[parsed.problem], { max: PROBLEM_BOUNDS[parsed.problem] })
          : undefined
      }
      onChange={(event) => onChange(event.target.value)}
    />
  );
};
