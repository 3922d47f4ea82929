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
  if (signedIn.user.orgId === DEFAULT_ORG_ID) {
    const firstScreen = (page: FirstScreenPage) =>
      participantHomeFirstScreen(deps, signedIn.actor, null, page);
    return { title: null, home, session, firstScreen };
  }
  // The name and the flags only: no logo bytes, no identity-provider read for a title.
  const organisation = await deps.store.organisations.findHeader({ orgId: signedIn.user.orgId });
  const branding = organisation === null ? null : headerBrandingOf(organisation);
  const firstScreen = (page: FirstScreenPage) =>
    participantHomeFirstScreen(deps, signedIn.actor, branding, page);
  return { title: branding?.hideProductName === true ? branding.name : null, home, session, firstScreen };
};
