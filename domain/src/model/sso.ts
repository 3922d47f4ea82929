import { defineMessages } from '../rules/message-descriptor.ts';
/**
 * Enterprise sign-in: an organisation's identity provider (OIDC or SAML 2.0). The default
 * organisation's settings come from the deployment's environment (OIDC_*, SSO_ENFORCED); every
 * other organisation keeps its own, set in the console. A Guide or admin signed in by the
 * provider needs no password of ours.
 */

export const SSO_PROTOCOLS = ['oidc', 'saml'] as const;
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];

/** Which claim (OIDC) or attribute (SAML) carries a person's groups, and which values grant a role. */
export interface RoleMapping {
  /** `groups` unless set. */
  readonly claim: string;
  /** Any of these values makes a Guide of the organisation. */
  readonly guideValues: readonly string[];
  /**
   * Any of these values makes an admin: a super-admin for the default organisation's
   * (deployment-wide) provider, a client admin for any other organisation's.
   */
  readonly adminValues: readonly string[];
}

export interface OidcSettings {
  readonly issuer: string;
  readonly clientId: string;
  /** Decrypted only inside the process; stored encrypted and never returned by the API. */
  readonly clientSecret: string;
}

export interface SamlSettings {
  /** The identity provider's metadata XML, as pasted or uploaded (entity id, SSO URL, signing certificate). */
  readonly idpMetadataXml: string;
  /** SAML asserts no `email_verified`: whether this provider's emails may link existing accounts. */
  readonly emailVerified: boolean;
  /** Attribute names; each has a common default (the email also falls back to the NameID). */
  readonly attributes: {
    readonly email: string;
    readonly forename: string;
    readonly surname: string;
  };
}

export interface SsoSettings {
  readonly orgId: string;
  readonly protocol: SsoProtocol;
  readonly oidc: OidcSettings | null;
  readonly saml: SamlSettings | null;
  readonly roles: RoleMapping;
  /** Lower-case email domains this provider serves (`example.com`); how `/sso/start?email=` finds it. */
  readonly emailDomains: readonly string[];
  /** Password sign-in and forgot-password are off for accounts of `emailDomains` (super-admins' break-glass excepted). */
  readonly enforced: boolean;
  /** Participants of this organisation may also sign in through it (off by default). */
  readonly participants: boolean;
}

/**
 * A sign-in begun and not yet finished: kept server-side (any replica may get the callback),
 * consumed once, so a replayed `state` or `RelayState` finds nothing.
 */
export interface PendingSsoSignIn {
  /** OIDC `state` / SAML RelayState: a random secret naming this record. */
  readonly state: string;
  readonly orgId: string;
  readonly protocol: SsoProtocol;
  /** OIDC nonce; the SAML AuthnRequest id (checked against InResponseTo). */
  readonly nonce: string;
  /** PKCE code verifier (OIDC); empty for SAML. */
  readonly codeVerifier: string;
  /** A local path (`/`, `/console`), never another origin. */
  readonly returnTo: string;
  readonly expiresAt: Date;
}

/** What an identity provider asserted, after the protocol adapter checked signature, issuer, audience and time. */
export interface SsoIdentity {
  readonly orgId: string;
  readonly protocol: SsoProtocol;
  /** The provider's stable id for the person (OIDC `iss` + `sub`, SAML entity id + NameID). */
  readonly issuer: string;
  readonly subject: string;
  /** Null when the provider sent none: refused. */
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly forename: string;
  readonly surname: string;
  /** The values of the role claim or attribute. */
  readonly groups: readonly string[];
}

/**
 * Settings as stored: the OIDC client secret sealed (AES-256-GCM, the SecretBox port), so a
 * database read alone never yields it.
 */
export interface StoredSsoSettings extends Omit<SsoSettings, 'oidc'> {
  readonly oidc: (Omit<OidcSettings, 'clientSecret'> & { readonly sealedClientSecret: string }) | null;
}

/** A person's account as an identity provider knows it: (issuer, subject) names one user for good. */
export interface SsoIdentityLink {
  readonly issuer: string;
  readonly subject: string;
  readonly uid: string;
  readonly createdAt: Date;
}

/** How long a begun sign-in may take at the identity provider. */
export const SSO_PENDING_MINUTES = 10;

/** The role an identity provider's groups grant in its organisation. */
export type SsoRole =
  | { readonly kind: 'super-admin' }
  | { readonly kind: 'member'; readonly role: 'guide' | 'client_admin' };

/** Why an SSO sign-in was refused: the login page's `?sso_error=` code, each with its message. */
export const SSO_REFUSALS = defineMessages({
  expired: {
    id: 'error.sso.expired',
    defaultMessage: 'That sign-in took too long or was already used. Please sign in again.',
  },
  not_configured: {
    id: 'error.sso.notConfigured',
    defaultMessage: 'No identity provider signs in this organisation or email address.',
  },
  provider: {
    id: 'error.sso.provider',
    defaultMessage:
      'Your identity provider did not confirm the sign-in. Please try again, or ask your administrator.',
  },
  replayed: {
    id: 'error.sso.replayed',
    defaultMessage: 'That sign-in was already used. Please sign in again.',
  },
  no_email: {
    id: 'error.sso.noEmail',
    defaultMessage:
      'Your identity provider did not send your email address. Ask your administrator to release it.',
  },
  unverified_email: {
    id: 'error.sso.unverifiedEmail',
    defaultMessage:
      'An account with your email already exists, and your identity provider did not confirm the address. Ask your administrator.',
  },
  no_role: {
    id: 'error.sso.noRole',
    defaultMessage: 'Your organisation has not given you access to this service. Ask your administrator.',
  },
  foreign_account: {
    id: 'error.sso.foreignAccount',
    defaultMessage:
      "Your organisation's identity provider cannot sign in this account. Ask your administrator.",
  },
  participants_off: {
    id: 'error.sso.participantsOff',
    defaultMessage: 'Participants sign in with their logon link or password, not through the organisation.',
  },
  rate_limited: {
    id: 'error.sso.rateLimited',
    defaultMessage: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  },
});
export type SsoRefusal = keyof typeof SSO_REFUSALS;

export const isSsoRefusal = (code: string): code is SsoRefusal => Object.hasOwn(SSO_REFUSALS, code);
