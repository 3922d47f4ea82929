import type { CalendarDate } from './calendar-date.ts';
import type { LanguageTag } from './language.ts';

export const EVENT_TYPES = ['Reg', 'Non-reg'] as const;
/** 'Reg' is shown as Regular, 'Non-reg' as Discount. */
export type EventType = (typeof EVENT_TYPES)[number];

export const SESSION_ACCESS = ['Pre-work', 'Live'] as const;
export type SessionAccess = (typeof SESSION_ACCESS)[number];

/**
 * What is stored. `open` events may still be closed by date; the effective status
 * (see rules/event-lifecycle.ts) is derived from this and the calendar.
 */
export type StoredEventState = 'open' | 'closed';

/** What the Create and Edit Event panels set. */
export interface EventDetails {
  readonly eventName: string;
  readonly eventDate: CalendarDate;
  readonly accessClose: CalendarDate;
  readonly eventType: EventType;
  readonly sessionAccess: SessionAccess;
}

/** Only the details, without whatever else the source carries. */
export const eventDetailsOf = (source: EventDetails): EventDetails => ({
  eventName: source.eventName,
  eventDate: source.eventDate,
  accessClose: source.accessClose,
  eventType: source.eventType,
  sessionAccess: source.sessionAccess,
});

export interface WorkshopEvent extends EventDetails {
  readonly eid: string;
  /** The client organisation the event belongs to (rules/organisation-scope.ts). */
  readonly orgId: string;
  readonly facilitatorId: string;
  /** Ordered participant uids; `emailsSent[i]` belongs to `participants[i]`. */
  readonly participants: readonly string[];
  /**
   * Whether a logon email was asked for since the participant joined. Whether it was delivered is
   * the delivery's record (rules/event-roster.ts logonEmailStates); replies call only a delivered
   * one sent.
   */
  readonly emailsSent: readonly boolean[];
  readonly state: StoredEventState;
  /** Set when a facilitator closes the event. */
  readonly closedOn: CalendarDate | null;
  /**
   * How many days before the event date the lifecycle sweep reminds, once, everyone who has not
   * finished the pre-work (rules/reminders.ts autoReminderDue); null: no automatic reminder.
   */
  readonly autoRemindDays: number | null;
  /** The day the automatic reminder ran; null until it has. */
  readonly autoRemindedOn: CalendarDate | null;
  /**
   * Days after the event date (decimals allowed) at which the lifecycle sweep emails a follow-up
   * re-rating (rules/follow-ups.ts), ascending; empty: none.
   */
  readonly followUpDays: readonly number[];
  /** The language of the people it brings in who chose none and whose browser asks for none shipped. */
  readonly language: LanguageTag | null;
  /**
   * The IANA time zone its dates are in (rules/time-zone.ts): access closes at the end of the
   * access close date there. `UTC` for events made before zones.
   */
  readonly timeZone: string;
  readonly createdAt: Date;
}

/**
 * A stored event without its roster (participant uids and their logon-email flags): what a member's
 * own requests need of their event. It is read with the session on every request, and a room's
 * roster is hundreds of uids that none of those requests look at.
 */
export type EventHeader = Omit<WorkshopEvent, 'participants' | 'emailsSent'>;

/** The event without its roster. */
export const eventHeaderOf = ({ participants: _, emailsSent: __, ...header }: WorkshopEvent): EventHeader =>
  header;

/** A stored event without its participant lists, which are only counted: what event lists need. */
export interface EventSummaryRecord
  extends EventDetails,
    Pick<
      WorkshopEvent,
      'eid' | 'orgId' | 'facilitatorId' | 'state' | 'closedOn' | 'followUpDays' | 'timeZone'
    > {
  /** The length of the stored participant list. */
  readonly participantCount: number;
}

export const summaryRecordOf = (event: WorkshopEvent): EventSummaryRecord => ({
  eid: event.eid,
  ...eventDetailsOf(event),
  orgId: event.orgId,
  facilitatorId: event.facilitatorId,
  participantCount: event.participants.length,
  state: event.state,
  closedOn: event.closedOn,
  followUpDays: event.followUpDays,
  timeZone: event.timeZone,
});
