import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { type SamlSettings, SSO_PROTOCOLS } from '@vs/domain';

/** An organisation's identity provider (the default one's may come from the environment instead). */
export const SsoSettingsSchema = defineEntity({
  name: 'SsoSettings',
  tableName: 'sso_settings',
  properties: {
    orgId: p.uuid().primary(),
    protocol: p.enum([...SSO_PROTOCOLS]),
    oidcIssuer: p.text().nullable(),
    oidcClientId: p.text().nullable(),
    // Sealed with AES-256-GCM (SSO_SECRET_KEY): the database never holds the secret itself.
    oidcClientSecretSealed: p.text().nullable(),
    saml: p.json<SamlSettings>().nullable(),
    roleClaim: p.text(),
    guideValues: p.json<readonly string[]>(),
    adminValues: p.json<readonly string[]>(),
    // Looked up by `@>` (an email's domain); a handful per organisation.
    emailDomains: p.array(),
    enforced: p.boolean(),
    participants: p.boolean(),
  },
});

export type SsoSettingsEntity = InferEntity<typeof SsoSettingsSchema>;
