import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Banner, ConfirmDialog, call, DataTable, messageOf, Spinner, usePopup } from '@vs/ui';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../api/client.ts';
import { useShowFailure } from '../api/server-action.ts';
import { useOrgFilter, useSeveralOrgs } from '../organisations/org-filter.tsx';
import { ToolbarSearch } from '../shared/toolbar-search.tsx';
import { AskToRemoveProvider, closedEventColumns, pendingEventColumns } from './closed-event-columns.tsx';
import { type EventSummaryRow, eventSummariesQuery } from './event-summaries.ts';
import { expiredEventsKey, useExpiredEvents } from './expired-count.ts';

export const NO_CLOSED_EVENTS_TEXT = "You're all caught up! No closed events found.";
export const REMOVE_EVENT_TEXT =
  'Please ensure you have downloaded the event files before deletion. This action will remove the event and all participants from the system. It cannot be undone, however, if you have downloaded the event files you will be able to upload the event for editing.';
/** Spec 8's client message for a deleted closed event. */
const REMOVED_MESSAGE = 'Successfully Closed Event';

/** Case-insensitive "name contains the search" (a blank search keeps every event). */
const byName = (events: readonly EventSummaryRow[], search: string): readonly EventSummaryRow[] => {
  const wanted = search.trim().toLowerCase();
  return wanted === '' ? events : events.filter((event) => event.eventName.toLowerCase().includes(wanted));
};

/**
 * Spec 2.13: the closed events (a Guide's own with `isFacilitator`, every Guide's for a
 * super-admin), searchable by name, each with Download Files (its archive) and Remove Event (after
 * the spec's confirmation; the server lets both a Guide and a super-admin delete the closed events
 * they see). Below, the events pending removal, when there are any.
 */
export const ExpiredEventsScreen = ({ isFacilitator }: { readonly isFacilitator: boolean }) => {
  const popup = usePopup();
  const showFailure = useShowFailure();
  const queryClient = useQueryClient();
  const closed = useExpiredEvents();
  const pendingRemovalQuery = eventSummariesQuery('pending-removal', useOrgFilter().orgId);
  const pending = useQuery(pendingRemovalQuery);
  const withOrg = useSeveralOrgs() !== null;
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(() => byName(closed.data ?? [], deferredSearch), [closed.data, deferredSearch]);
  const [removing, setRemoving] = useState<EventSummaryRow | null>(null);
  const searchField = useRef<HTMLInputElement>(null);
  const [focusLost, setFocusLost] = useState(0);

  const refreshLists = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: expiredEventsKey }),
      queryClient.invalidateQueries({ queryKey: ['events', 'pending-removal'] }),
    ]);

  // The dialog closes once the lists are fresh. The row that opened it may be gone, leaving focus on
  // the page: keyboard users then continue from the search. In a timeout, so the dialog has
  // unmounted (its focus trap is gone); a row still there keeps the focus the dialog returned to it.
  useEffect(() => {
    if (focusLost === 0) return;
    const timer = setTimeout(() => {
      if (document.activeElement === null || document.activeElement === document.body)
        searchField.current?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [focusLost]);

  const remove = useMutation({
    mutationFn: (event: EventSummaryRow) =>
      call(api.api.event.delete.$delete({ json: { eid: event.eid, uploaded: false } })),
    onSuccess: () => popup.show(REMOVED_MESSAGE, 'success'),
    onError: showFailure,
    onSettled: async () => {
      await refreshLists();
      setRemoving(null);
      setFocusLost((times) => times + 1);
    },
  });

  const closedTable = () => {
    if (closed.data === undefined) {
      if (closed.isError) return <Banner tone="danger">{messageOf(closed.error)}</Banner>;
      return <Spinner label="Loading closed events" />;
    }
    return (
      <AskToRemoveProvider value={setRemoving}>
        <DataTable
          label="Closed events"
          columns={closedEventColumns(withOrg)}
          rows={shown}
          rowId={(event) => event.eid}
          empty={NO_CLOSED_EVENTS_TEXT}
        />
      </AskToRemoveProvider>
    );
  };

  return (
    <div className="vs-closed-events">
      <h2 id="vs-closed-events-title">Closed Events</h2>
      <p className="vs-closed-events-scope">
        {isFacilitator
          ? 'Your events that have closed. Download an event’s files before you remove it.'
          : 'Closed events of every Guide. Download an event’s files before you remove it.'}
      </p>
      <div className="vs-toolbar">
        <ToolbarSearch ref={searchField} label="Search by event name" value={search} onChange={setSearch} />
      </div>
      {closedTable()}
      {pending.data !== undefined && pending.data.length > 0 ? (
        <section className="vs-screen-section" aria-labelledby="vs-pending-removal-title">
          <h2 id="vs-pending-removal-title">Events Pending Removal</h2>
          <DataTable
            label="Events pending removal"
            columns={pendingEventColumns(withOrg)}
            rows={pending.data}
            rowId={(event) => event.eid}
            empty={null}
          />
        </section>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        destructive
        title={`Remove ${removing?.eventName ?? 'this event'}?`}
        message={REMOVE_EVENT_TEXT}
        confirmLabel="Remove Event"
        busy={remove.isPending}
        onConfirm={() => {
          if (removing !== null) remove.mutate(removing);
        }}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
};
