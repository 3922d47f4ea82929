import { notFound } from '../../errors/domain-error.ts';
import type { Logo, Organisation } from '../../model/organisation.ts';
import type { Deps } from '../../ports/deps.ts';
import { ORG_NOT_FOUND } from './choose-org.ts';

/**
 * What an organisation's login page shows before anyone signs in: its name and branding, never its
 * members, retention or id. Anyone may read it by slug (the slug is in the page's address).
 */
export interface PublicBranding {
  readonly name: string;
  readonly slug: string;
  readonly hasLogo: boolean;
  readonly accentColour: string | null;
  readonly hideProductName: boolean;
}

const bySlug = async (deps: Pick<Deps, 'store'>, slug: string): Promise<Organisation> => {
  const organisation = await deps.store.organisations.findBySlug(slug.trim().toLowerCase());
  if (organisation === null) throw notFound('ORG.NOT_FOUND', ORG_NOT_FOUND);
  return organisation;
};

export const getPublicBranding = async (deps: Pick<Deps, 'store'>, slug: string): Promise<PublicBranding> => {
  const { name, branding } = await bySlug(deps, slug);
  return {
    name,
    slug: slug.trim().toLowerCase(),
    hasLogo: branding.logo !== null,
    accentColour: branding.accentColour,
    hideProductName: branding.hideProductName,
  };
};

/** An organisation's logo by slug; 404 when it has none. */
export const getOrgLogo = async (deps: Pick<Deps, 'store'>, slug: string): Promise<Logo> => {
  const { branding } = await bySlug(deps, slug);
  if (branding.logo === null) throw notFound('ORG.NO_LOGO', 'This organisation has no logo');
  return branding.logo;
};
