import { createColumnHelper, DataTable, VisuallyHidden } from '@vs/ui';
import { useMemo } from 'react';
import { displayDate } from '../dates.ts';
import { orgColumn } from '../organisations/org-column.tsx';
import { useSeveralOrgs } from '../organisations/org-filter.tsx';
import { DashboardLink } from './dashboard-link.tsx';
import type { ActiveEvent } from './event-queries.ts';
import { eventRateLabel } from './event-rate.ts';
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
  const columns = useMemo(
    () => [
      column.accessor('eventName', { header: 'Name' }),
      column.accessor('eventDate', { header: 'Event Date', cell: (cell) => displayDate(cell.getValue()) }),
      column.accessor('accessClose', {
        header: 'Access Close',
        cell: (cell) => displayDate(cell.getValue()),
      }),
      column.accessor((event) => personName(event.facilitator), { id: 'facilitator', header: 'Facilitator' }),
      column.accessor('participantCount', { header: 'Participants' }),
      column.accessor((event) => eventRateLabel(event.eventType), { id: 'eventRate', header: 'Event Rate' }),
      column.accessor('sessionAccess', { header: 'Session Access' }),
      ...(withOrg ? [orgColumn<ActiveEvent>()] : []),
      column.display({
        id: 'dashboard',
        header: () => <VisuallyHidden>Actions</VisuallyHidden>,
        cell: ({ row }) => (
          <div className="vs-row-actions">
            <DashboardLink eid={row.original.eid} eventName={row.original.eventName} />
          </div>
        ),
      }),
    ],
    [withOrg],
  );
  return (
    <DataTable
      label="Active events"
      columns={columns}
      rows={events}
      rowId={(event) => event.eid}
      empty={empty}
      initialSorting={BY_DATE_NEWEST_FIRST}
    />
  );
};
