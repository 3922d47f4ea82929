import { conflict } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { Deps } from '../../ports/deps.ts';
import { outputKey } from '../../ports/services.ts';
import { eventFileName } from '../../rules/event-file-name.ts';
import { impactContent } from '../../rules/impact-document.ts';
import { brandedTitle } from '../../rules/organisation-brand.ts';
import { loadEventToManage } from '../events/managed-event.ts';
import { OUTPUT_WAIT_MS } from '../outputs/request-participant-output.ts';
import { languageOfPerson } from '../shared/person-language.ts';
import { followUpReportOf } from './get-follow-up-report.ts';

export const NO_FOLLOW_UPS_MESSAGE = 'This event has no follow-ups, so there is no impact to report.';

export interface RequestImpactReportResult {
  /** Where the finished PDF waits in the file store; the caller streams it, then removes it. */
  readonly key: string;
  /** `<event name> <event date> Impact.pdf`, safe for a Content-Disposition header. */
  readonly fileName: string;
}

/**
 * An event's "Impact after N days" PDF (issue 39) for those who may read its follow-up report
 * (its Guide, a client admin of its organisation, a super-admin; another's event is a 404): the
 * report's figures, no names, in the requester's language, titled as the event's organisation
 * wants. A worker renders it (job `impact-report`, with the organisation's logo); the request waits
 * as a participant's PDF does (requestParticipantOutput) and removes what came too late.
 */
export const requestImpactReport = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config' | 'ids' | 'jobs' | 'files'>,
  actor: Actor,
  input: { readonly eid: string },
): Promise<RequestImpactReportResult> => {
  const event = await loadEventToManage(deps.store, actor, input.eid);
  if (event.followUpDays.length === 0) throw conflict('FOLLOW_UP.NONE', NO_FOLLOW_UPS_MESSAGE);
  const reports = await followUpReportOf(deps, event);
  // The requester's chosen language, else the event's.
  const requester = (await deps.store.users.findById(actor.uid)) ?? { language: null, eventId: null };
  const organisation = await deps.store.organisations.findById(event.orgId);
  const document = impactContent(
    {
      productTitle: brandedTitle(deps.config.productTitle, organisation),
      language: await languageOfPerson(deps.store, requester, event),
      event,
    },
    reports,
  );
  const requestId = deps.ids.newId();
  const key = outputKey(requestId);
  const deadline = new Date(deps.clock.now().getTime() + OUTPUT_WAIT_MS).toISOString();
  try {
    await deps.jobs.enqueueAndWait(
      { kind: 'pdf', name: 'impact-report', payload: { requestId, deadline, document, orgId: event.orgId } },
      OUTPUT_WAIT_MS,
    );
  } catch (error) {
    // The sweep removes the file later should this fail: the request's own error matters here.
    await deps.files.remove(key).catch(() => {});
    throw error;
  }
  return { key, fileName: `${eventFileName(event)} Impact.pdf` };
};
