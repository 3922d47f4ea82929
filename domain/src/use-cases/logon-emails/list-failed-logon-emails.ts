import type { Actor } from '../../model/actor.ts';
import type { WorkshopEvent } from '../../model/event.ts';
import { SUPER_ADMIN } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { logonEmailStateOf } from '../../rules/logon-email-state.ts';
import { requireLevel } from '../../rules/permissions.ts';
import { usersById } from '../participants/event-people.ts';

/** How many failed logon emails the list shows at most, newest first. */
export const FAILED_LOGON_EMAILS_LISTED = 200;

/** A participant whose newest logon email could not be delivered, and why. */
export interface FailedLogonEmail {
  readonly eid: string;
  readonly eventName: string;
  readonly uid: string;
  readonly forename: string;
  readonly surname: string;
  readonly email: string;
  readonly failedAt: Date;
  readonly reason: string;
}

/**
 * For super-admins: every participant, across all events, whose newest logon email failed and who
 * is still in that event without a newer request, newest failure first. A Guide sees their own on
 * their event dashboards.
 */
export const listFailedLogonEmails = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
): Promise<FailedLogonEmail[]> => {
  requireLevel(actor, SUPER_ADMIN);
  const failed = await deps.store.deliveries.failedLogonDeliveries(FAILED_LOGON_EMAILS_LISTED);
  const users = await usersById(
    deps.store,
    failed.map((delivery) => delivery.uid),
  );
  const events = new Map<string, WorkshopEvent | null>();
  for (const eid of new Set(failed.map((delivery) => delivery.eid))) {
    events.set(eid, await deps.store.events.findById(eid));
  }
  return failed.flatMap((delivery) => {
    const user = users.get(delivery.uid);
    const event = events.get(delivery.eid);
    const position = event?.participants.indexOf(delivery.uid) ?? -1;
    // Gone from the event, or flagged unsent again (left and rejoined): not this email's problem now.
    if (user === undefined || !event || position < 0) return [];
    if (logonEmailStateOf(event.emailsSent[position] === true, delivery.status) !== 'failed') return [];
    return [
      {
        eid: delivery.eid,
        eventName: event.eventName,
        uid: user.uid,
        forename: user.forename,
        surname: user.surname,
        email: user.email,
        failedAt: delivery.failedAt ?? new Date(0),
        reason: delivery.failure ?? '',
      },
    ];
  });
};
