import { conflict, type ErrorText, invalid } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import { DEFAULT_ORG_ID } from '../../model/organisation.ts';
import type { SamlSettings, SsoProtocol, StoredSsoSettings } from '../../model/sso.ts';
import type { Deps } from '../../ports/deps.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { byActor, recordAudit } from '../shared/audit.ts';
import { loadOrgForSso } from './get-sso-settings.ts';
import { type SsoSettingsView, ssoSettingsView } from './sso-settings-view.ts';

export interface UpdateSsoSettingsInput {
  readonly orgId: string;
  readonly protocol: SsoProtocol;
  /** For OIDC; a secret left out keeps the one stored (the console never has it to send back). */
  readonly oidc?:
    | { readonly issuer: string; readonly clientId: string; readonly clientSecret?: string }
    | undefined;
  readonly saml?: SamlSettings | undefined;
  readonly roles: {
    readonly claim?: string | undefined;
    readonly guideValues: readonly string[];
    readonly adminValues: readonly string[];
  };
  readonly emailDomains: readonly string[];
  readonly enforced: boolean;
  readonly participants: boolean;
}

export const FROM_ENVIRONMENT_MESSAGE = defineMessage({
  id: 'error.organisation.fromEnvironment',
  defaultMessage:
    "The default organisation's sign-in is set by the deployment's environment (OIDC_*); change it there.",
});

const domainTaken = (domain: string): ErrorText => ({
  message: defineMessage({
    id: 'error.sso.domainTaken',
    defaultMessage:
      "The email domain {domain} is already served by another organisation's identity provider.",
  }),
  values: { domain },
});

const sealedSecret = (
  deps: Pick<Deps, 'secrets'>,
  input: UpdateSsoSettingsInput,
  before: StoredSsoSettings | null,
): string => {
  const given = input.oidc?.clientSecret;
  if (given !== undefined && given !== '') return deps.secrets.seal(given);
  const kept = before?.oidc?.sealedClientSecret;
  if (kept === undefined)
    throw invalid(
      'SSO.SECRET_REQUIRED',
      defineMessage({ id: 'error.sso.secretRequired', defaultMessage: 'Please enter the client secret.' }),
    );
  return kept;
};

/**
 * Sets an organisation's identity provider (a super-admin or its client admins). The client
 * secret is sealed before it is stored; an email domain may be served by one organisation only.
 */
export const updateSsoSettings = async (
  deps: Pick<Deps, 'store' | 'config' | 'secrets' | 'clock' | 'ids'>,
  actor: Actor,
  input: UpdateSsoSettingsInput,
): Promise<SsoSettingsView> => {
  await loadOrgForSso(deps, actor, input.orgId);
  if (input.orgId === DEFAULT_ORG_ID && deps.config.sso !== null)
    throw conflict('SSO.FROM_ENVIRONMENT', FROM_ENVIRONMENT_MESSAGE);
  if (input.protocol === 'oidc' && input.oidc === undefined)
    throw invalid(
      'SSO.OIDC_REQUIRED',
      defineMessage({
        id: 'error.sso.oidcRequired',
        defaultMessage: 'Please enter the issuer URL and client id.',
      }),
    );
  if (input.protocol === 'saml' && input.saml === undefined)
    throw invalid(
      'SSO.SAML_REQUIRED',
      defineMessage({
        id: 'error.sso.samlRequired',
        defaultMessage: "Please give the identity provider's metadata XML.",
      }),
    );
  const emailDomains = [...new Set(input.emailDomains.map((d) => d.trim().toLowerCase()))];

  return deps.store.transaction(async (tx) => {
    for (const domain of emailDomains) {
      const other = deps.config.sso?.emailDomains.includes(domain)
        ? DEFAULT_ORG_ID
        : (await tx.sso.findSettingsByDomain(domain))?.orgId;
      if (other !== undefined && other !== input.orgId)
        throw conflict('SSO.DOMAIN_TAKEN', domainTaken(domain));
    }
    const before = await tx.sso.findSettings(input.orgId);
    const settings: StoredSsoSettings = {
      orgId: input.orgId,
      protocol: input.protocol,
      oidc:
        input.protocol === 'oidc' && input.oidc !== undefined
          ? {
              issuer: input.oidc.issuer.trim(),
              clientId: input.oidc.clientId.trim(),
              sealedClientSecret: sealedSecret(deps, input, before),
            }
          : null,
      saml: input.protocol === 'saml' ? (input.saml ?? null) : null,
      roles: {
        claim: input.roles.claim?.trim() || 'groups',
        guideValues: input.roles.guideValues,
        adminValues: input.roles.adminValues,
      },
      emailDomains,
      enforced: input.enforced,
      participants: input.participants,
    };
    await tx.sso.saveSettings(settings);
    await recordAudit(tx, deps, byActor(actor), {
      action: 'org.sso_updated',
      target: { kind: 'org', id: input.orgId },
      orgId: input.orgId,
      details: {
        protocol: settings.protocol,
        enforced: settings.enforced,
        participants: settings.participants,
        secretChanged: (input.oidc?.clientSecret ?? '') !== '',
      },
    });
    return ssoSettingsView(settings, false);
  });
};
