import type { CalendarDate } from '../model/calendar-date.ts';
import type { LiveStep } from '../model/live-activity.ts';

/** What one participant of an event did, as far as usage counts it. */
export interface UsageParticipant {
  readonly preworkComplete: boolean;
  /** The furthest live step reached; null when they never joined the live session. */
  readonly liveStep: LiveStep | null;
}

export interface UsageEvent {
  readonly eventDate: CalendarDate;
  readonly participants: readonly UsageParticipant[];
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

/**
 * Usage per calendar month of the event date, for events dated from `from` to `to` (both
 * included), every month in between listed even when empty, oldest first.
 */
export const usageByMonth = (
  events: readonly UsageEvent[],
  from: CalendarDate,
  to: CalendarDate,
): readonly UsageMonth[] => {
  const months = new Map<
    string,
    { eventsHeld: number; participantsInvited: number; preworkCompleted: number; liveCompleted: number }
  >();
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = nextMonth(month))
    months.set(month, { eventsHeld: 0, participantsInvited: 0, preworkCompleted: 0, liveCompleted: 0 });
  for (const event of events) {
    if (event.eventDate < from || event.eventDate > to) continue;
    const counts = months.get(event.eventDate.slice(0, 7));
    if (counts === undefined) continue;
    counts.eventsHeld += 1;
    counts.participantsInvited += event.participants.length;
    for (const participant of event.participants) {
      if (participant.preworkComplete) counts.preworkCompleted += 1;
      if (participant.liveStep !== null && participant.liveStep >= LIVE_COMPLETED_FROM)
        counts.liveCompleted += 1;
    }
  }
  return [...months].map(([month, counts]) => ({ month, ...counts }));
};

const nextMonth = (month: string): string => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
};
