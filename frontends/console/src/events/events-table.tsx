import { createColumnHelper, DataTable, VisuallyHidden } from '@vs/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { displayDate } from '../dates.ts';
import { orgColumn } from '../organisations/org-column.tsx';
import { useSeveralOrgs } from '../organisations/org-filter.tsx';
import { DashboardLink } from './dashboard-link.tsx';
import type { ActiveEvent } from './event-queries.ts';
import { eventRateText, sessionAccessText } from './event-rate.ts';
import { personName } from './person-name.ts';

const column = createColumnHelper<ActiveEvent>();

/** Newest first (spec 2.8 gives no order; the next event is what a Guide looks for). */
const BY_DATE_NEWEST_FIRST = [{ id: 'eventDate', desc: true }];

/**
 * The active events (spec 2.8): Name, Event Date, Access Close, Facilitator, Participants, Event
 * Rate, Session Access (and, for whoever sees several organisations, its organisation) and a
 * Dashboard link naming its event (to its page). Sortable and virtualised.
 */
export const EventsTable = ({
  events,
  empty,
}: {
  readonly events: readonly ActiveEvent[];
  /** The empty state, shown when no event is listed (none at all, or none matching the search). */
  readonly empty: string;
}) => {
  const withOrg = useSeveralOrgs() !== null;
  const intl = useIntl();
  const columns = useMemo(
    () => [
      column.accessor('eventName', {
        header: intl.formatMessage({ id: 'console.events.table.name', defaultMessage: 'Name' }),
      }),
      column.accessor('eventDate', {
        header: intl.formatMessage({ id: 'console.events.table.eventDate', defaultMessage: 'Event Date' }),
        cell: (cell) => displayDate(cell.getValue(), intl.locale),
      }),
      column.accessor('accessClose', {
        header: intl.formatMessage({
          id: 'console.events.table.accessClose',
          defaultMessage: 'Access Close',
        }),
        cell: (cell) => displayDate(cell.getValue(), intl.locale),
      }),
      column.accessor((event) => personName(event.facilitator), {
        id: 'facilitator',
        header: intl.formatMessage({ id: 'console.events.table.facilitator', defaultMessage: 'Facilitator' }),
      }),
      column.accessor('participantCount', {
        header: intl.formatMessage({
          id: 'console.events.table.participants',
          defaultMessage: 'Participants',
        }),
        cell: (cell) => intl.formatNumber(cell.getValue()),
      }),
      column.accessor((event) => eventRateText(intl, event.eventType), {
        id: 'eventRate',
        header: intl.formatMessage({ id: 'console.events.table.eventRate', defaultMessage: 'Event Rate' }),
      }),
      column.accessor((event) => sessionAccessText(intl, event.sessionAccess), {
        id: 'sessionAccess',
        header: intl.formatMessage({
          id: 'console.events.table.sessionAccess',
          defaultMessage: 'Session Access',
        }),
      }),
      ...(withOrg ? [orgColumn<ActiveEvent>(intl)] : []),
      column.display({
        id: 'dashboard',
        header: () => (
          <VisuallyHidden>
            {intl.formatMessage({ id: 'console.events.table.actions', defaultMessage: 'Actions' })}
          </VisuallyHidden>
        ),
        cell: ({ row }) => (
          <div className="vs-row-actions">
            <DashboardLink eid={row.original.eid} eventName={row.original.eventName} />
          </div>
        ),
      }),
    ],
    [withOrg, intl],
  );
  return (
    <DataTable
      label={intl.formatMessage({ id: 'console.events.table.label', defaultMessage: 'Active events' })}
      columns={columns}
      rows={events}
      rowId={(event) => event.eid}
      empty={empty}
      initialSorting={BY_DATE_NEWEST_FIRST}
    />
  );
};
