import { conflict, DomainError, verbatim } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { Deps } from '../../ports/deps.ts';
import { archiveKey } from '../../ports/services.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { loadOwnArchiveRequest } from './own-archive-request.ts';
import type { RequestEventArchiveResult } from './request-event-archive.ts';

export const ARCHIVE_ERASED_MESSAGE = defineMessage({
  id: 'error.archive.archiveErased',
  defaultMessage:
    'These files are no longer available: someone they held has since been deleted. Please prepare the event files again.',
});

export const ARCHIVE_NOT_READY_MESSAGE = defineMessage({
  id: 'error.archive.archiveNotReady',
  defaultMessage: 'The files are still being prepared. Please wait until they are ready.',
});

/**
 * Where the actor's finished archive waits and its download name. Only the requester may fetch
 * it; before it is ready the answer is a conflict (409) with why: still preparing, or the failure.
 * An erased archive (someone in it deleted, or its event purged) is gone for good (410).
 */
export const eventArchiveDownload = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  requestId: string,
): Promise<RequestEventArchiveResult> => {
  const request = await loadOwnArchiveRequest(deps.store, actor, requestId);
  if (request.state === 'erased') throw new DomainError('gone', 'ARCHIVE.ERASED', ARCHIVE_ERASED_MESSAGE);
  if (request.state === 'failed')
    throw conflict(
      'ARCHIVE.FAILED',
      request.error === null ? ARCHIVE_NOT_READY_MESSAGE : verbatim(request.error),
    );
  if (request.state !== 'ready') throw conflict('ARCHIVE.NOT_READY', ARCHIVE_NOT_READY_MESSAGE);
  return { key: archiveKey(request.id), fileName: request.fileName };
};
