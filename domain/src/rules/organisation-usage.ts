import { type ErrorText, invalid } from '../errors/domain-error.ts';
import type { CalendarDate } from '../model/calendar-date.ts';
import type { LiveStep } from '../model/live-activity.ts';
import { defineMessage } from './message-descriptor.ts';

/** What one participant of an event did, as far as usage counts it. */
export interface UsageParticipant {
  /** All four pre-work steps complete (model/user.ts isPreworkComplete). */
  readonly preworkComplete: boolean;
  /** The furthest live step reached; null when they never joined the live session. */
  readonly liveStep: LiveStep | null;
}

/**
 * One event's counts: its roster as it is now, those of it who completed the pre-work and those
 * who reached the live session's Output step. The database computes them in SQL
 * (EventRepository.usage); `eventUsageOf` states the same rule over participants in memory.
 */
export interface EventUsage {
  readonly eventDate: CalendarDate;
  readonly participantsInvited: number;
  readonly preworkCompleted: number;
  readonly liveCompleted: number;
}

/** One month of an organisation's usage, as a provider invoices it. */
export interface UsageMonth {
  /** `YYYY-MM`. */
  readonly month: string;
  readonly eventsHeld: number;
  readonly participantsInvited: number;
  readonly preworkCompleted: number;
  readonly liveCompleted: number;
}

/** The live session counts as completed once the participant reached its Output step. */
export const LIVE_COMPLETED_FROM: LiveStep = 3;

export const isLiveCompleted = (liveStep: LiveStep | null): boolean =>
  liveStep !== null && liveStep >= LIVE_COMPLETED_FROM;

export const eventUsageOf = (
  eventDate: CalendarDate,
  participants: readonly UsageParticipant[],
): EventUsage => ({
  eventDate,
  participantsInvited: participants.length,
  preworkCompleted: participants.filter((participant) => participant.preworkComplete).length,
  liveCompleted: participants.filter((participant) => isLiveCompleted(participant.liveStep)).length,
});

/**
 * Usage per calendar month of the event date, for events dated from `from` to `to` (both
 * included), every month in between listed even when empty, oldest first.
 */
export const usageByMonth = (
  events: readonly EventUsage[],
  from: CalendarDate,
  to: CalendarDate,
): readonly UsageMonth[] => {
  const months = new Map<string, Omit<UsageMonth, 'month'>>();
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = nextMonth(month))
    months.set(month, { eventsHeld: 0, participantsInvited: 0, preworkCompleted: 0, liveCompleted: 0 });
  for (const event of events) {
    if (event.eventDate < from || event.eventDate > to) continue;
    const counts = months.get(event.eventDate.slice(0, 7));
    if (counts === undefined) continue;
    months.set(event.eventDate.slice(0, 7), {
      eventsHeld: counts.eventsHeld + 1,
      participantsInvited: counts.participantsInvited + event.participantsInvited,
      preworkCompleted: counts.preworkCompleted + event.preworkCompleted,
      liveCompleted: counts.liveCompleted + event.liveCompleted,
    });
  }
  return [...months].map(([month, counts]) => ({ month, ...counts }));
};

const nextMonth = (month: string): string => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
};

/** Months a report covers when no start is asked for: the last twelve, this one included. */
export const USAGE_DEFAULT_MONTHS = 12;
/** The longest report: five years of months (60 rows). */
export const USAGE_MAX_MONTHS = 60;

export const USAGE_BACKWARDS_MESSAGE = defineMessage({
  id: 'error.usage.usageBackwards',
  defaultMessage: 'from must not be after to',
});
export const USAGE_TOO_LONG_MESSAGE: ErrorText = {
  message: defineMessage({
    id: 'error.usage.tooLong',
    defaultMessage: 'A usage report covers at most {years} years: narrow from and to',
  }),
  values: { years: USAGE_MAX_MONTHS / 12 },
};

/** Months from `from`'s to `to`'s, both counted (1 for the same month). */
const monthsSpanned = (from: CalendarDate, to: CalendarDate): number => {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
};

/** The first day of the month `months` before the month of `date`. */
const firstOfMonthBefore = (date: CalendarDate, months: number): CalendarDate => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01` as CalendarDate;
};

/**
 * The days a usage report covers: `to` defaults to today, `from` to the first day of the month
 * eleven months before `to`'s (the last twelve months); a backwards range or one spanning more than
 * USAGE_MAX_MONTHS months is refused (400).
 */
export const usagePeriod = (
  requested: { readonly from?: CalendarDate | undefined; readonly to?: CalendarDate | undefined },
  today: CalendarDate,
): { readonly from: CalendarDate; readonly to: CalendarDate } => {
  const to = requested.to ?? today;
  const from = requested.from ?? firstOfMonthBefore(to, USAGE_DEFAULT_MONTHS - 1);
  if (from > to) throw invalid('USAGE.BACKWARDS', USAGE_BACKWARDS_MESSAGE);
  if (monthsSpanned(from, to) > USAGE_MAX_MONTHS) throw invalid('USAGE.TOO_LONG', USAGE_TOO_LONG_MESSAGE);
  return { from, to };
};
