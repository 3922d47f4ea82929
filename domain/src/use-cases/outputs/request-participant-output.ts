import { conflict } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { Deps } from '../../ports/deps.ts';
import type { OutputPage } from '../../ports/services.ts';
import { hasAnyStepComplete } from '../../rules/completion.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { outputFileName } from '../../rules/output-file-name.ts';
import {
  loadLiveTarget,
  loadMeaningfulWorkTarget,
  loadResponseTarget,
} from '../responses/response-target.ts';
import { awaitPdf } from './await-pdf.ts';
import { printContentFor } from './build-print-document.ts';

export const NOTHING_TO_PRINT_MESSAGE = defineMessage({
  id: 'error.output.nothingToPrint',
  defaultMessage: 'There is nothing to print yet: no pre-work step is complete.',
});
/** A server without a browser (an unusual platform) serves everything but PDFs. */
export const PDF_UNAVAILABLE_MESSAGE = defineMessage({
  id: 'error.output.pdfUnavailable',
  defaultMessage:
    'PDFs cannot be made on this server right now: it has no browser to render them. Please tell your administrator.',
});
export const MW_OUTPUT_NOT_LIVE_MESSAGE = defineMessage({
  id: 'error.output.mwOutputNotLive',
  defaultMessage: 'The Meaningful Work sheet can be downloaded once the event is Live.',
});

export interface RequestParticipantOutputInput {
  /** Whose output; the actor's own when absent. */
  readonly uid?: string;
  readonly page: OutputPage;
}

/** A PDF a request waited for (awaitPdf). */
export interface RequestParticipantOutputResult {
  /** Where the finished PDF waits in the file store; the caller streams it, then removes it. */
  readonly key: string;
  /** The download name of spec section 7, safe for a Content-Disposition header. */
  readonly fileName: string;
}

/**
 * Builds one participant's print document (pre-work, live or Meaningful Work), has a worker
 * render it to PDF and waits for it, at most OUTPUT_WAIT_MS: the job carries that deadline, and a request that gives up
 * removes whatever the worker wrote for it (the worker removes a later write itself; the file
 * store's TTL sweep catches what both miss). Same permissions as reading the responses (own, a Guide's participant, anyone for a
 * super-admin; closed events refused); Print needs a completed pre-work step (spec 2.9) and the
 * Meaningful Work sheet a Live event and Meaningful Work enabled (spec 4). A participant's own live
 * and Meaningful Work outputs wait for the event to be Live (assertLiveOpen). Records missing for
 * the document (no pre-work record) are refused here, before anything is queued.
 */
export const requestParticipantOutput = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config' | 'ids' | 'jobs' | 'files'>,
  actor: Actor,
  input: RequestParticipantOutputInput,
): Promise<RequestParticipantOutputResult> => {
  const load = { mw: loadMeaningfulWorkTarget, live: loadLiveTarget, prework: loadResponseTarget }[
    input.page
  ];
  const target = await load(deps, actor, input.uid);
  const { user, event } = target;
  if (!hasAnyStepComplete(user.responseCompleted))
    throw conflict('OUTPUT.NOTHING_TO_PRINT', NOTHING_TO_PRINT_MESSAGE);
  if (input.page === 'mw' && event?.sessionAccess === 'Pre-work') {
    throw conflict('OUTPUT.MW_NOT_LIVE', MW_OUTPUT_NOT_LIVE_MESSAGE);
  }
  // Built here, from the records just checked: the worker renders it, reading only the logo of
  // the organisation named (up to 270 kB as a data: URI, too much to carry through Redis).
  const organisation = await deps.store.organisations.findById(user.orgId);
  const document = await printContentFor(deps, target, input.page, organisation);
  const key = await awaitPdf(deps, (requestId, deadline) => ({
    kind: 'pdf',
    name: 'participant-output',
    payload: { requestId, uid: user.uid, page: input.page, deadline, orgId: user.orgId, document },
  }));
  return { key, fileName: outputFileName(user, input.page, organisation) };
};
