import type { Actor } from '../../model/actor.ts';
import type { Deps } from '../../ports/deps.ts';
import { type FollowUpDrift, followUpDrift } from '../../rules/follow-up-drift.ts';
import { loadUserToActOn } from '../shared/access.ts';
import { workshopResponse } from './workshop-response.ts';

/** One answered follow-up of a person: its point, when, the sentence, and the drift from the workshop. */
export interface DriftPoint {
  readonly eid: string;
  readonly days: number;
  readonly answeredAt: Date;
  readonly note: string | null;
  readonly drift: FollowUpDrift;
}

/**
 * A person's drift since their workshop, per answered follow-up (oldest point first), for whoever
 * may read that person's values (the access rules; another's person is a 404). Closed events
 * count: follow-ups come after the workshop.
 */
export const getDrift = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  input: { readonly uid: string },
): Promise<DriftPoint[]> => {
  const { user } = await loadUserToActOn(deps.store, actor, input.uid);
  const points: DriftPoint[] = [];
  for (const followUp of await deps.store.followUps.listForUser(user.uid)) {
    if (followUp.percentLived === null || followUp.answeredAt === null) continue;
    const event = await deps.store.events.findById(followUp.eid);
    const workshop = event === null ? null : await workshopResponse(deps.store, user.uid, event);
    if (workshop === null) continue;
    points.push({
      eid: followUp.eid,
      days: followUp.days,
      answeredAt: followUp.answeredAt,
      note: followUp.note,
      drift: followUpDrift(workshop, followUp.percentLived),
    });
  }
  return points;
};
