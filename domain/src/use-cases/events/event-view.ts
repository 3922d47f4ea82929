import { type EventDetails, eventDetailsOf, type WorkshopEvent } from '../../model/event.ts';
import type { PublicUser } from '../../model/user.ts';
import type { Repositories } from '../../ports/repositories.ts';
import type { EventStatus } from '../../rules/event-lifecycle.ts';
import type { LogonEmailState } from '../../rules/logon-email-state.ts';
import {
  deliveriesByEvent,
  type FacilitatorView,
  facilitatorOf,
  participantsOf,
  usersById,
} from './event-people.ts';
import { type LifecycleDeps, statusNow } from './lifecycle-now.ts';

/** An event as the event screens read it. */
export interface EventView extends EventDetails {
  readonly eid: string;
  readonly facilitator: FacilitatorView;
  /** In event order. */
  readonly participants: readonly PublicUser[];
  /** `emailsSent[i]` belongs to `participants[i]`: true once their logon email was delivered. */
  readonly emailsSent: readonly boolean[];
  /** `emailStates[i]` belongs to `participants[i]`: not sent, queued, sent or failed. */
  readonly emailStates: readonly LogonEmailState[];
  /** `emailFailures[i]` belongs to `participants[i]`: why a failed logon email failed, else null. */
  readonly emailFailures: readonly (string | null)[];
  /** How many participants have Meaningful Work enabled. */
  readonly mwParticipants: number;
  readonly status: EventStatus;
}

/** Views of many events, loading every facilitator and participant in one query. */
export const loadEventViews = async (
  repos: Repositories,
  deps: LifecycleDeps,
  events: readonly WorkshopEvent[],
): Promise<EventView[]> => {
  const users = await usersById(
    repos,
    events.flatMap((event) => [event.facilitatorId, ...event.participants]),
  );
  const deliveries = await deliveriesByEvent(
    repos,
    events.map((event) => event.eid),
  );
  return events.map((event) => {
    const participants = participantsOf(event, users, deliveries.get(event.eid) ?? new Map());
    return {
      eid: event.eid,
      ...eventDetailsOf(event),
      facilitator: facilitatorOf(event, users),
      participants: participants.map(({ emailSent: _, emailState: __, emailFailure: ___, ...user }) => user),
      emailsSent: participants.map((participant) => participant.emailSent),
      emailStates: participants.map((participant) => participant.emailState),
      emailFailures: participants.map((participant) => participant.emailFailure),
      mwParticipants: participants.filter((participant) => participant.mwEnabled).length,
      status: statusNow(deps, event),
    };
  });
};

export const loadEventView = async (
  repos: Repositories,
  deps: LifecycleDeps,
  event: WorkshopEvent,
): Promise<EventView> => {
  const [view] = await loadEventViews(repos, deps, [event]);
  return view as EventView;
};
