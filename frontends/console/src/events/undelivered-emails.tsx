import { useQuery } from '@tanstack/react-query';
import { writingLocale } from '@vs/domain';
import { call, createColumnHelper, DataTable, VisuallyHidden } from '@vs/ui';
import { useMemo } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
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

/** "24 Nov 2026, 09:05" in the reader's time zone and language. */
const failedAtText = (intl: IntlShape, iso: string): string =>
  new Intl.DateTimeFormat(writingLocale(intl.locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

const columnsIn = (intl: IntlShape) => [
  column.accessor((email) => personName(email), {
    id: 'name',
    header: intl.formatMessage({ id: 'console.events.undelivered.name', defaultMessage: 'Name' }),
  }),
  column.accessor('email', {
    header: intl.formatMessage({ id: 'console.events.undelivered.email', defaultMessage: 'Email' }),
    cell: (cell) => <EmailText email={cell.getValue()} />,
  }),
  column.accessor('eventName', {
    header: intl.formatMessage({ id: 'console.events.undelivered.event', defaultMessage: 'Event' }),
  }),
  column.accessor('reason', {
    header: intl.formatMessage({ id: 'console.events.undelivered.reason', defaultMessage: 'Reason' }),
  }),
  column.accessor('failedAt', {
    header: intl.formatMessage({ id: 'console.events.undelivered.failed', defaultMessage: 'Failed' }),
    cell: (cell) => failedAtText(intl, cell.getValue()),
  }),
  column.display({
    id: 'actions',
    header: () => (
      <VisuallyHidden>
        <FormattedMessage id="console.events.undelivered.actions" defaultMessage="Actions" />
      </VisuallyHidden>
    ),
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
  const intl = useIntl();
  const columns = useMemo(() => columnsIn(intl), [intl]);
  const emails = useUndeliveredEmails();
  useReportLoadFailure(emails.error);
  const rows = emails.data ?? [];
  if (rows.length === 0) return null;
  return (
    <section className="vs-screen-section" aria-labelledby="vs-undelivered-emails-title">
      <h2 id="vs-undelivered-emails-title">
        <FormattedMessage id="console.events.undelivered.heading" defaultMessage="Undelivered Login Emails" />
      </h2>
      <DataTable
        label={intl.formatMessage({
          id: 'console.events.undelivered.label',
          defaultMessage: 'Undelivered login emails',
        })}
        columns={columns}
        rows={rows}
        rowId={(email) => `${email.eid} ${email.uid}`}
        empty=""
      />
    </section>
  );
};
