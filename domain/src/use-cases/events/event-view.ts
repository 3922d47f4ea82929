import { type EventDetails, eventDetailsOf, type WorkshopEvent } from '../../model/event.ts';
import type { LanguageTag } from '../../model/language.ts';
import type { PublicUser } from '../../model/user.ts';
import type { Repositories } from '../../ports/repositories.ts';
import type { EventStatus, RetentionOverrides } from '../../rules/event-lifecycle.ts';
import type { LogonEmailState } from '../../rules/logon-email-state.ts';
import { type LastReminder, participantsToRemind } from '../../rules/reminders.ts';
import {
  deliveriesByEvent,
  type EventReminders,
  type FacilitatorView,
  facilitatorOf,
  participantsOf,
  remindersByEvent,
  usersById,
} from '../participants/event-people.ts';
import { type LifecycleDeps, retentionFor, statusNow } from '../shared/event-status.ts';

/** An event as the event screens read it. */
export interface EventView extends EventDetails {
  readonly eid: string;
  /** The organisation the event belongs to. */
  readonly orgId: string;
  readonly facilitator: FacilitatorView;
  /** In event order. */
  readonly participants: readonly PublicUser[];
  /** `emailsSent[i]` belongs to `participants[i]`: true once their logon email was delivered. */
  readonly emailsSent: readonly boolean[];
  /** `emailStates[i]` belongs to `participants[i]`: not sent, queued, sent or failed. */
  readonly emailStates: readonly LogonEmailState[];
  /** `emailFailures[i]` belongs to `participants[i]`: why a failed logon email failed, else null. */
  readonly emailFailures: readonly (string | null)[];
  /** `lastReminders[i]` belongs to `participants[i]`: their newest reminder (when, and its delivery), else null. */
  readonly lastReminders: readonly (LastReminderView | null)[];
  /** How many participants "Remind unfinished" would mail now (rules/reminders.ts). */
  readonly toRemind: number;
  /** Days before the event date of the automatic reminder; null for none. */
  readonly autoRemindDays: number | null;
  /** Days after the event date of the follow-up re-ratings, ascending; empty for none. */
  readonly followUpDays: readonly number[];
  /** The people's default language; null for none. */
  readonly language: LanguageTag | null;
  /** The IANA time zone its dates are in. */
  readonly timeZone: string;
  /** How many participants have Meaningful Work enabled. */
  readonly mwParticipants: number;
  readonly status: EventStatus;
}

/** A participant's newest reminder as event screens show it. */
export interface LastReminderView {
  readonly at: Date;
  readonly status: LastReminder['status'];
  /** Why a failed reminder failed (the mail server's reply), else null. */
  readonly failure: string | null;
}

/**
 * Views of many events, loading every facilitator and participant in one query, and the retention
 * of their organisations in one more unless the caller already read it (`retention`).
 */
export const loadEventViews = async (
  repos: Repositories,
  deps: LifecycleDeps,
  events: readonly WorkshopEvent[],
  retention?: RetentionOverrides,
): Promise<EventView[]> => {
  const retentionDays = retention ?? (await retentionFor(repos, deps, events));
  const users = await usersById(
    repos,
    events.flatMap((event) => [event.facilitatorId, ...event.participants]),
  );
  const eids = events.map((event) => event.eid);
  const deliveries = await deliveriesByEvent(repos, eids);
  const reminders = await remindersByEvent(repos, eids);
  const now = deps.clock.now();
  return events.map((event) => {
    const participants = participantsOf(event, users, deliveries.get(event.eid) ?? new Map());
    const lastReminders: EventReminders = reminders.get(event.eid) ?? new Map();
    return {
      eid: event.eid,
      orgId: event.orgId,
      ...eventDetailsOf(event),
      facilitator: facilitatorOf(event, users),
      participants: participants.map(({ emailSent: _, emailState: __, emailFailure: ___, ...user }) => user),
      emailsSent: participants.map((participant) => participant.emailSent),
      emailStates: participants.map((participant) => participant.emailState),
      emailFailures: participants.map((participant) => participant.emailFailure),
      lastReminders: participants.map((participant) => {
        const last = lastReminders.get(participant.uid);
        return last === undefined ? null : { at: last.queuedAt, status: last.status, failure: last.failure };
      }),
      toRemind: participantsToRemind(participants, lastReminders, now).length,
      autoRemindDays: event.autoRemindDays,
      followUpDays: event.followUpDays,
      language: event.language,
      timeZone: event.timeZone,
      mwParticipants: participants.filter((participant) => participant.mwEnabled).length,
      status: statusNow(deps, event, retentionDays),
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
