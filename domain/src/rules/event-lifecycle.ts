import { addDays, addOneMonth, type CalendarDate } from '../model/calendar-date.ts';
import type { WorkshopEvent } from '../model/event.ts';
import { followUpExpiresAt } from './follow-ups.ts';
import { calendarDateIn } from './time-zone.ts';

export interface LifecyclePolicy {
  /** Days a closed event stays listed as closed before it is pending removal (RETENTION_DAYS). */
  readonly retentionDays: number;
  /** Days an event stays pending removal before it is purged (PURGE_GRACE_DAYS). */
  readonly purgeGraceDays: number;
  /** The latest access close an event may have, in days after its event date (MAX_ACCESS_DAYS). */
  readonly maxAccessDays: number;
  /** Minutes a generated file (PDF, archive) nobody fetched is kept before the sweep removes it (FILE_TTL_MINUTES). */
  readonly fileTtlMinutes: number;
  /** Days an audit entry is kept before the sweep deletes it (AUDIT_RETENTION_DAYS). */
  readonly auditRetentionDays: number;
}

export const DEFAULT_LIFECYCLE_POLICY: LifecyclePolicy = {
  retentionDays: 30,
  purgeGraceDays: 7,
  maxAccessDays: 365,
  fileTtlMinutes: 60,
  auditRetentionDays: 400,
};

/**
 * The organisations that set their own retention (Organisation.retentionDays), by orgId: for their
 * events it replaces the deployment's RETENTION_DAYS. The others, the default organisation among
 * them unless it sets one, keep the policy's.
 */
export type RetentionOverrides = ReadonlyMap<string, number>;

export const NO_RETENTION_OVERRIDES: RetentionOverrides = new Map();

/** The lifecycle policy of an organisation's events: its own retention when it set one. */
export const policyForOrg = (
  policy: LifecyclePolicy,
  overrides: RetentionOverrides,
  orgId: string,
): LifecyclePolicy => {
  const retentionDays = overrides.get(orgId);
  return retentionDays === undefined ? policy : { ...policy, retentionDays };
};

/** active -> closed (facilitator close, or the access close date passed) -> pending removal -> purge due. */
export type EventStatus = 'active' | 'closed' | 'pending-removal' | 'purge-due';

/** The default access close: one month after the event date. */
export const defaultAccessClose = (eventDate: CalendarDate): CalendarDate => addOneMonth(eventDate);

/** The day an event closed: the facilitator's close, or the day after its access close date. */
export const closedOn = (
  event: Pick<WorkshopEvent, 'state' | 'closedOn' | 'accessClose'>,
  today: CalendarDate,
): CalendarDate | null => {
  if (event.state === 'closed' && event.closedOn !== null) return event.closedOn;
  // Open through its access close date (dates compare as text): no date arithmetic for an open
  // event, which lists of thousands judge one by one.
  return today > event.accessClose ? addDays(event.accessClose, 1) : null;
};

type LifecycleFields = Pick<
  WorkshopEvent,
  'state' | 'closedOn' | 'accessClose' | 'eventDate' | 'followUpDays' | 'timeZone'
>;

/**
 * The day retention starts counting: the day the event closed or, when its last follow-up link
 * expires later, the day after that in the event's time zone (the zone its "today" is counted in;
 * a Guide who asks for a 90-day follow-up gets it, and its answers are kept as long as the rest
 * of the event).
 */
const retainedFrom = (
  event: Pick<WorkshopEvent, 'eventDate' | 'followUpDays' | 'timeZone'>,
  closed: CalendarDate,
): CalendarDate => {
  const last = event.followUpDays.length - 1;
  if (last < 0) return closed;
  const linksEnd = followUpExpiresAt(event.eventDate, event.followUpDays, last);
  const dayAfter = addDays(calendarDateIn(linksEnd, event.timeZone), 1);
  return dayAfter > closed ? dayAfter : closed;
};

export const eventStatus = (
  event: LifecycleFields,
  today: CalendarDate,
  policy: LifecyclePolicy,
): EventStatus => {
  const closed = closedOn(event, today);
  if (closed === null) return 'active';
  const pendingFrom = addDays(retainedFrom(event, closed), policy.retentionDays);
  if (today < pendingFrom) return 'closed';
  return today < addDays(pendingFrom, policy.purgeGraceDays) ? 'pending-removal' : 'purge-due';
};

/** Whether the event is still active: not closed, by its facilitator or by date (no policy needed). */
export const isEventActive = (
  event: Pick<WorkshopEvent, 'state' | 'closedOn' | 'accessClose'>,
  today: CalendarDate,
): boolean => closedOn(event, today) === null;
