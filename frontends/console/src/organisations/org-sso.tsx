import { useQuery } from '@tanstack/react-query';
import { Banner, Button, Checkbox, call, PasswordField, Select, TextArea, TextField } from '@vs/ui';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { useRefreshingAction } from '../api/server-action.ts';
import { FormProblem } from '../people/form-problem.tsx';
import { ORGS_KEY, type OrganisationRow } from './org-queries.ts';
import { type SsoForm, ssoBodyOf, ssoFormOf } from './org-sso-form.ts';

const protocols = (intl: IntlShape) => [
  {
    value: 'oidc',
    label: intl.formatMessage({
      id: 'console.organisations.sso.oidc',
      defaultMessage: 'OpenID Connect (Entra ID, Okta, Google Workspace...)',
    }),
  },
  {
    value: 'saml',
    label: intl.formatMessage({ id: 'console.organisations.sso.saml', defaultMessage: 'SAML 2.0' }),
  },
];

const useSsoSettings = (orgId: string) =>
  useQuery({
    queryKey: [...ORGS_KEY, 'sso', orgId],
    queryFn: async () => (await call(api.api.org.sso.$get({ query: { orgId } }))).sso,
  });

/** The fields, once the settings are loaded (the form starts from them). */
const SsoFields = ({
  organisation,
  settings,
}: {
  readonly organisation: OrganisationRow;
  readonly settings: NonNullable<ReturnType<typeof useSsoSettings>['data']> | null;
}) => {
  const formId = useId();
  const intl = useIntl();
  const [form, setForm] = useState<SsoForm>(() => ssoFormOf(settings));
  const set = (change: Partial<SsoForm>) => setForm((before) => ({ ...before, ...change }));
  const save = useRefreshingAction({
    send: () =>
      call(api.api.org.sso.$put({ json: ssoBodyOf(organisation.orgId, form, settings?.saml ?? null) })),
    refresh: [[...ORGS_KEY, 'sso', organisation.orgId]],
    onDone: () => set({ clientSecret: '' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const readOnly = settings?.fromEnvironment === true;
  const origin = window.location.origin;
  const readFile = async (file: File | undefined) => {
    if (file) set({ idpMetadataXml: await file.text() });
  };

  return (
    <form id={formId} onSubmit={submit} noValidate className="vs-org-form">
      {readOnly ? (
        <Banner tone="info">
          <FormattedMessage
            id="console.organisations.sso.fromEnvironment"
            defaultMessage="Set by this deployment's environment (OIDC_* settings): change them there."
          />
        </Banner>
      ) : null}
      <fieldset disabled={readOnly || save.isPending} className="vs-org-sso-fields">
        <Select
          label={intl.formatMessage({ id: 'console.organisations.sso.protocol', defaultMessage: 'Protocol' })}
          options={protocols(intl)}
          value={form.protocol}
          onChange={(event) => set({ protocol: event.target.value === 'saml' ? 'saml' : 'oidc' })}
        />
        {form.protocol === 'oidc' ? (
          <>
            <TextField
              label={intl.formatMessage({
                id: 'console.organisations.sso.issuer',
                defaultMessage: 'Issuer URL',
              })}
              type="url"
              autoComplete="off"
              hint={intl.formatMessage(
                {
                  id: 'console.organisations.sso.issuerHint',
                  defaultMessage: "The provider's issuer, e.g. {example}.",
                },
                { example: 'https://login.microsoftonline.com/<tenant>/v2.0' },
              )}
              value={form.issuer}
              onChange={(event) => set({ issuer: event.target.value })}
            />
            <TextField
              label={intl.formatMessage({
                id: 'console.organisations.sso.clientId',
                defaultMessage: 'Client ID',
              })}
              autoComplete="off"
              value={form.clientId}
              onChange={(event) => set({ clientId: event.target.value })}
            />
            <PasswordField
              label={intl.formatMessage({
                id: 'console.organisations.sso.clientSecret',
                defaultMessage: 'Client secret',
              })}
              autoComplete="new-password"
              hint={
                settings?.oidc?.hasClientSecret
                  ? intl.formatMessage({
                      id: 'console.organisations.sso.secretStored',
                      defaultMessage:
                        'A secret is stored (encrypted; it is never shown). Leave blank to keep it.',
                    })
                  : intl.formatMessage({
                      id: 'console.organisations.sso.secretNew',
                      defaultMessage: 'Stored encrypted; it is never shown again.',
                    })
              }
              value={form.clientSecret}
              onChange={(event) => set({ clientSecret: event.target.value })}
            />
            <p className="vs-org-sso-note">
              <FormattedMessage
                id="console.organisations.sso.redirectUri"
                defaultMessage="Redirect URI to register at the provider: {uri}"
                values={{ uri: <code>{`${origin}/api/auth/oidc/callback`}</code> }}
              />
            </p>
          </>
        ) : (
          <>
            <TextArea
              label={intl.formatMessage({
                id: 'console.organisations.sso.metadataXml',
                defaultMessage: 'Identity provider metadata (XML)',
              })}
              rows={6}
              value={form.idpMetadataXml}
              onChange={(event) => set({ idpMetadataXml: event.target.value })}
            />
            <TextField
              label={intl.formatMessage({
                id: 'console.organisations.sso.metadataFile',
                defaultMessage: 'Or upload the metadata file',
              })}
              type="file"
              accept=".xml,application/xml,text/xml"
              onChange={(event) => void readFile(event.target.files?.[0])}
            />
            <Checkbox
              label={intl.formatMessage({
                id: 'console.organisations.sso.emailVerified',
                defaultMessage:
                  "The provider's email addresses are verified (they may link existing accounts)",
              })}
              checked={form.samlEmailVerified}
              onChange={(event) => set({ samlEmailVerified: event.target.checked })}
            />
            <p className="vs-org-sso-note">
              <FormattedMessage
                id="console.organisations.sso.spMetadata"
                defaultMessage="Service provider metadata: {uri}"
                values={{ uri: <code>{`${origin}/api/auth/saml/metadata?org=${organisation.slug}`}</code> }}
              />
            </p>
          </>
        )}
        <TextField
          label={intl.formatMessage({
            id: 'console.organisations.sso.roleClaim',
            defaultMessage: 'Role claim',
          })}
          autoComplete="off"
          hint={intl.formatMessage({
            id: 'console.organisations.sso.roleClaimHint',
            defaultMessage: "The claim or attribute carrying the person's groups.",
          })}
          value={form.roleClaim}
          onChange={(event) => set({ roleClaim: event.target.value })}
        />
        <TextField
          label={intl.formatMessage({
            id: 'console.organisations.sso.guideValues',
            defaultMessage: 'Guide values',
          })}
          autoComplete="off"
          hint={intl.formatMessage({
            id: 'console.organisations.sso.guideValuesHint',
            defaultMessage: 'Comma-separated: any of these groups makes a Guide.',
          })}
          value={form.guideValues}
          onChange={(event) => set({ guideValues: event.target.value })}
        />
        <TextField
          label={intl.formatMessage({
            id: 'console.organisations.sso.adminValues',
            defaultMessage: 'Admin values',
          })}
          autoComplete="off"
          hint={intl.formatMessage({
            id: 'console.organisations.sso.adminValuesHint',
            defaultMessage: 'Comma-separated: any of these groups makes a client admin of this organisation.',
          })}
          value={form.adminValues}
          onChange={(event) => set({ adminValues: event.target.value })}
        />
        <TextField
          label={intl.formatMessage({
            id: 'console.organisations.sso.emailDomains',
            defaultMessage: 'Email domains',
          })}
          autoComplete="off"
          hint={intl.formatMessage({
            id: 'console.organisations.sso.emailDomainsHint',
            defaultMessage: 'Comma-separated, e.g. example.com: who signs in through this provider.',
          })}
          value={form.emailDomains}
          onChange={(event) => set({ emailDomains: event.target.value })}
        />
        <Checkbox
          label={intl.formatMessage({
            id: 'console.organisations.sso.enforced',
            defaultMessage: 'Enforce: no passwords for these domains (super-admins keep theirs)',
          })}
          checked={form.enforced}
          onChange={(event) => set({ enforced: event.target.checked })}
        />
        <Checkbox
          label={intl.formatMessage({
            id: 'console.organisations.sso.participants',
            defaultMessage: 'Participants may sign in through it too',
          })}
          checked={form.participants}
          onChange={(event) => set({ participants: event.target.checked })}
        />
      </fieldset>
      <FormProblem error={save.error} />
      {save.isSuccess ? (
        <Banner tone="success" live>
          <FormattedMessage id="console.organisations.sso.saved" defaultMessage="Sign-in settings saved." />
        </Banner>
      ) : null}
      {readOnly ? null : (
        <div>
          <Button type="submit" busy={save.isPending}>
            <FormattedMessage id="console.organisations.sso.save" defaultMessage="Save sign-in settings" />
          </Button>
        </div>
      )}
    </form>
  );
};

/** An organisation's "Sign-in (SSO)" section: its identity provider, saved on its own. */
export const OrgSso = ({ organisation }: { readonly organisation: OrganisationRow }) => {
  const settings = useSsoSettings(organisation.orgId);
  return (
    <section className="vs-org-section" aria-labelledby={`sso-${organisation.orgId}`}>
      <h3 id={`sso-${organisation.orgId}`}>
        <FormattedMessage id="console.organisations.sso.title" defaultMessage="Sign-in (SSO)" />
      </h3>
      {settings.isPending ? (
        <p>
          <FormattedMessage id="console.organisations.sso.loading" defaultMessage="Loading…" />
        </p>
      ) : null}
      {settings.isError ? <FormProblem error={settings.error} /> : null}
      {settings.isSuccess ? <SsoFields organisation={organisation} settings={settings.data} /> : null}
    </section>
  );
};
