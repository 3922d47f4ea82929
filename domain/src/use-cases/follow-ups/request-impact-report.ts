import { conflict } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { Deps } from '../../ports/deps.ts';
import { eventFileName } from '../../rules/event-file-name.ts';
import { impactContent } from '../../rules/impact-document.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { brandedTitle } from '../../rules/organisation-brand.ts';
import { loadEventToManage } from '../events/managed-event.ts';
import { awaitPdf } from '../outputs/await-pdf.ts';
import type { RequestParticipantOutputResult } from '../outputs/request-participant-output.ts';
import { languageOfPerson } from '../shared/person-language.ts';
import { followUpReportOf } from './get-follow-up-report.ts';

export const NO_FOLLOW_UPS_MESSAGE = defineMessage({
  id: 'error.followUp.noFollowUps',
  defaultMessage: 'This event has no follow-ups, so there is no impact to report.',
});

/**
 * An event's "Impact after N days" PDF (issue 39) for those who may read its follow-up report
 * (its Guide, a client admin of its organisation, a super-admin; another's event is a 404): the
 * report's figures, no names, in the requester's language, titled as the event's organisation
 * wants. A worker renders it (job `impact-report`, with the organisation's logo) while the request
 * waits (awaitPdf); the file is named `<event name> <event date> Impact.pdf`.
 */
export const requestImpactReport = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config' | 'ids' | 'jobs' | 'files'>,
  actor: Actor,
  input: { readonly eid: string },
): Promise<RequestParticipantOutputResult> => {
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
  const key = await awaitPdf(deps, (requestId, deadline) => ({
    kind: 'pdf',
    name: 'impact-report',
    payload: { requestId, deadline, document, orgId: event.orgId },
  }));
  return { key, fileName: `${eventFileName(event)} Impact.pdf` };
};
