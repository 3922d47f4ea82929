import { notFound } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { CalendarDate } from '../../model/calendar-date.ts';
import type { EventHeader, SessionAccess } from '../../model/event.ts';
import type { Deps } from '../../ports/deps.ts';
import type { EventStatus } from '../../rules/event-lifecycle.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { loadUserToActOn } from '../shared/access.ts';
import { retentionFor, statusNow } from '../shared/event-status.ts';

export interface GetParticipantEventInput {
  /** Another user's event; the actor's own when absent. */
  readonly uid?: string;
}

export interface GetParticipantEventResult {
  readonly eid: string;
  readonly eventName: string;
  readonly eventDate: CalendarDate;
  readonly sessionAccess: SessionAccess;
  readonly status: EventStatus;
  /** The event's Guide, named on the participant's pages (issue 36). */
  readonly facilitator: { readonly forename: string; readonly surname: string };
}

const NO_EVENT_MESSAGE = defineMessage({
  id: 'error.event.noEvent',
  defaultMessage: 'You are not part of an event',
});

const eventOf = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  uid: string | undefined,
): Promise<EventHeader | null> => {
  // A signed-in actor carries its own event, read with its session (loadUserToActOn returns it).
  if (uid !== undefined || actor.self)
    return (await loadUserToActOn(deps.store, actor, uid ?? actor.uid)).event;
  return actor.eventId === null ? null : deps.store.events.findById(actor.eventId);
};

/** The event a participant (or a Guide with a personal event) takes part in. */
export const getParticipantEvent = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config'>,
  actor: Actor,
  input: GetParticipantEventInput = {},
): Promise<GetParticipantEventResult> => {
  const event = await eventOf(deps, actor, input.uid);
  if (event === null) throw notFound('EVENT.NONE', NO_EVENT_MESSAGE);
  const [guide, retention] = await Promise.all([
    deps.store.users.findById(event.facilitatorId),
    retentionFor(deps.store, deps, [event]),
  ]);
  return {
    eid: event.eid,
    eventName: event.eventName,
    eventDate: event.eventDate,
    sessionAccess: event.sessionAccess,
    status: statusNow(deps, event, retention),
    facilitator: { forename: guide?.forename ?? '', surname: guide?.surname ?? '' },
  };
};
