import { invalid } from '../errors/domain-error.ts';
import type { CalendarDate } from '../model/calendar-date.ts';
import type { SessionAccess } from '../model/event.ts';
import type { LiveStep } from '../model/live-activity.ts';
import { isPreworkComplete, type User } from '../model/user.ts';
import { defineMessage } from './message-descriptor.ts';
import { isLiveCompleted } from './organisation-usage.ts';

/** An event may have at most this many follow-up points. */
export const FOLLOW_UP_MAX_POINTS = 4;
/** A follow-up point is at most this many days after the event date. */
export const FOLLOW_UP_MAX_DAYS = 730;
/** A follow-up link expires at the next point, and at the latest this many days after its own. */
export const FOLLOW_UP_LINK_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An event's follow-up points as saved: at most FOLLOW_UP_MAX_POINTS positive numbers of days
 * (decimals allowed) up to FOLLOW_UP_MAX_DAYS, none twice, returned in ascending order.
 */
export const checkFollowUpDays = (days: readonly number[]): number[] => {
  if (days.length > FOLLOW_UP_MAX_POINTS)
    throw invalid('EVENT.BAD_FOLLOW_UP_DAYS', {
      message: defineMessage({
        id: 'error.followUp.tooMany',
        defaultMessage: 'An event can have at most {max} follow-ups',
      }),
      values: { max: FOLLOW_UP_MAX_POINTS },
    });
  if (days.some((day) => !Number.isFinite(day) || day <= 0 || day > FOLLOW_UP_MAX_DAYS))
    throw invalid('EVENT.BAD_FOLLOW_UP_DAYS', {
      message: defineMessage({
        id: 'error.followUp.dayOutOfRange',
        defaultMessage: 'Each follow-up must be more than 0 and at most {max} days after the event',
      }),
      values: { max: FOLLOW_UP_MAX_DAYS },
    });
  const sorted = [...days].sort((a, b) => a - b);
  if (sorted.some((day, index) => index > 0 && day === sorted[index - 1]))
    throw invalid(
      'EVENT.BAD_FOLLOW_UP_DAYS',
      defineMessage({
        id: 'error.followUp.sameDay',
        defaultMessage: 'Each follow-up must be on a different day',
      }),
    );
  return sorted;
};

/** The instant of a follow-up point: the start (UTC) of the event date, plus `days`. */
export const followUpAt = (eventDate: CalendarDate, days: number): Date =>
  new Date(new Date(`${eventDate}T00:00:00.000Z`).getTime() + days * DAY_MS);

/**
 * When the link of point `index` (of the saved, ascending `followUpDays`) expires: at the next
 * point, and at the latest FOLLOW_UP_LINK_DAYS after its own.
 */
export const followUpExpiresAt = (
  eventDate: CalendarDate,
  followUpDays: readonly number[],
  index: number,
): Date => {
  const own = followUpDays[index];
  if (own === undefined) throw new RangeError(`No follow-up point ${index}`);
  const next = followUpDays[index + 1] ?? Number.POSITIVE_INFINITY;
  return followUpAt(eventDate, Math.min(next, own + FOLLOW_UP_LINK_DAYS));
};

/**
 * The points whose email is due now: reached, and whose link has not yet expired (a sweep missed
 * at the point catches up while the link would still work; never one no one could answer).
 */
export const dueFollowUpDays = (
  eventDate: CalendarDate,
  followUpDays: readonly number[],
  now: Date,
): number[] =>
  followUpDays.filter(
    (days, index) =>
      followUpAt(eventDate, days) <= now && now < followUpExpiresAt(eventDate, followUpDays, index),
  );

/**
 * Whom a follow-up goes to: who completed the live session or, when the event had no live session
 * (`Pre-work` access), the pre-work.
 */
export const followUpEligible = (
  sessionAccess: SessionAccess,
  participant: Pick<User, 'responseCompleted'> & { readonly liveStep: LiveStep | null },
): boolean =>
  sessionAccess === 'Live' ? isLiveCompleted(participant.liveStep) : isPreworkComplete(participant);
