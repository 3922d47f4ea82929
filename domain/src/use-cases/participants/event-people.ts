import type { WorkshopEvent } from '../../model/event.ts';
import type { ResponseKind, ValuesResponse } from '../../model/response.ts';
import { type PublicUser, toPublicUser, type User } from '../../model/user.ts';
import type { LogonDelivery, ReminderDelivery, Repositories } from '../../ports/repositories.ts';
import { logonEmailStates } from '../../rules/event-roster.ts';
import type { LogonEmailState } from '../../rules/logon-email-state.ts';

/**
 * A participant as event screens list them: the public user, where their logon email stands (and
 * why it failed), and `emailSent` (the spec's flag) true only once the mail server accepted it.
 */
export type EventParticipant = PublicUser & {
  readonly emailSent: boolean;
  readonly emailState: LogonEmailState;
  /** Why their logon email failed (the mail server's reply), for a failed one; null otherwise. */
  readonly emailFailure: string | null;
};

/** Each participant's newest logon-email delivery in one event, by uid. */
export type EventDeliveries = ReadonlyMap<string, LogonDelivery>;

/** Records of many events grouped by eid, then by uid (an event with none is absent). */
const byEventAndUid = <R extends { readonly eid: string; readonly uid: string }>(
  records: readonly R[],
): Map<string, Map<string, R>> => {
  const byEvent = new Map<string, Map<string, R>>();
  for (const record of records) {
    const forEvent = byEvent.get(record.eid) ?? new Map<string, R>();
    forEvent.set(record.uid, record);
    byEvent.set(record.eid, forEvent);
  }
  return byEvent;
};

/** The logon-email deliveries of many events in one query, by eid (an event with none is absent). */
export const deliveriesByEvent = async (
  repos: Repositories,
  eids: readonly string[],
): Promise<Map<string, EventDeliveries>> =>
  byEventAndUid(eids.length === 0 ? [] : await repos.deliveries.latestLogonDeliveries(eids));

/** Each participant's newest reminder in one event, by uid. */
export type EventReminders = ReadonlyMap<string, ReminderDelivery>;

/** The newest reminders of many events in one query, by eid (an event with none is absent). */
export const remindersByEvent = async (
  repos: Repositories,
  eids: readonly string[],
): Promise<Map<string, EventReminders>> =>
  byEventAndUid(eids.length === 0 ? [] : await repos.deliveries.latestReminders(eids));

/** One event's logon-email deliveries, by uid. */
export const eventDeliveries = async (repos: Repositories, eid: string): Promise<EventDeliveries> =>
  (await deliveriesByEvent(repos, [eid])).get(eid) ?? new Map();

export interface FacilitatorView {
  readonly uid: string;
  readonly forename: string;
  readonly surname: string;
}

/** Loads many users in one query, keyed by uid. */
export const usersById = async (repos: Repositories, uids: readonly string[]): Promise<Map<string, User>> => {
  const unique = [...new Set(uids)];
  if (unique.length === 0) return new Map();
  return new Map((await repos.users.findByIds(unique)).map((user) => [user.uid, user]));
};

/** Loads one kind of response record of many users in one query, keyed by uid. */
export const responsesByUid = async (
  repos: Repositories,
  uids: readonly string[],
  kind: ResponseKind,
): Promise<Map<string, ValuesResponse>> => {
  if (uids.length === 0) return new Map();
  return new Map(
    (await repos.responses.findForUsers(uids, kind)).map((response) => [response.uid, response]),
  );
};

/**
 * The event's participants in event order, each with their logon-email state. A uid whose account
 * no longer exists is left out together with its flag, so the pairs stay aligned.
 */
export const participantsOf = (
  event: Pick<WorkshopEvent, 'participants' | 'emailsSent'>,
  users: ReadonlyMap<string, User>,
  deliveries: EventDeliveries,
): EventParticipant[] => {
  const states = logonEmailStates(event, deliveries);
  return event.participants.flatMap((uid, i) => {
    const user = users.get(uid);
    const emailState = states[i] as LogonEmailState;
    if (user === undefined) return [];
    const failure = deliveries.get(uid)?.failure ?? null;
    // A queued email whose last attempt failed is being retried: it says so, and why.
    const emailFailure =
      failure === null
        ? null
        : emailState === 'failed'
          ? failure
          : emailState === 'queued'
            ? `retrying: ${failure}`
            : null;
    return [{ ...toPublicUser(user), emailSent: emailState === 'sent', emailState, emailFailure }];
  });
};

/** A deleted facilitator leaves the event readable, with a blank name. */
export const facilitatorOf = (
  event: Pick<WorkshopEvent, 'facilitatorId'>,
  users: ReadonlyMap<string, User>,
): FacilitatorView => {
  const user = users.get(event.facilitatorId);
  return { uid: event.facilitatorId, forename: user?.forename ?? '', surname: user?.surname ?? '' };
};
