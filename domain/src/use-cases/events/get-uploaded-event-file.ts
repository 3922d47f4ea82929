import type { Actor } from '../../model/actor.ts';
import type { EventFile } from '../../model/uploaded-event.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadUpload } from './load-upload.ts';

export interface GetUploadedEventFileInput {
  readonly ueid: string;
}

/** The stored file of an uploaded event, as it was uploaded (super-admins only). */
export const getUploadedEventFile = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  input: GetUploadedEventFileInput,
): Promise<EventFile> => (await loadUpload(deps.store, actor, input.ueid)).file;
