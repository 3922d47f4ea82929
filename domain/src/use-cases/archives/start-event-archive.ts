import type { Actor } from '../../model/actor.ts';
import type { Deps } from '../../ports/deps.ts';
import { addToOutbox } from '../jobs/outbox.ts';
import {
  archiveJobOf,
  type EventArchiveInput,
  insertArchiveRequest,
  newArchiveRequest,
} from './new-archive-request.ts';

export interface StartEventArchiveResult {
  /** The request to poll (eventArchiveStatus) and, once ready, to download (eventArchiveDownload). */
  readonly requestId: string;
}

/**
 * Asks a zip worker for an event's archive without waiting for it: the request and its job are
 * written together (the job through the outbox), and the requester polls the request's progress.
 * Permissions are newArchiveRequest's.
 */
export const startEventArchive = async (
  deps: Pick<Deps, 'store' | 'ids' | 'clock'>,
  actor: Actor,
  input: EventArchiveInput,
): Promise<StartEventArchiveResult> => {
  const archive = await newArchiveRequest(deps, actor, input);
  const { request } = archive;
  await deps.store.transaction(async (tx) => {
    await insertArchiveRequest(tx, deps, actor, archive);
    await addToOutbox(tx, deps, archiveJobOf(request));
  });
  return { requestId: request.id };
};
