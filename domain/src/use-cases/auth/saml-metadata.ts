import { notFound } from '../../errors/domain-error.ts';
import type { Deps } from '../../ports/deps.ts';
import { ORG_NOT_FOUND } from '../organisations/choose-org.ts';

/** This service provider's SAML metadata: the default organisation's, or that of the organisation named by slug. */
export const getSamlMetadata = async (
  deps: Pick<Deps, 'store' | 'identityProviders'>,
  orgSlug: string | undefined,
): Promise<string> => {
  if (orgSlug === undefined) return deps.identityProviders.samlMetadata(null);
  const organisation = await deps.store.organisations.findBySlug(orgSlug.trim().toLowerCase());
  if (organisation === null) throw notFound('ORG.NOT_FOUND', ORG_NOT_FOUND);
  return deps.identityProviders.samlMetadata(organisation.slug);
};
