import { useQueryClient } from '@tanstack/react-query';
import { ORG_ROLES, type OrgRole } from '@vs/domain';
import {
  Banner,
  Button,
  ConfirmDialog,
  call,
  createColumnHelper,
  DataTable,
  Dialog,
  messageOf,
  Select,
  Spinner,
  TextField,
  VisuallyHidden,
} from '@vs/ui';
import { createContext, type FormEvent, useContext, useId, useMemo, useState } from 'react';
import { defineMessages, FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { useRefreshingAction, useReportLoadFailure, useServerAction } from '../api/server-action.ts';
import { FormProblem } from '../people/form-problem.tsx';
import { usePeoplePage } from '../people/user-search.ts';
import { EmailText } from '../shared/email-text.tsx';
import { hiddenWords } from '../shared/hidden-words.tsx';
import { ToolbarSearch } from '../shared/toolbar-search.tsx';
import { useDebouncedValue } from '../shared/use-debounced-value.ts';
import { ORGS_KEY, type OrganisationRow, type OrgMember, useOrgMembers } from './org-queries.ts';

const ROLE_LABELS = defineMessages({
  guide: { id: 'console.organisations.role.guide', defaultMessage: 'Guide' },
  client_admin: { id: 'console.organisations.role.clientAdmin', defaultMessage: 'Client admin' },
} satisfies Record<OrgRole, unknown>);

const roleOptions = (intl: IntlShape) =>
  ORG_ROLES.map((role) => ({ value: role, label: intl.formatMessage(ROLE_LABELS[role]) }));

const column = createColumnHelper<OrgMember>();

/** Opens the removal confirmation for a row (the cells stay the same objects; see people-table.tsx). */
const AskToRemoveContext = createContext<(member: OrgMember) => void>(() => undefined);

const memberColumns = (intl: IntlShape) => [
  column.accessor('forename', {
    header: intl.formatMessage({
      id: 'console.organisations.members.forename',
      defaultMessage: 'First Name',
    }),
  }),
  column.accessor('surname', {
    header: intl.formatMessage({ id: 'console.organisations.members.surname', defaultMessage: 'Last Name' }),
  }),
  column.accessor('email', {
    header: intl.formatMessage({ id: 'console.organisations.members.email', defaultMessage: 'Email' }),
    cell: (cell) => <EmailText className="vs-people-email" email={cell.getValue()} />,
  }),
  column.accessor((member) => intl.formatMessage(ROLE_LABELS[member.role]), {
    id: 'role',
    header: intl.formatMessage({ id: 'console.organisations.members.role', defaultMessage: 'Role' }),
    cell: ({ row }) => <RoleSelect member={row.original} />,
  }),
  column.display({
    id: 'action',
    header: () => (
      <VisuallyHidden>
        {intl.formatMessage({ id: 'console.organisations.members.actions', defaultMessage: 'Actions' })}
      </VisuallyHidden>
    ),
    cell: ({ row }) => <RemoveButton member={row.original} />,
  }),
];

interface RoleChange {
  readonly uid: string;
  readonly role: OrgRole;
}

/** Changes a member's role in place, and the change under way (the cells stay the same objects). */
const RoleChangeContext = createContext<{
  readonly change: (change: RoleChange) => void;
  readonly pending: RoleChange | undefined;
}>({ change: () => undefined, pending: undefined });

/** A member's role, changed at once when another is chosen (POST /api/org/add_member). */
const RoleSelect = ({ member }: { readonly member: OrgMember }) => {
  const { change, pending } = useContext(RoleChangeContext);
  const intl = useIntl();
  const options = useMemo(() => roleOptions(intl), [intl]);
  const mine = pending?.uid === member.uid;
  return (
    <div className="vs-member-role">
      <Select
        label={
          <VisuallyHidden>
            {intl.formatMessage(
              { id: 'console.organisations.members.roleOf', defaultMessage: 'Role of {forename} {surname}' },
              { forename: member.forename, surname: member.surname },
            )}
          </VisuallyHidden>
        }
        options={options}
        value={mine ? pending.role : member.role}
        disabled={pending !== undefined}
        onChange={(event) => {
          const role = ORG_ROLES.find((r) => r === event.target.value);
          if (role !== undefined && role !== member.role) change({ uid: member.uid, role });
        }}
      />
    </div>
  );
};

const RemoveButton = ({ member }: { readonly member: OrgMember }) => {
  const askToRemove = useContext(AskToRemoveContext);
  return (
    <div className="vs-row-actions">
      <Button variant="danger" onClick={() => askToRemove(member)}>
        <FormattedMessage
          id="console.organisations.members.remove"
          defaultMessage="Remove<hidden> {forename} {surname}</hidden>"
          values={{
            forename: member.forename,
            surname: member.surname,
            hidden: hiddenWords,
          }}
        />
      </Button>
    </div>
  );
};

/** The Guide to add: chosen from the Guides list (a super-admin) or given by email (a client admin). */
const GuideChoice = ({
  provider,
  value,
  onChange,
}: {
  readonly provider: boolean;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) => {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const guides = usePeoplePage('facilitators', useDebouncedValue(search), 0);
  if (!provider)
    return (
      <TextField
        label={intl.formatMessage({
          id: 'console.organisations.addMember.email',
          defaultMessage: "The Guide's email",
        })}
        type="email"
        autoComplete="off"
        required
        hint={intl.formatMessage({
          id: 'console.organisations.addMember.emailHint',
          defaultMessage: 'They need a Guide account already.',
        })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  return (
    <>
      <ToolbarSearch
        label={intl.formatMessage({
          id: 'console.organisations.addMember.search',
          defaultMessage: 'Search Guides by name or email',
        })}
        value={search}
        onChange={setSearch}
      />
      <Select
        label={intl.formatMessage({ id: 'console.organisations.addMember.guide', defaultMessage: 'Guide' })}
        required
        placeholder={
          guides.data === undefined
            ? intl.formatMessage({
                id: 'console.organisations.addMember.loading',
                defaultMessage: 'Loading Guides…',
              })
            : intl.formatMessage({
                id: 'console.organisations.addMember.choose',
                defaultMessage: 'Choose a Guide',
              })
        }
        options={(guides.data?.users ?? []).map((guide) => ({
          value: guide.uid,
          label: intl.formatMessage(
            {
              id: 'console.organisations.addMember.option',
              defaultMessage: '{forename} {surname} ({email})',
            },
            { forename: guide.forename, surname: guide.surname, email: guide.email },
          ),
        }))}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
};

const AddMemberDialog = ({
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
  const [guide, setGuide] = useState('');
  const [role, setRole] = useState<OrgRole>('guide');
  const add = useRefreshingAction({
    send: () =>
      call(
        api.api.org.add_member.$post({
          json: provider
            ? { orgId: organisation.orgId, uid: guide, role }
            : { orgId: organisation.orgId, email: guide, role },
        }),
      ),
    refresh: [ORGS_KEY],
    onDone: onClose,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !add.isPending) onClose();
      }}
      title={intl.formatMessage(
        { id: 'console.organisations.addMember.title', defaultMessage: 'Add a Guide to {name}' },
        { name: organisation.name },
      )}
      actions={
        <>
          <Button variant="secondary" disabled={add.isPending} onClick={onClose}>
            <FormattedMessage id="console.organisations.addMember.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" form={formId} busy={add.isPending}>
            <FormattedMessage id="console.organisations.addMember.add" defaultMessage="Add" />
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <GuideChoice provider={provider} value={guide} onChange={setGuide} />
        <Select
          label={intl.formatMessage({ id: 'console.organisations.addMember.role', defaultMessage: 'Role' })}
          options={roleOptions(intl)}
          value={role}
          onChange={(event) => setRole(ORG_ROLES.find((r) => r === event.target.value) ?? 'guide')}
          hint={intl.formatMessage({
            id: 'console.organisations.addMember.roleHint',
            defaultMessage: 'A client admin sees every event, Guide and participant of this organisation.',
          })}
        />
        <FormProblem error={add.error} />
      </form>
    </Dialog>
  );
};

/**
 * An organisation's Guides with their role: add one (a super-admin from the Guides list, a client
 * admin by email), change one's role in place, or take one out after a confirmation. Their account stays; only their access
 * to this organisation's work ends.
 */
export const OrgMembers = ({
  organisation,
  provider,
}: {
  readonly organisation: OrganisationRow;
  readonly provider: boolean;
}) => {
  const headingId = useId();
  const intl = useIntl();
  const columns = useMemo(() => memberColumns(intl), [intl]);
  const members = useOrgMembers(organisation.orgId);
  useReportLoadFailure(members.error);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<OrgMember | null>(null);
  const queryClient = useQueryClient();
  const changeRole = useServerAction(
    ({ uid, role }: RoleChange) =>
      call(api.api.org.add_member.$post({ json: { orgId: organisation.orgId, uid, role } })),
    () => queryClient.invalidateQueries({ queryKey: ORGS_KEY }),
  );
  const roleChange = useMemo(
    () => ({
      change: (change: RoleChange) => changeRole.mutate(change),
      pending: changeRole.isPending ? changeRole.variables : undefined,
    }),
    [changeRole.mutate, changeRole.isPending, changeRole.variables],
  );
  const remove = useRefreshingAction({
    send: () =>
      call(
        api.api.org.remove_member.$post({ json: { orgId: organisation.orgId, uid: removing?.uid ?? '' } }),
      ),
    refresh: [ORGS_KEY],
    onDone: () => setRemoving(null),
  });
  return (
    <section className="vs-org-section" aria-labelledby={headingId}>
      <div className="vs-org-section-head">
        <h3 id={headingId}>
          <FormattedMessage id="console.organisations.members.title" defaultMessage="Members" />
        </h3>
        <Button variant="secondary" onClick={() => setAdding(true)}>
          <FormattedMessage id="console.organisations.members.addGuide" defaultMessage="Add Guide" />
        </Button>
      </div>
      {members.data ? (
        <AskToRemoveContext.Provider value={setRemoving}>
          <RoleChangeContext.Provider value={roleChange}>
            <DataTable
              label={intl.formatMessage(
                { id: 'console.organisations.members.label', defaultMessage: 'Members of {name}' },
                { name: organisation.name },
              )}
              columns={columns}
              rows={members.data}
              rowId={(member) => member.uid}
              empty={intl.formatMessage({
                id: 'console.organisations.members.empty',
                defaultMessage:
                  "No Guides belong to this organisation yet. Add one with the ''Add Guide'' button.",
              })}
            />
          </RoleChangeContext.Provider>
        </AskToRemoveContext.Provider>
      ) : members.isError ? (
        <Banner tone="danger">{messageOf(members.error, intl)}</Banner>
      ) : (
        <Spinner
          label={intl.formatMessage({
            id: 'console.organisations.members.loading',
            defaultMessage: 'Loading the members',
          })}
        />
      )}
      {adding ? (
        <AddMemberDialog organisation={organisation} provider={provider} onClose={() => setAdding(false)} />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        destructive
        title={intl.formatMessage({
          id: 'console.organisations.remove.title',
          defaultMessage: 'Remove Guide',
        })}
        message={intl.formatMessage(
          {
            id: 'console.organisations.remove.confirm',
            defaultMessage:
              "Please confirm you want to take {forename} {surname} out of {name}. They keep their account but no longer see this organisation's events.",
          },
          { forename: removing?.forename ?? '', surname: removing?.surname ?? '', name: organisation.name },
        )}
        confirmLabel={intl.formatMessage({
          id: 'console.organisations.remove.confirmLabel',
          defaultMessage: 'Remove',
        })}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
};
