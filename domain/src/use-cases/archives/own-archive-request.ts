import { notFound } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { ArchiveRequest } from '../../model/archive-request.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { canManageEvent } from '../../rules/permissions.ts';

/**
 * The actor's own archive request. Anyone else's, a super-admin's included, is as unknown as a
 * missing one (404): a request id reveals nothing about other people's downloads. So is one of an
 * event no longer the actor's (given to another Guide, or the actor left its organisation): the
 * files prepared before go with the access.
 */
export const loadOwnArchiveRequest = async (
  repos: Repositories,
  actor: Actor,
  requestId: string,
): Promise<ArchiveRequest> => {
  const request = await repos.archiveRequests.findById(requestId);
  const event = request === null || request.uploaded ? null : await repos.events.findById(request.eid);
  if (
    request === null ||
    request.requesterId !== actor.uid ||
    (event !== null && !canManageEvent(actor, event))
  ) {
    throw notFound(
      'ARCHIVE.NOT_FOUND',
      defineMessage({
        id: 'error.archive.notFound',
        defaultMessage: 'This download was not found. Please start it again.',
      }),
    );
  }
  return request;
};
