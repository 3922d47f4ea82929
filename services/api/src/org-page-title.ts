import {
  authenticate,
  DEFAULT_ORG_ID,
  type Deps,
  DomainError,
  getPublicBranding,
  headerBrandingOf,
  PARTICIPANT,
} from '@vs/domain';
import type { FirstScreenPage, SignedInPage } from './frontends.ts';
import { participantHomeFirstScreen } from './participant-first-screen.ts';

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

/** The remote each access level's home is (spec 2.1: 0 participant, 1 Guide, 2 super-admin). */
const HOMES: Readonly<Record<number, SignedInPage['home']>> = { 0: 'participant', 1: 'guide', 2: 'admin' };

/**
 * The branding a participant's pages wear: none (the product's look) for the default organisation,
 * at no read; else their organisation's name and flags only (no logo bytes, no identity-provider read).
 */
const pageBrandingOf = async (deps: Pick<Deps, 'store'>, orgId: string) => {
  if (orgId === DEFAULT_ORG_ID) return null;
  const organisation = await deps.store.organisations.findHeader({ orgId });
  return organisation === null ? null : headerBrandingOf(organisation);
};

/**
 * A signed-in person's pages before their script runs (null without a live session): the remote
 * of their home, the session check's answer, the title of a participant's pages (home, pre-work, live, print): their
 * organisation's name when it hides the product's, else null, and a participant's home drawn
 * first, in their organisation's logo and colour. Staff get index.html's own title;
 * the default organisation costs no read beyond the (cached) session look-up.
 */
export const signedInPage = async (
  deps: Pick<Deps, 'store' | 'clock' | 'tokens' | 'config'>,
  sessionToken: string,
): Promise<SignedInPage | null> => {
  const signedIn = await authenticate(deps, { token: sessionToken, activity: false });
  if (signedIn === null) return null;
  const home = HOMES[signedIn.user.accessLevel] ?? 'participant';
  // As the session check answers it (adapters/http/src/routes/auth.route.ts, `/loggedIn`).
  const session = {
    accessLevel: signedIn.actor.accessLevel,
    firstLogin: signedIn.session.firstLogin,
    language: signedIn.user.language,
  };
  if (signedIn.user.accessLevel !== PARTICIPANT) return { title: null, home, session };
  const branding = await pageBrandingOf(deps, signedIn.user.orgId);
  const firstScreen = (page: FirstScreenPage) =>
    participantHomeFirstScreen(deps, signedIn.actor, branding, page);
  return { title: branding?.hideProductName === true ? branding.name : null, home, session, firstScreen };
};
