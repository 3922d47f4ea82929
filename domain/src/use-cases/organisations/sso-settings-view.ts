import type {
  RoleMapping,
  SamlSettings,
  SsoProtocol,
  SsoSettings,
  StoredSsoSettings,
} from '../../model/sso.ts';

/** An organisation's sign-in settings as the console shows them: never the client secret. */
export interface SsoSettingsView {
  readonly orgId: string;
  readonly protocol: SsoProtocol;
  readonly oidc: {
    readonly issuer: string;
    readonly clientId: string;
    readonly hasClientSecret: boolean;
  } | null;
  readonly saml: SamlSettings | null;
  readonly roles: RoleMapping;
  readonly emailDomains: readonly string[];
  readonly enforced: boolean;
  readonly participants: boolean;
  /** Set by the deployment's environment (the default organisation's OIDC_*): read-only here. */
  readonly fromEnvironment: boolean;
}

export const ssoSettingsView = (
  settings: SsoSettings | StoredSsoSettings,
  fromEnvironment: boolean,
): SsoSettingsView => ({
  orgId: settings.orgId,
  protocol: settings.protocol,
  oidc:
    settings.oidc === null
      ? null
      : {
          issuer: settings.oidc.issuer,
          clientId: settings.oidc.clientId,
          hasClientSecret:
            'clientSecret' in settings.oidc
              ? settings.oidc.clientSecret !== ''
              : settings.oidc.sealedClientSecret !== '',
        },
  saml: settings.saml,
  roles: settings.roles,
  emailDomains: settings.emailDomains,
  enforced: settings.enforced,
  participants: settings.participants,
  fromEnvironment,
});
