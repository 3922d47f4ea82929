import type { SsoProtocol, SsoSettingsView } from '@vs/domain';

/** The sign-in form as typed: lists as comma-separated text, the secret write-only (blank keeps it). */
export interface SsoForm {
  readonly protocol: SsoProtocol;
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly idpMetadataXml: string;
  readonly samlEmailVerified: boolean;
  readonly roleClaim: string;
  readonly guideValues: string;
  readonly adminValues: string;
  readonly emailDomains: string;
  readonly enforced: boolean;
  readonly participants: boolean;
}

export const EMPTY_SSO_FORM: SsoForm = {
  protocol: 'oidc',
  issuer: '',
  clientId: '',
  clientSecret: '',
  idpMetadataXml: '',
  samlEmailVerified: false,
  roleClaim: 'groups',
  guideValues: '',
  adminValues: '',
  emailDomains: '',
  enforced: false,
  participants: false,
};

const listText = (values: readonly string[]): string => values.join(', ');
const listOf = (text: string): string[] =>
  text
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

export const ssoFormOf = (view: SsoSettingsView | null): SsoForm =>
  view === null
    ? EMPTY_SSO_FORM
    : {
        protocol: view.protocol,
        issuer: view.oidc?.issuer ?? '',
        clientId: view.oidc?.clientId ?? '',
        clientSecret: '',
        idpMetadataXml: view.saml?.idpMetadataXml ?? '',
        samlEmailVerified: view.saml?.emailVerified ?? false,
        roleClaim: view.roles.claim,
        guideValues: listText(view.roles.guideValues),
        adminValues: listText(view.roles.adminValues),
        emailDomains: listText(view.emailDomains),
        enforced: view.enforced,
        participants: view.participants,
      };

/** PUT /api/org/sso's body: only the chosen protocol's part; a blank secret is left out (kept). */
export const ssoBodyOf = (orgId: string, form: SsoForm, saml: SsoSettingsView['saml']) => ({
  orgId,
  protocol: form.protocol,
  ...(form.protocol === 'oidc'
    ? {
        oidc: {
          issuer: form.issuer.trim(),
          clientId: form.clientId.trim(),
          ...(form.clientSecret === '' ? {} : { clientSecret: form.clientSecret }),
        },
      }
    : {
        saml: {
          idpMetadataXml: form.idpMetadataXml,
          emailVerified: form.samlEmailVerified,
          ...(saml === null ? {} : { attributes: saml.attributes }),
        },
      }),
  roles: {
    claim: form.roleClaim.trim(),
    guideValues: listOf(form.guideValues),
    adminValues: listOf(form.adminValues),
  },
  emailDomains: listOf(form.emailDomains),
  enforced: form.enforced,
  participants: form.participants,
});
