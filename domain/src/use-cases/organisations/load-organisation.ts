import { notFound } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { Organisation } from '../../model/organisation.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { worksIn } from '../../rules/organisation-scope.ts';
import { ORG_NOT_FOUND } from './choose-org.ts';

/** An organisation the actor works in; any other is a 404, as if it did not exist. */
export const loadOrganisation = async (
  repos: Repositories,
  actor: Actor,
  orgId: string,
): Promise<Organisation> => {
  const organisation = worksIn(actor, orgId) ? await repos.organisations.findById(orgId) : null;
  if (organisation === null) throw notFound('ORG.NOT_FOUND', ORG_NOT_FOUND);
  return organisation;
};
