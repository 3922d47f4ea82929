import { type Deps, DomainError, getPublicBranding } from '@vs/domain';

/**
 * The title of an organisation's login page `/o/<slug>` as the page will show it: its name when it
 * hides the product's, else null (index.html's own title stands, as for an unknown slug).
 */
export const orgPageTitle = async (
  deps: Pick<Deps, 'store' | 'config'>,
  slug: string,
): Promise<string | null> => {
  try {
    const branding = await getPublicBranding(deps, slug);
    return branding.hideProductName ? branding.name : null;
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not-found') return null;
    throw error;
  }
};
