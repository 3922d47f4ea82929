import { AUDIT_ACTIONS } from '@vs/domain';
import { Banner, Button, createColumnHelper, DataTable, messageOf, Select, Spinner, TextField } from '@vs/ui';
import { format, parseISO } from 'date-fns';
import { useId, useMemo, useState } from 'react';
import { useReportLoadFailure } from '../api/server-action.ts';
import { useDebouncedValue } from '../shared/use-debounced-value.ts';
import { AUDIT_ACTION_LABELS, AUDIT_ACTION_OPTIONS, detailsText } from './audit-actions.ts';
import { AuditActor, AuditTarget } from './audit-names.tsx';
import { type AuditEntryView, type AuditFilters, useAuditLog } from './audit-query.ts';

const column = createColumnHelper<AuditEntryView>();

const COLUMNS = [
  column.accessor('at', {
    header: 'When',
    enableSorting: false,
    cell: (cell) => (
      <time dateTime={cell.getValue()}>{format(parseISO(cell.getValue()), 'd MMM yyyy, HH:mm:ss')}</time>
    ),
  }),
  column.accessor('actor', {
    header: 'Who',
    enableSorting: false,
    cell: (cell) => <AuditActor actor={cell.getValue()} />,
  }),
  column.accessor('action', {
    header: 'Action',
    enableSorting: false,
    cell: (cell) => AUDIT_ACTION_LABELS[cell.getValue()],
  }),
  column.accessor('target', {
    header: 'Target',
    enableSorting: false,
    cell: (cell) => <AuditTarget target={cell.getValue()} />,
  }),
  column.accessor('details', {
    header: 'Details',
    enableSorting: false,
    cell: ({ row: { original } }) => {
      const named = detailsText(original.details, original.detailNames);
      const recorded = detailsText(original.details);
      // The ids as recorded on hover, where a name replaced them.
      return (
        <span className="vs-audit-id" title={named === recorded ? undefined : recorded}>
          {named}
        </span>
      );
    },
  }),
  column.accessor('client', { header: 'From', enableSorting: false, cell: (cell) => cell.getValue() ?? '' }),
];

const NO_FILTERS: AuditFilters = { actor: '', action: '', target: '' };

/**
 * The super-admin's Audit Log tab: who changed what and when, newest first, filtered by actor
 * (email or user id), action and target id on the server, 50 entries at a time with "Load more".
 * People and events read by name, their ids on hover (for the filters).
 */
export const AuditLogScreen = () => {
  const headingId = useId();
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const settled = useDebouncedValue(filters);
  const log = useAuditLog(settled);
  useReportLoadFailure(log.error);
  const entries = useMemo(() => log.data?.pages.flatMap((page) => page.entries) ?? [], [log.data]);
  const set = (key: 'actor' | 'target') => (value: string) => setFilters((now) => ({ ...now, [key]: value }));

  return (
    <div className="vs-people vs-audit">
      <h2 id={headingId} className="vs-visually-hidden">
        Audit Log
      </h2>
      <div className="vs-toolbar vs-audit-filters">
        <TextField
          label="Who (email or user id)"
          type="search"
          value={filters.actor}
          onChange={(event) => set('actor')(event.target.value)}
        />
        <Select
          label="Action"
          placeholder="Any action"
          options={AUDIT_ACTION_OPTIONS}
          value={filters.action}
          onChange={(event) =>
            setFilters((now) => ({
              ...now,
              action: AUDIT_ACTIONS.find((a) => a === event.target.value) ?? '',
            }))
          }
        />
        <TextField
          label="Target id"
          type="search"
          value={filters.target}
          onChange={(event) => set('target')(event.target.value)}
        />
      </div>
      {log.data ? (
        <div aria-busy={log.isPlaceholderData || log.isFetchingNextPage}>
          <DataTable
            label="Audit Log"
            columns={COLUMNS}
            rows={entries}
            rowId={(entry) => entry.id}
            empty="No audit entries match."
          />
          <div className="vs-people-pages">
            <p className="vs-people-page-summary" role="status">
              {entries.length === 0
                ? ''
                : `Showing the newest ${entries.length.toLocaleString('en-GB')} ${entries.length === 1 ? 'entry' : 'entries'}`}
            </p>
            {log.hasNextPage ? (
              <Button
                variant="secondary"
                busy={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                Load more
              </Button>
            ) : null}
          </div>
        </div>
      ) : log.isError ? (
        <Banner
          tone="danger"
          title="The audit log could not be loaded."
          action={
            <Button variant="secondary" onClick={() => void log.refetch()}>
              Try again
            </Button>
          }
        >
          {messageOf(log.error)}
        </Banner>
      ) : (
        <Spinner label="Loading the audit log" />
      )}
    </div>
  );
};
