import { notFound } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { eventOrgFor } from '../../rules/organisation-scope.ts';

export const ORG_NOT_FOUND = defineMessage({
  id: 'error.organisation.orgNotFound',
  defaultMessage: 'This organisation does not exist',
});

/**
 * The organisation something new goes into (rules/organisation-scope.ts eventOrgFor), checked to
 * exist: one the actor may not work in is refused before anything is read.
 */
export const chooseOrg = async (
  repos: Repositories,
  actor: Actor,
  requested: string | undefined,
): Promise<string> => {
  const orgId = eventOrgFor(actor, requested);
  if (requested !== undefined && (await repos.organisations.findById(orgId)) === null)
    throw notFound('ORG.NOT_FOUND', ORG_NOT_FOUND);
  return orgId;
};
