import type { Actor } from '../../model/actor.ts';
import { GUIDE } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { orgScopeOf, roleIn } from '../../rules/organisation-scope.ts';
import { requireLevel } from '../../rules/permissions.ts';
import { type OrganisationView, organisationView } from './organisation-view.ts';

/** Every organisation for a super-admin; a Guide's own, each with their role; participants are refused. */
export const listOrganisations = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
): Promise<OrganisationView[]> => {
  requireLevel(actor, GUIDE);
  const scope = orgScopeOf(actor);
  const organisations = await deps.store.organisations.list(scope.all ? undefined : scope.orgIds);
  return organisations.map((organisation) =>
    organisationView(organisation, roleIn(actor, organisation.orgId)),
  );
};
