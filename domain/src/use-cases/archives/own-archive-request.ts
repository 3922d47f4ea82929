import { notFound } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { ArchiveRequest } from '../../model/archive-request.ts';
import type { Repositories } from '../../ports/repositories.ts';

/**
 * The actor's own archive request. Anyone else's, a super-admin's included, is as unknown as a
 * missing one (404): a request id reveals nothing about other people's downloads.
 */
export const loadOwnArchiveRequest = async (
  repos: Repositories,
  actor: Actor,
  requestId: string,
): Promise<ArchiveRequest> => {
  const request = await repos.archiveRequests.findById(requestId);
  if (request === null || request.requesterId !== actor.uid) {
    throw notFound('ARCHIVE.NOT_FOUND', 'This download was not found. Please start it again.');
  }
  return request;
};
