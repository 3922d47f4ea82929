import { useQuery } from '@tanstack/react-query';
import { call, createColumnHelper, DataTable, VisuallyHidden } from '@vs/ui';
import { api } from '../api/client.ts';
import { useReportLoadFailure } from '../api/server-action.ts';
import { EmailText } from '../shared/email-text.tsx';
import { DashboardLink } from './dashboard-link.tsx';
import { personName } from './person-name.ts';

/** Under 'events', so whatever refreshes the events (a resend) refreshes this list too. */
const undeliveredEmailsKey = ['events', 'failed-emails'] as const;

const useUndeliveredEmails = () =>
  useQuery({
    queryKey: undeliveredEmailsKey,
    queryFn: async () => (await call(api.api.event.failed_emails.$get())).emails,
  });

type UndeliveredEmail = NonNullable<ReturnType<typeof useUndeliveredEmails>['data']>[number];

const column = createColumnHelper<UndeliveredEmail>();

/** "24 Nov 2026, 09:05" in the reader's time zone. */
const failedAtText = (iso: string): string =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const COLUMNS = [
  column.accessor((email) => personName(email), { id: 'name', header: 'Name' }),
  column.accessor('email', { header: 'Email', cell: (cell) => <EmailText email={cell.getValue()} /> }),
  column.accessor('eventName', { header: 'Event' }),
  column.accessor('reason', { header: 'Reason' }),
  column.accessor('failedAt', { header: 'Failed', cell: (cell) => failedAtText(cell.getValue()) }),
  column.display({
    id: 'actions',
    header: () => <VisuallyHidden>Actions</VisuallyHidden>,
    cell: ({ row: { original } }) => (
      <div className="vs-row-actions">
        <DashboardLink eid={original.eid} eventName={original.eventName} />
      </div>
    ),
  }),
];

/**
 * For super-admins, shown only when any exist: every participant whose newest logon email could
 * not be delivered, across events, with the mail server's reason and a way to that event's
 * dashboard (where the Guide or the super-admin resends it).
 */
export const UndeliveredEmails = () => {
  const emails = useUndeliveredEmails();
  useReportLoadFailure(emails.error);
  const rows = emails.data ?? [];
  if (rows.length === 0) return null;
  return (
    <section className="vs-screen-section" aria-labelledby="vs-undelivered-emails-title">
      <h2 id="vs-undelivered-emails-title">Undelivered Login Emails</h2>
      <DataTable
        label="Undelivered login emails"
        columns={COLUMNS}
        rows={rows}
        rowId={(email) => `${email.eid} ${email.uid}`}
        empty=""
      />
    </section>
  );
};
