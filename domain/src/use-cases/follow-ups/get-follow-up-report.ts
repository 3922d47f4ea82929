import type { Actor } from '../../model/actor.ts';
import type { Deps } from '../../ports/deps.ts';
import { followUpDrift } from '../../rules/follow-up-drift.ts';
import { type FollowUpPointReport, followUpPointReport } from '../../rules/follow-up-report.ts';
import { loadEventToManage } from '../events/managed-event.ts';
import { workshopResponse } from './workshop-response.ts';

/**
 * An event's follow-up report for those who manage it (its Guide, a client admin of its
 * organisation, a super-admin; another's event is a 404): per point of the event, how many were
 * asked and answered, and the means (rules/follow-up-report.ts). No names.
 */
export const getFollowUpReport = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  input: { readonly eid: string },
): Promise<FollowUpPointReport[]> => {
  const event = await loadEventToManage(deps.store, actor, input.eid);
  const followUps = await deps.store.followUps.listForEvent(event.eid);
  const reports: FollowUpPointReport[] = [];
  for (const days of event.followUpDays) {
    const atPoint = followUps.filter((followUp) => followUp.days === days);
    const drifts = [];
    for (const followUp of atPoint) {
      if (followUp.percentLived === null) continue;
      const workshop = await workshopResponse(deps.store, followUp.uid, event);
      if (workshop !== null) drifts.push(followUpDrift(workshop, followUp.percentLived));
    }
    reports.push(followUpPointReport(days, atPoint.length, drifts));
  }
  return reports;
};
