import { forbidden, invalid, notFound } from '../../errors/domain-error.ts';
import { ERROR_MESSAGES } from '../../errors/error-messages.ts';
import type { Actor } from '../../model/actor.ts';
import type { CalendarDate } from '../../model/calendar-date.ts';
import type { EventDetails, WorkshopEvent } from '../../model/event.ts';
import type { LanguageTag } from '../../model/language.ts';
import { GUIDE, PARTICIPANT } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { checkEventDetails } from '../../rules/event-details.ts';
import { defaultAccessClose } from '../../rules/event-lifecycle.ts';
import { firstDuplicate } from '../../rules/event-roster.ts';
import { checkFollowUpDays } from '../../rules/follow-ups.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { worksIn } from '../../rules/organisation-scope.ts';
import { isSuperAdmin, requireLevel } from '../../rules/permissions.ts';
import { checkTimeZone, DEFAULT_TIME_ZONE } from '../../rules/time-zone.ts';
import { chooseOrg } from '../organisations/choose-org.ts';
import { joinEvent, loadAssignableUsers } from '../participants/assignable-users.ts';
import { eventTodayOf } from '../shared/access.ts';
import { byActor, recordAudit } from '../shared/audit.ts';
import { type EventView, loadEventView } from './event-view.ts';

export interface CreateEventInput extends Omit<EventDetails, 'accessClose'> {
  /** One month after the event date when absent. */
  readonly accessClose?: CalendarDate;
  /** Uids in the order they are listed; each gets an unsent logon-email flag. */
  readonly participants: readonly string[];
  /** A super-admin may create the event for a Guide (or another super-admin); the actor otherwise. */
  readonly facilitator?: string;
  /** The organisation it belongs to (rules/organisation-scope.ts eventOrgFor when absent). */
  readonly orgId?: string;
  /** Days after the event date of the follow-up re-ratings (rules/follow-ups.ts); none when absent. */
  readonly followUpDays?: readonly number[];
  /** The people's default language; none when absent. */
  readonly language?: LanguageTag | null;
  /** The IANA zone its dates are in (the creator's browser's, as the console sends it); UTC when absent. */
  readonly timeZone?: string;
}

export type CreateEventResult = EventView;

const DUPLICATE_PARTICIPANT_MESSAGE = defineMessage({
  id: 'error.event.duplicateParticipant',
  defaultMessage: 'Each person can be added to the event only once',
});
const BAD_FACILITATOR_MESSAGE = defineMessage({
  id: 'error.event.badFacilitator',
  defaultMessage: 'The facilitator must be a Guide or a super-admin',
});
const FACILITATOR_ELSEWHERE_MESSAGE = defineMessage({
  id: 'error.event.facilitatorElsewhere',
  defaultMessage: "The facilitator must belong to the event's organisation",
});

/** The event's facilitator: the actor, or whom a super-admin names, a Guide only of the event's organisation. */
const chooseFacilitator = async (
  repos: Repositories,
  actor: Actor,
  requested: string | undefined,
  orgId: string,
): Promise<string> => {
  if (requested === undefined || requested === actor.uid) return actor.uid;
  if (!isSuperAdmin(actor)) {
    throw forbidden(
      defineMessage({
        id: 'error.event.forSomeoneElse',
        defaultMessage: 'Only a super-admin can create an event for someone else',
      }),
    );
  }
  const user = await repos.users.findById(requested);
  if (user === null) throw notFound('USER.NOT_FOUND', { message: ERROR_MESSAGES.userNotFound });
  if (user.accessLevel === PARTICIPANT) throw invalid('EVENT.BAD_FACILITATOR', BAD_FACILITATOR_MESSAGE);
  if (user.accessLevel === GUIDE && !worksIn(user, orgId))
    throw invalid('EVENT.FACILITATOR_ELSEWHERE', FACILITATOR_ELSEWHERE_MESSAGE);
  return user.uid;
};

/** Creates an event and places its participants in it, all in one transaction. */
export const createEvent = async (
  deps: Pick<Deps, 'store' | 'clock' | 'ids' | 'config'>,
  actor: Actor,
  input: CreateEventInput,
): Promise<CreateEventResult> => {
  requireLevel(actor, GUIDE);
  const timeZone = checkTimeZone(input.timeZone ?? DEFAULT_TIME_ZONE);
  const details = checkEventDetails(
    { ...input, accessClose: input.accessClose ?? defaultAccessClose(input.eventDate) },
    eventTodayOf(deps.clock, { timeZone }),
    deps.config.lifecycle.maxAccessDays,
  );
  if (firstDuplicate(input.participants) !== null) {
    throw invalid('EVENT.DUPLICATE_PARTICIPANT', DUPLICATE_PARTICIPANT_MESSAGE);
  }
  const followUpDays = checkFollowUpDays(input.followUpDays ?? []);
  const event = await deps.store.transaction(async (tx) => {
    const orgId = await chooseOrg(tx, actor, input.orgId);
    // No language named: the organisation's default, if it has one.
    const language = input.language ?? (await tx.organisations.findHeader({ orgId }))?.language ?? null;
    const facilitatorId = await chooseFacilitator(tx, actor, input.facilitator, orgId);
    await loadAssignableUsers(tx, actor, input.participants, orgId);
    const created: WorkshopEvent = {
      eid: deps.ids.newId(),
      orgId,
      ...details,
      facilitatorId,
      participants: [...input.participants],
      emailsSent: input.participants.map(() => false),
      state: 'open',
      closedOn: null,
      autoRemindDays: null,
      autoRemindedOn: null,
      followUpDays,
      language,
      timeZone,
      createdAt: deps.clock.now(),
    };
    await tx.events.insert(created);
    if (created.participants.length > 0) await joinEvent(tx, created.participants, created.eid);
    await recordAudit(tx, deps, byActor(actor), {
      action: 'event.created',
      target: { kind: 'event', id: created.eid },
      orgId: created.orgId,
      details: { participants: created.participants.length },
    });
    return created;
  });
  return loadEventView(deps.store, deps, event);
};
