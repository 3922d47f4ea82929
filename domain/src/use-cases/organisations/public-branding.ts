import { notFound } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import { DEFAULT_ORG_ID, type Logo, type OrganisationHeader } from '../../model/organisation.ts';
import type { Deps, DomainConfig } from '../../ports/deps.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { loadUserToActOn } from '../shared/access.ts';
import { ORG_NOT_FOUND } from './choose-org.ts';

/**
 * What an organisation's login page shows before anyone signs in: its name and branding, never its
 * members, retention or id. Anyone may read it by slug (the slug is in the page's address).
 */
export interface PublicBranding {
  readonly name: string;
  readonly slug: string;
  readonly hasLogo: boolean;
  /** Asks for the logo by its version (`/api/org/logo?slug=&v=`), which a cache keeps for good; null: no logo. */
  readonly logoVersion: string | null;
  readonly accentColour: string | null;
  readonly hideProductName: boolean;
  /** Its people sign in through its identity provider ("Sign in with your organisation" goes straight there). */
  readonly sso: boolean;
}

/** Slugs are stored lower-case; an address may carry any case and stray spaces. */
const slugKey = (slug: string): string => slug.trim().toLowerCase();

const bySlug = async (deps: Pick<Deps, 'store'>, slug: string): Promise<OrganisationHeader> => {
  const organisation = await deps.store.organisations.findHeader({ slug: slugKey(slug) });
  if (organisation === null) throw notFound('ORG.NOT_FOUND', ORG_NOT_FOUND);
  return organisation;
};

/**
 * An organisation's public branding as its header alone tells it, without asking whether it has an
 * identity provider: what a signed-in person's page wears (services/api org-page-title.ts).
 */
export const headerBrandingOf = ({
  name,
  slug,
  branding,
}: OrganisationHeader): Omit<PublicBranding, 'sso'> => ({
  name,
  slug,
  hasLogo: branding.logo !== null,
  logoVersion: branding.logo?.version ?? null,
  accentColour: branding.accentColour,
  hideProductName: branding.hideProductName,
});

const publicBrandingOf = (organisation: OrganisationHeader, sso: boolean): PublicBranding => ({
  ...headerBrandingOf(organisation),
  sso,
});

type BrandingDeps = Pick<Deps, 'store'> & { readonly config: Pick<DomainConfig, 'sso'> };

/** Whether the organisation signs its people in through an identity provider (the secret is not opened). */
const hasSso = async (deps: BrandingDeps, orgId: string): Promise<boolean> =>
  (orgId === DEFAULT_ORG_ID && deps.config.sso !== null) ||
  (await deps.store.sso.findSettings(orgId)) !== null;

const brandingOf = async (deps: BrandingDeps, organisation: OrganisationHeader): Promise<PublicBranding> =>
  publicBrandingOf(organisation, await hasSso(deps, organisation.orgId));

const NO_LOGO = defineMessage({
  id: 'error.organisation.noLogo',
  defaultMessage: 'This organisation has no logo',
});

export const getPublicBranding = async (deps: BrandingDeps, slug: string): Promise<PublicBranding> =>
  brandingOf(deps, await bySlug(deps, slug));

const brandingById = async (deps: BrandingDeps, orgId: string): Promise<PublicBranding> => {
  const organisation = await deps.store.organisations.findHeader({ orgId });
  if (organisation === null) throw notFound('ORG.NOT_FOUND', ORG_NOT_FOUND);
  return brandingOf(deps, organisation);
};

/**
 * The branding of the signed-in person's own organisation (a participant's for good; staff: where
 * they were created): what their screens show. Only ever their own, so no id is asked for.
 */
export const getOwnBranding = (deps: BrandingDeps, actor: Actor): Promise<PublicBranding> =>
  brandingById(deps, actor.orgId);

/**
 * The branding of a person's organisation, which their outputs wear (their print page as their
 * PDFs): for whoever may act on them (themselves, their Guides, a super-admin); 404 otherwise.
 */
export const getBrandingOf = async (
  deps: BrandingDeps,
  actor: Actor,
  uid: string,
): Promise<PublicBranding> => {
  const { user } = await loadUserToActOn(deps.store, actor, uid);
  return brandingById(deps, user.orgId);
};

/** An organisation's logo by slug, its bytes read only here; 404 when it has none. */
export const getOrgLogo = async (deps: Pick<Deps, 'store'>, slug: string): Promise<Logo> => {
  const organisation = await deps.store.organisations.findBySlug(slugKey(slug));
  if (organisation === null) throw notFound('ORG.NOT_FOUND', ORG_NOT_FOUND);
  if (organisation.branding.logo === null) throw notFound('ORG.NO_LOGO', NO_LOGO);
  return organisation.branding.logo;
};
