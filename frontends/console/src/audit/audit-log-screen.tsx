import { AUDIT_ACTIONS, writingLocale } from '@vs/domain';
import { Banner, Button, createColumnHelper, DataTable, messageOf, Select, Spinner, TextField } from '@vs/ui';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { useReportLoadFailure } from '../api/server-action.ts';
import { useDebouncedValue } from '../shared/use-debounced-value.ts';
import { AUDIT_ACTION_LABELS, auditActionOptions, detailsText } from './audit-actions.ts';
import { AuditActor, AuditTarget } from './audit-names.tsx';
import { type AuditEntryView, type AuditFilters, useAuditLog } from './audit-query.ts';

const column = createColumnHelper<AuditEntryView>();

/**
 * When an entry happened, to the second, where the viewer is: '1 Jun 2026, 09:59:00' in English
 * (day first, 24 hours, as before translation), the viewer's own order in another language.
 */
const entryTime = (intl: IntlShape, instant: string): string =>
  new Intl.DateTimeFormat(writingLocale(intl.locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

const auditColumns = (intl: IntlShape) => [
  column.accessor('at', {
    header: intl.formatMessage({ id: 'console.audit.column.when', defaultMessage: 'When' }),
    enableSorting: false,
    cell: (cell) => <time dateTime={cell.getValue()}>{entryTime(intl, cell.getValue())}</time>,
  }),
  column.accessor('actor', {
    header: intl.formatMessage({ id: 'console.audit.column.who', defaultMessage: 'Who' }),
    enableSorting: false,
    cell: (cell) => <AuditActor actor={cell.getValue()} />,
  }),
  column.accessor('action', {
    header: intl.formatMessage({ id: 'console.audit.column.action', defaultMessage: 'Action' }),
    enableSorting: false,
    cell: (cell) => intl.formatMessage(AUDIT_ACTION_LABELS[cell.getValue()]),
  }),
  column.accessor('target', {
    header: intl.formatMessage({ id: 'console.audit.column.target', defaultMessage: 'Target' }),
    enableSorting: false,
    cell: (cell) => <AuditTarget target={cell.getValue()} />,
  }),
  column.accessor('details', {
    header: intl.formatMessage({ id: 'console.audit.column.details', defaultMessage: 'Details' }),
    enableSorting: false,
    cell: ({ row: { original } }) => {
      const named = detailsText(intl, original.details, original.detailNames);
      const recorded = detailsText(intl, original.details);
      // The ids as recorded on hover, where a name replaced them.
      return (
        <span className="vs-audit-id" title={named === recorded ? undefined : recorded}>
          {named}
        </span>
      );
    },
  }),
  column.accessor('client', {
    header: intl.formatMessage({ id: 'console.audit.column.from', defaultMessage: 'From' }),
    enableSorting: false,
    cell: (cell) => cell.getValue() ?? '',
  }),
];

const NO_FILTERS: AuditFilters = { actor: '', action: '', target: '' };

/**
 * The super-admin's Audit Log tab: who changed what and when, newest first, filtered by actor
 * (email or user id), action and target id on the server, 50 entries at a time with "Load more".
 * People and events read by name, their ids on hover (for the filters).
 */
export const AuditLogScreen = () => {
  const headingId = useId();
  const intl = useIntl();
  const columns = useMemo(() => auditColumns(intl), [intl]);
  const actionOptions = useMemo(() => auditActionOptions(intl), [intl]);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const settled = useDebouncedValue(filters);
  const log = useAuditLog(settled);
  useReportLoadFailure(log.error);
  const entries = useMemo(() => log.data?.pages.flatMap((page) => page.entries) ?? [], [log.data]);
  const set = (key: 'actor' | 'target') => (value: string) => setFilters((now) => ({ ...now, [key]: value }));

  return (
    <div className="vs-people vs-audit">
      <h2 id={headingId} className="vs-visually-hidden">
        <FormattedMessage id="console.audit.title" defaultMessage="Audit Log" />
      </h2>
      <div className="vs-toolbar vs-audit-filters">
        <TextField
          label={intl.formatMessage({
            id: 'console.audit.filter.who',
            defaultMessage: 'Who (email or user id)',
          })}
          type="search"
          value={filters.actor}
          onChange={(event) => set('actor')(event.target.value)}
        />
        <Select
          label={intl.formatMessage({ id: 'console.audit.filter.action', defaultMessage: 'Action' })}
          placeholder={intl.formatMessage({
            id: 'console.audit.filter.anyAction',
            defaultMessage: 'Any action',
          })}
          options={actionOptions}
          value={filters.action}
          onChange={(event) =>
            setFilters((now) => ({
              ...now,
              action: AUDIT_ACTIONS.find((a) => a === event.target.value) ?? '',
            }))
          }
        />
        <TextField
          label={intl.formatMessage({ id: 'console.audit.filter.target', defaultMessage: 'Target id' })}
          type="search"
          value={filters.target}
          onChange={(event) => set('target')(event.target.value)}
        />
      </div>
      {log.data ? (
        <div aria-busy={log.isPlaceholderData || log.isFetchingNextPage}>
          <DataTable
            label={intl.formatMessage({ id: 'console.audit.title', defaultMessage: 'Audit Log' })}
            columns={columns}
            rows={entries}
            rowId={(entry) => entry.id}
            empty={intl.formatMessage({
              id: 'console.audit.empty',
              defaultMessage: 'No audit entries match.',
            })}
          />
          <div className="vs-people-pages">
            <p className="vs-people-page-summary" role="status">
              {entries.length === 0 ? (
                ''
              ) : (
                <FormattedMessage
                  id="console.audit.shown"
                  defaultMessage="Showing the newest {count, plural, one {# entry} other {# entries}}"
                  values={{ count: entries.length }}
                />
              )}
            </p>
            {log.hasNextPage ? (
              <Button
                variant="secondary"
                busy={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                <FormattedMessage id="console.audit.loadMore" defaultMessage="Load more" />
              </Button>
            ) : null}
          </div>
        </div>
      ) : log.isError ? (
        <Banner
          tone="danger"
          title={intl.formatMessage({
            id: 'console.audit.failed',
            defaultMessage: 'The audit log could not be loaded.',
          })}
          action={
            <Button variant="secondary" onClick={() => void log.refetch()}>
              <FormattedMessage id="console.audit.retry" defaultMessage="Try again" />
            </Button>
          }
        >
          {messageOf(log.error, intl)}
        </Banner>
      ) : (
        <Spinner
          label={intl.formatMessage({ id: 'console.audit.loading', defaultMessage: 'Loading the audit log' })}
        />
      )}
    </div>
  );
};
