import { notFound } from '../../errors/domain-error.ts';
import { ERROR_MESSAGES } from '../../errors/error-messages.ts';
import type { Actor } from '../../model/actor.ts';
import type { UploadedEvent } from '../../model/uploaded-event.ts';
import { SUPER_ADMIN } from '../../model/user.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { requireLevel } from '../../rules/permissions.ts';

/** Uploaded event files belong to super-admins alone (403 for everyone else). */
export const loadUpload = async (repos: Repositories, actor: Actor, ueid: string): Promise<UploadedEvent> => {
  requireLevel(actor, SUPER_ADMIN);
  const uploaded = await repos.uploadedEvents.findById(ueid);
  if (uploaded === null) throw notFound('EVENT.NOT_FOUND', { message: ERROR_MESSAGES.eventNotFound });
  return uploaded;
};
