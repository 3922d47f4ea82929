import { notFound } from '../../errors/domain-error.ts';
import {
  type PendingSsoSignIn,
  SSO_PENDING_MINUTES,
  SSO_REFUSALS,
  type SsoSettings,
} from '../../model/sso.ts';
import type { Deps } from '../../ports/deps.ts';
import { localReturnPath } from '../../rules/sso-return-path.ts';
import { ssoSettingsOfEmail, ssoSettingsOfOrg } from './sso-settings.ts';

/** Who is signing in: by their work email's domain, or by their organisation's slug (`/o/<slug>`). */
export type StartSsoSignInInput = ({ readonly email: string } | { readonly orgSlug: string }) & {
  /** Where to land afterwards; anything but a local path lands on `/`. */
  readonly returnTo?: string | undefined;
};

const settingsFor = async (
  deps: Pick<Deps, 'store' | 'config' | 'secrets'>,
  input: StartSsoSignInInput,
): Promise<SsoSettings | null> => {
  if ('email' in input) return ssoSettingsOfEmail(deps, input.email);
  const organisation = await deps.store.organisations.findBySlug(input.orgSlug.trim().toLowerCase());
  return organisation && ssoSettingsOfOrg(deps, organisation.orgId);
};

/**
 * Begins a sign-in at the identity provider serving the email's domain or the organisation: a
 * pending sign-in (random state, nonce and PKCE verifier) kept server-side for ten minutes, and
 * the provider's URL to send the browser to.
 */
export const startSsoSignIn = async (
  deps: Pick<Deps, 'store' | 'config' | 'secrets' | 'clock' | 'tokens' | 'identityProviders'>,
  input: StartSsoSignInInput,
): Promise<{ readonly url: string }> => {
  const settings = await settingsFor(deps, input);
  if (settings === null) throw notFound('SSO.NOT_CONFIGURED', SSO_REFUSALS.not_configured);
  const pending: PendingSsoSignIn = {
    state: deps.tokens.generate(),
    orgId: settings.orgId,
    protocol: settings.protocol,
    // SAML: the AuthnRequest's id (the adapter makes an xs:ID of it).
    nonce: deps.tokens.generate(),
    codeVerifier: settings.protocol === 'oidc' ? deps.tokens.generate() : '',
    returnTo: localReturnPath(input.returnTo),
    expiresAt: new Date(deps.clock.now().getTime() + SSO_PENDING_MINUTES * 60_000),
  };
  // The URL first: a provider out of reach leaves nothing stored.
  const url = await deps.identityProviders.authorizationUrl(settings, pending);
  await deps.store.sso.insertPending(pending);
  return { url };
};
