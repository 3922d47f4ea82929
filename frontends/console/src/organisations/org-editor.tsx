import { Button, call, Dialog } from '@vs/ui';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { useRefreshingAction } from '../api/server-action.ts';
import { type OrgDetails, OrgDetailsFields } from './org-details-form.tsx';
import { OrgLogo } from './org-logo.tsx';
import { OrgMembers } from './org-members.tsx';
import { ORGS_KEY, type OrganisationRow } from './org-queries.ts';
import { OrgSso } from './org-sso.tsx';
import { OrgUsage } from './org-usage.tsx';

const detailsOf = (organisation: OrganisationRow): OrgDetails => ({
  name: organisation.name,
  slug: organisation.slug,
  retentionDays: organisation.retentionDays === null ? '' : String(organisation.retentionDays),
  accentColour: organisation.branding.accentColour ?? '',
  senderName: organisation.branding.senderName ?? '',
  hideProductName: organisation.branding.hideProductName,
  language: organisation.language ?? '',
});

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** PUT /api/org/update's body: the slug and retention only from the provider. */
const updateOf = (orgId: string, details: OrgDetails, provider: boolean) => ({
  orgId,
  name: details.name,
  branding: {
    accentColour: orNull(details.accentColour),
    senderName: orNull(details.senderName),
    hideProductName: details.hideProductName,
  },
  language: details.language === '' ? null : details.language,
  ...(provider
    ? {
        slug: details.slug,
        retentionDays: details.retentionDays.trim() === '' ? null : Number(details.retentionDays),
      }
    : {}),
});

/**
 * Edit an organisation: its details and branding (saved with Save), its logo and its members
 * (each change saved at once), and its usage. A client admin sees no short name or retention: those are the
 * provider's.
 */
export const OrgEditor = ({
  organisation,
  provider,
  onClose,
}: {
  readonly organisation: OrganisationRow;
  readonly provider: boolean;
  readonly onClose: () => void;
}) => {
  const formId = useId();
  const intl = useIntl();
  const [details, setDetails] = useState(() => detailsOf(organisation));
  const save = useRefreshingAction({
    send: () => call(api.api.org.update.$put({ json: updateOf(organisation.orgId, details, provider) })),
    refresh: [ORGS_KEY],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <Dialog
      open
      size="l"
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
      title={intl.formatMessage(
        { id: 'console.organisations.editor.title', defaultMessage: 'Edit {name}' },
        { name: organisation.name },
      )}
      actions={
        <>
          <Button variant="secondary" disabled={save.isPending} onClick={onClose}>
            <FormattedMessage id="console.organisations.editor.close" defaultMessage="Close" />
          </Button>
          <Button type="submit" form={formId} busy={save.isPending}>
            <FormattedMessage id="console.organisations.editor.save" defaultMessage="Save" />
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="vs-org-form">
        <OrgDetailsFields details={details} onChange={setDetails} provider={provider} error={save.error} />
      </form>
      <section
        className="vs-org-section"
        aria-label={intl.formatMessage({ id: 'console.organisations.editor.logo', defaultMessage: 'Logo' })}
      >
        <h3>
          <FormattedMessage id="console.organisations.editor.logo" defaultMessage="Logo" />
        </h3>
        <OrgLogo organisation={organisation} />
      </section>
      <OrgMembers organisation={organisation} provider={provider} />
      <OrgUsage organisation={organisation} />
      <OrgSso organisation={organisation} />
    </Dialog>
  );
};
