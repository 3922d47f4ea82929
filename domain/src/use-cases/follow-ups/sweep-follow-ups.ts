import type { WorkshopEvent } from '../../model/event.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { dueFollowUpDays, followUpEligible, followUpExpiresAt } from '../../rules/follow-ups.ts';
import { requestEmail } from '../jobs/request-email.ts';
import { usersById } from '../participants/event-people.ts';

export interface SweepFollowUpsResult {
  /** Follow-up emails queued by this sweep. */
  readonly followUpsQueued: number;
}

type SweepDeps = Pick<Deps, 'store' | 'clock' | 'ids' | 'tokens'>;

/** Whom the event's point is for: its participants who completed the workshop and did not opt out. */
const recipientsOf = async (repos: Repositories, event: WorkshopEvent): Promise<string[]> => {
  const users = await usersById(repos, event.participants);
  const activity = new Map(
    (await repos.users.findActivity(event.participants)).map((row) => [row.uid, row.liveStep]),
  );
  const optedOut = await repos.followUps.optedOut(event.participants);
  return event.participants.filter((uid) => {
    const user = users.get(uid);
    return (
      user !== undefined &&
      user.eventId === event.eid &&
      !optedOut.has(uid) &&
      followUpEligible(event.sessionAccess, { ...user, liveStep: activity.get(uid) ?? null })
    );
  });
};

/**
 * Queues one person's follow-up at one point with its email, in one transaction: the follow-up row
 * is unique per person, event and point, so a second sweep (another worker at the same moment, or
 * the next hour) inserts nothing and queues nothing. The link's token is kept with the email
 * request until it is sent (as the logon links' are); only its digest is stored with the follow-up.
 */
const queueFollowUp = (deps: SweepDeps, event: WorkshopEvent, uid: string, days: number): Promise<boolean> =>
  deps.store.transaction(async (tx) => {
    const token = deps.tokens.generate();
    const followUp = {
      id: deps.ids.newId(),
      uid,
      eid: event.eid,
      days,
      tokenDigest: deps.tokens.digest(token),
      expiresAt: followUpExpiresAt(event.eventDate, event.followUpDays, event.followUpDays.indexOf(days)),
      queuedAt: deps.clock.now(),
      percentLived: null,
      note: null,
      answeredAt: null,
    };
    if (!(await tx.followUps.insertIfAbsent(followUp))) return false;
    const requestId = deps.ids.newId();
    await requestEmail(
      tx,
      deps,
      { kind: 'email', name: 'follow-up-email', payload: { requestId, uid, followUpId: followUp.id } },
      event.eid,
    );
    await tx.deliveries.keepLinkToken(requestId, token);
    return true;
  });

/**
 * The lifecycle sweep's follow-ups: for every event, each point that is due now
 * (rules/follow-ups.ts dueFollowUpDays) is queued for each participant who completed the workshop
 * (followUpEligible) and has not opted out, exactly once per person and point.
 */
export const sweepFollowUps = async (deps: SweepDeps): Promise<SweepFollowUpsResult> => {
  const now = deps.clock.now();
  let followUpsQueued = 0;
  for (const event of await deps.store.events.list({ withFollowUps: true })) {
    const due = dueFollowUpDays(event.eventDate, event.followUpDays, now);
    if (due.length === 0) continue;
    const recipients = await recipientsOf(deps.store, event);
    // Those queued by an earlier sweep are skipped unread: an hourly sweep over a point's 30 days
    // would otherwise open a transaction per person each time (queueFollowUp still guards a race).
    const queued = new Set(
      (await deps.store.followUps.listForEvent(event.eid)).map(
        (followUp) => `${followUp.uid} ${followUp.days}`,
      ),
    );
    for (const days of due)
      for (const uid of recipients)
        if (!queued.has(`${uid} ${days}`) && (await queueFollowUp(deps, event, uid, days)))
          followUpsQueued += 1;
  }
  return { followUpsQueued };
};
