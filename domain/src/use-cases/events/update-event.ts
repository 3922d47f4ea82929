import type { Actor } from '../../model/actor.ts';
import type { EventDetails } from '../../model/event.ts';
import type { LanguageTag } from '../../model/language.ts';
import { GUIDE } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { changedFields } from '../../rules/audit-log.ts';
import { checkEventDetails } from '../../rules/event-details.ts';
import { checkFollowUpDays } from '../../rules/follow-ups.ts';
import { requireLevel } from '../../rules/permissions.ts';
import { checkAutoRemindDays } from '../../rules/reminders.ts';
import { checkTimeZone } from '../../rules/time-zone.ts';
import { eventTodayOf } from '../shared/access.ts';
import { byActor, recordAudit } from '../shared/audit.ts';
import { type EventView, loadEventView } from './event-view.ts';
import { loadEventToChange } from './managed-event.ts';

/** The fields an event update may change, named in its audit entry. */
const EVENT_DETAIL_FIELDS = [
  'eventName',
  'eventDate',
  'accessClose',
  'eventType',
  'sessionAccess',
  'autoRemindDays',
  'followUpDays',
  'language',
  'timeZone',
] as const;

export interface UpdateEventInput extends EventDetails {
  readonly eid: string;
  /** Days before the event date for the automatic reminder, null for none; absent keeps it as it is. */
  readonly autoRemindDays?: number | null;
  /** Days after the event date of the follow-up re-ratings; absent keeps them as they are. */
  readonly followUpDays?: readonly number[];
  /** The people's default language, null for none; absent keeps it as it is. */
  readonly language?: LanguageTag | null;
  /** The IANA zone its dates are in; absent keeps the stored one. */
  readonly timeZone?: string;
}

export type UpdateEventResult = EventView;

/** Saves the Edit Event panel's details (and automatic reminder) of an active event the actor manages. */
export const updateEvent = async (
  deps: Pick<Deps, 'store' | 'clock' | 'ids' | 'config'>,
  actor: Actor,
  input: UpdateEventInput,
): Promise<UpdateEventResult> => {
  requireLevel(actor, GUIDE);
  const zone = input.timeZone === undefined ? {} : { timeZone: checkTimeZone(input.timeZone) };
  const autoRemind =
    input.autoRemindDays === undefined ? {} : { autoRemindDays: checkAutoRemindDays(input.autoRemindDays) };
  const followUps =
    input.followUpDays === undefined ? {} : { followUpDays: checkFollowUpDays(input.followUpDays) };
  const updated = await deps.store.transaction(async (tx) => {
    const before = await loadEventToChange(tx, deps, actor, input.eid);
    // "Today" in the zone given, else in the event's stored zone.
    const today = eventTodayOf(deps.clock, { timeZone: zone.timeZone ?? before.timeZone });
    const details = checkEventDetails(input, today, deps.config.lifecycle.maxAccessDays);
    const language = input.language === undefined ? {} : { language: input.language };
    const event = { ...before, ...details, ...autoRemind, ...followUps, ...language, ...zone };
    await tx.events.update(event);
    await recordAudit(tx, deps, byActor(actor), {
      action: 'event.updated',
      target: { kind: 'event', id: event.eid },
      orgId: event.orgId,
      details: { fields: changedFields(before, event, EVENT_DETAIL_FIELDS) },
    });
    return event;
  });
  return loadEventView(deps.store, deps, updated);
};
