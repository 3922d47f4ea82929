import { ORG_NAME_MAX, writingLocale } from '@vs/domain';
import {
  Banner,
  Button,
  call,
  createColumnHelper,
  DataTable,
  Dialog,
  messageOf,
  Spinner,
  TextField,
  VisuallyHidden,
} from '@vs/ui';
import { createContext, type FormEvent, useContext, useId, useMemo, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { useRefreshingAction, useReportLoadFailure } from '../api/server-action.ts';
import { FormProblem } from '../people/form-problem.tsx';
import { hiddenWords } from '../shared/hidden-words.tsx';
import { OrgEditor } from './org-editor.tsx';
import { type OrgLanguage, OrgLanguageField } from './org-language-field.tsx';
import { ORGS_KEY, type OrganisationRow, orgFieldOf, useOrganisations } from './org-queries.ts';

const column = createColumnHelper<OrganisationRow>();

/** Opens the editor for a row (by context, so the cells stay the same objects). */
const EditContext = createContext<(orgId: string) => void>(() => undefined);

const EditButton = ({ organisation }: { readonly organisation: OrganisationRow }) => {
  const edit = useContext(EditContext);
  return (
    <div className="vs-row-actions">
      <Button variant="secondary" onClick={() => edit(organisation.orgId)}>
        <FormattedMessage
          id="console.organisations.edit"
          defaultMessage="Edit<hidden> {name}</hidden>"
          values={{ name: organisation.name, hidden: hiddenWords }}
        />
      </Button>
    </div>
  );
};

const orgColumns = (intl: IntlShape) => [
  column.accessor('name', {
    header: intl.formatMessage({ id: 'console.organisations.column.name', defaultMessage: 'Name' }),
  }),
  column.accessor('slug', {
    header: intl.formatMessage({ id: 'console.organisations.column.slug', defaultMessage: 'Short name' }),
  }),
  column.accessor('createdAt', {
    header: intl.formatMessage({ id: 'console.organisations.column.created', defaultMessage: 'Created' }),
    cell: (cell) => (
      <time dateTime={cell.getValue()}>
        {new Intl.DateTimeFormat(writingLocale(intl.locale), {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
        }).format(new Date(cell.getValue()))}
      </time>
    ),
  }),
  column.display({
    id: 'action',
    header: () => (
      <VisuallyHidden>
        {intl.formatMessage({ id: 'console.organisations.column.actions', defaultMessage: 'Actions' })}
      </VisuallyHidden>
    ),
    cell: ({ row }) => <EditButton organisation={row.original} />,
  }),
];

const CreateOrgDialog = ({ onClose }: { readonly onClose: () => void }) => {
  const formId = useId();
  const intl = useIntl();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [language, setLanguage] = useState<OrgLanguage>('');
  const create = useRefreshingAction({
    send: () =>
      call(api.api.org.create.$post({ json: { name, slug, ...(language === '' ? {} : { language }) } })),
    refresh: [ORGS_KEY],
    onDone: onClose,
  });
  const field = orgFieldOf(create.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !create.isPending) onClose();
      }}
      title={intl.formatMessage({
        id: 'console.organisations.create.title',
        defaultMessage: 'Create Organisation',
      })}
      actions={
        <>
          <Button variant="secondary" disabled={create.isPending} onClick={onClose}>
            <FormattedMessage id="console.organisations.create.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" form={formId} busy={create.isPending}>
            <FormattedMessage id="console.organisations.create.create" defaultMessage="Create" />
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label={intl.formatMessage({ id: 'console.organisations.field.name', defaultMessage: 'Name' })}
          required
          maxLength={ORG_NAME_MAX}
          value={name}
          error={field === 'name' ? messageOf(create.error, intl) : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={intl.formatMessage({
            id: 'console.organisations.field.slug',
            defaultMessage: 'Short name (slug)',
          })}
          required
          maxLength={40}
          autoComplete="off"
          hint={intl.formatMessage({
            id: 'console.organisations.field.slugHint',
            defaultMessage:
              "Lower-case letters, digits and hyphens; the organisation's sign-in page is /o/ followed by it.",
          })}
          value={slug}
          error={field === 'slug' ? messageOf(create.error, intl) : undefined}
          onChange={(event) => setSlug(event.target.value)}
        />
        <OrgLanguageField value={language} onChange={setLanguage} />
        {field === null ? <FormProblem error={create.error} /> : null}
      </form>
    </Dialog>
  );
};

/**
 * Client organisations (issue 33). For the provider's super-admins (`provider`) every one, with
 * Create; for a client admin the organisations they administer. Edit opens the details, branding,
 * logo and members of one.
 */
export const OrganisationsScreen = ({ provider }: { readonly provider: boolean }) => {
  const headingId = useId();
  const intl = useIntl();
  const columns = useMemo(() => orgColumns(intl), [intl]);
  const organisations = useOrganisations();
  useReportLoadFailure(organisations.error);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const rows = useMemo(
    () => (organisations.data ?? []).filter((o) => provider || o.role === 'client_admin'),
    [organisations.data, provider],
  );
  const edited = rows.find((o) => o.orgId === editing);
  return (
    <div className="vs-people vs-orgs">
      <h2 id={headingId} className="vs-visually-hidden">
        {provider ? (
          <FormattedMessage id="console.organisations.heading.provider" defaultMessage="Organisations" />
        ) : (
          <FormattedMessage id="console.organisations.heading.client" defaultMessage="Organisation" />
        )}
      </h2>
      {provider ? (
        <div className="vs-toolbar">
          <Button onClick={() => setCreating(true)}>
            <FormattedMessage id="console.organisations.createButton" defaultMessage="Create Organisation" />
          </Button>
        </div>
      ) : null}
      {organisations.data ? (
        <EditContext.Provider value={setEditing}>
          <DataTable
            label={
              provider
                ? intl.formatMessage({
                    id: 'console.organisations.table.provider',
                    defaultMessage: 'Organisations',
                  })
                : intl.formatMessage({
                    id: 'console.organisations.table.client',
                    defaultMessage: 'Your organisations',
                  })
            }
            columns={columns}
            rows={rows}
            rowId={(o) => o.orgId}
            empty={intl.formatMessage({
              id: 'console.organisations.empty',
              defaultMessage: "No organisations yet. Create one with the ''Create Organisation'' button.",
            })}
          />
        </EditContext.Provider>
      ) : organisations.isError ? (
        <Banner
          tone="danger"
          title={intl.formatMessage({
            id: 'console.organisations.failed',
            defaultMessage: 'The organisations could not be loaded.',
          })}
          action={
            <Button variant="secondary" onClick={() => void organisations.refetch()}>
              <FormattedMessage id="console.organisations.retry" defaultMessage="Try again" />
            </Button>
          }
        >
          {messageOf(organisations.error, intl)}
        </Banner>
      ) : (
        <Spinner
          label={intl.formatMessage({
            id: 'console.organisations.loading',
            defaultMessage: 'Loading the organisations',
          })}
        />
      )}
      {creating ? <CreateOrgDialog onClose={() => setCreating(false)} /> : null}
      {edited ? (
        <OrgEditor organisation={edited} provider={provider} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
};
