import {
  authenticate,
  DEFAULT_ORG_ID,
  type Deps,
  DomainError,
  getPublicBranding,
  PARTICIPANT,
} from '@vs/domain';

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

/**
 * The title a signed-in participant's pages (home, pre-work, live, print) have before their
 * script runs: their organisation's name when it hides the product's, else null. Staff and
 * visitors without a live session get index.html's own; the default organisation costs no read
 * beyond the (cached) session look-up.
 */
export const signedInPageTitle = async (
  deps: Pick<Deps, 'store' | 'clock' | 'tokens' | 'config'>,
  sessionToken: string,
): Promise<string | null> => {
  const signedIn = await authenticate(deps, { token: sessionToken, activity: false });
  if (signedIn === null || signedIn.user.accessLevel !== PARTICIPANT) return null;
  if (signedIn.user.orgId === DEFAULT_ORG_ID) return null;
  // The name and the flag only: no logo bytes, no identity-provider read for a title.
  const organisation = await deps.store.organisations.findHeader({ orgId: signedIn.user.orgId });
  return organisation?.branding.hideProductName === true ? organisation.name : null;
};
