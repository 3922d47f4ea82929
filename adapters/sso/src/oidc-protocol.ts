import { createHash } from 'node:crypto';
import {
  DomainError,
  defineMessage,
  type PendingSsoSignIn,
  type SsoIdentity,
  type SsoSettings,
} from '@vs/domain';
import * as client from 'openid-client';
import { OIDC_CALLBACK_PATH } from './oidc-callback-path.ts';

/** Seconds a token's times may be off by (the provider's clock against ours). */
const CLOCK_TOLERANCE_SECONDS = 60;

export interface OidcProtocolOptions {
  /** This service's public origin (PUBLIC_URL): the redirect URI is built on it. */
  readonly publicUrl: string;
}

export interface OidcProtocol {
  authorizationUrl(settings: SsoSettings, pending: PendingSsoSignIn): Promise<string>;
  oidcIdentity(settings: SsoSettings, pending: PendingSsoSignIn, callbackUrl: URL): Promise<SsoIdentity>;
}

/** The one failure callers see; `cause` (the library's error) is for the server's log only. */
const refused = (cause?: unknown): DomainError => {
  const error = new DomainError(
    'unauthenticated',
    'OIDC.REFUSED',
    defineMessage({
      id: 'error.sso.oidcRefused',
      defaultMessage: 'The identity provider did not confirm the sign-in.',
    }),
  );
  if (cause !== undefined) error.cause = cause;
  return error;
};

/** Plain http is allowed for a provider on this machine only (the tests' provider), never elsewhere. */
const isLoopback = (url: URL): boolean =>
  url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

const oidcOf = (settings: SsoSettings): NonNullable<SsoSettings['oidc']> => {
  if (settings.protocol !== 'oidc' || settings.oidc === null) throw refused();
  return settings.oidc;
};

const textClaim = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const groupsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

/**
 * OpenID Connect with openid-client 6: discovery from the issuer (each provider's Configuration
 * kept, so a sign-in costs no discovery), the authorization code flow with PKCE (S256), state and
 * nonce, the ID token's issuer, audience and times checked (60 s tolerance). Claims the ID token
 * lacks (email, the role claim) are read from the userinfo endpoint. Any failure is one plain
 * `unauthenticated` error: the provider's own words never reach the browser.
 */
export const createOidcProtocol = (options: OidcProtocolOptions): OidcProtocol => {
  const redirectUri = new URL(OIDC_CALLBACK_PATH, options.publicUrl);
  const configurations = new Map<string, Promise<client.Configuration>>();

  const configurationFor = (oidc: NonNullable<SsoSettings['oidc']>): Promise<client.Configuration> => {
    const key = createHash('sha256')
      .update(JSON.stringify([oidc.issuer, oidc.clientId, oidc.clientSecret]))
      .digest('hex');
    let found = configurations.get(key);
    if (found === undefined) {
      const issuer = new URL(oidc.issuer);
      found = client.discovery(
        issuer,
        oidc.clientId,
        { [client.clockTolerance]: CLOCK_TOLERANCE_SECONDS },
        client.ClientSecretPost(oidc.clientSecret),
        isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : {},
      );
      configurations.set(key, found);
      // A provider out of reach is asked again next time.
      found.catch(() => configurations.delete(key));
    }
    return found;
  };

  return {
    authorizationUrl: async (settings, pending) => {
      try {
        const config = await configurationFor(oidcOf(settings));
        return client
          .buildAuthorizationUrl(config, {
            redirect_uri: redirectUri.href,
            response_type: 'code',
            scope: 'openid email profile',
            state: pending.state,
            nonce: pending.nonce,
            code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
            code_challenge_method: 'S256',
          })
          .toString();
      } catch (error) {
        throw refused(error);
      }
    },

    oidcIdentity: async (settings, pending, callbackUrl) => {
      try {
        const config = await configurationFor(oidcOf(settings));
        // The callback as registered (behind a proxy the request's own URL may differ), with its query.
        const current = new URL(redirectUri);
        current.search = callbackUrl.search;
        const tokens = await client.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (idToken === undefined) throw refused();
        const claim = settings.roles.claim;
        const needsUserInfo =
          (idToken.email === undefined || idToken[claim] === undefined) &&
          config.serverMetadata().userinfo_endpoint !== undefined;
        const claims = needsUserInfo
          ? { ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken }
          : idToken;
        const email = textClaim(claims.email);
        return {
          orgId: settings.orgId,
          protocol: 'oidc',
          issuer: idToken.iss,
          subject: idToken.sub,
          email: email === '' ? null : email,
          emailVerified: claims.email_verified === true,
          forename: textClaim(claims.given_name),
          surname: textClaim(claims.family_name),
          groups: groupsOf(claims[claim]),
        };
      } catch (error) {
        throw error instanceof DomainError ? error : refused(error);
      }
    },
  };
};
