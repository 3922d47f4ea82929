import type { Actor } from '../../model/actor.ts';
import type { WorkshopEvent } from '../../model/event.ts';
import type { Deps } from '../../ports/deps.ts';
import { followUpDrift } from '../../rules/follow-up-drift.ts';
import { type FollowUpPointReport, followUpPointReport } from '../../rules/follow-up-report.ts';
import { loadEventToManage } from '../events/managed-event.ts';
import { workshopResponses } from './workshop-response.ts';

/**
 * An event's follow-up report for those who manage it (its Guide, a client admin of its
 * organisation, a super-admin; another's event is a 404): per point of the event, how many were
 * asked and answered, and the means (rules/follow-up-report.ts). No names.
 */
export const getFollowUpReport = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  input: { readonly eid: string },
): Promise<FollowUpPointReport[]> =>
  followUpReportOf(deps, await loadEventToManage(deps.store, actor, input.eid));

/** The follow-up report of an event already loaded (and permitted): per point, asked, answered and the means. */
export const followUpReportOf = async (
  deps: Pick<Deps, 'store'>,
  event: WorkshopEvent,
): Promise<FollowUpPointReport[]> => {
  const followUps = await deps.store.followUps.listForEvent(event.eid);
  // The workshop records of those who answered, in one read.
  const answered = followUps.filter((followUp) => followUp.percentLived !== null);
  const workshops = await workshopResponses(
    deps.store,
    [...new Set(answered.map((followUp) => followUp.uid))],
    event,
  );
  const reports: FollowUpPointReport[] = [];
  for (const days of event.followUpDays) {
    const drifts = answered.flatMap((followUp) => {
      const workshop = workshops.get(followUp.uid);
      return followUp.days !== days || workshop === undefined || followUp.percentLived === null
        ? []
        : [followUpDrift(workshop, followUp.percentLived)];
    });
    const asked = followUps.filter((followUp) => followUp.days === days).length;
    reports.push(followUpPointReport(days, asked, drifts));
  }
  return reports;
};
