import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Banner, ConfirmDialog, call, DataTable, messageOf, Spinner, usePopup } from '@vs/ui';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { useShowFailure } from '../api/server-action.ts';
import { DELETE_EVENT_MESSAGES } from '../events/delete-event-text.ts';
import { useOrgFilter, useSeveralOrgs } from '../organisations/org-filter.tsx';
import { ToolbarSearch } from '../shared/toolbar-search.tsx';
import { AskToRemoveProvider, closedEventColumns, pendingEventColumns } from './closed-event-columns.tsx';
import { type EventSummaryRow, eventSummariesQuery } from './event-summaries.ts';
import { expiredEventsKey, useExpiredEvents } from './expired-count.ts';

const MESSAGES = defineMessages({
  /** Spec 2.13's empty state. */
  noClosedEvents: {
    id: 'console.expired.empty',
    defaultMessage: "You're all caught up! No closed events found.",
  },
  /** Spec 8's client message for a deleted closed event. */
  removed: { id: 'console.expired.removed', defaultMessage: 'Successfully Closed Event' },
});

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
  const intl = useIntl();
  const popup = usePopup();
  const showFailure = useShowFailure();
  const queryClient = useQueryClient();
  const closed = useExpiredEvents();
  const pendingRemovalQuery = eventSummariesQuery('pending-removal', useOrgFilter().orgId);
  const pending = useQuery(pendingRemovalQuery);
  const withOrg = useSeveralOrgs() !== null;
  const closedColumns = useMemo(() => closedEventColumns(intl, withOrg), [intl, withOrg]);
  const pendingColumns = useMemo(() => pendingEventColumns(intl, withOrg), [intl, withOrg]);
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
    onSuccess: () => popup.show(intl.formatMessage(MESSAGES.removed), 'success'),
    onError: showFailure,
    onSettled: async () => {
      await refreshLists();
      setRemoving(null);
      setFocusLost((times) => times + 1);
    },
  });

  const closedTable = () => {
    if (closed.data === undefined) {
      if (closed.isError) return <Banner tone="danger">{messageOf(closed.error, intl)}</Banner>;
      return (
        <Spinner
          label={intl.formatMessage({
            id: 'console.expired.loading',
            defaultMessage: 'Loading closed events',
          })}
        />
      );
    }
    return (
      <AskToRemoveProvider value={setRemoving}>
        <DataTable
          label={intl.formatMessage({ id: 'console.expired.closedLabel', defaultMessage: 'Closed events' })}
          columns={closedColumns}
          rows={shown}
          rowId={(event) => event.eid}
          empty={intl.formatMessage(MESSAGES.noClosedEvents)}
        />
      </AskToRemoveProvider>
    );
  };

  return (
    <div className="vs-closed-events">
      <h2 id="vs-closed-events-title">
        <FormattedMessage id="console.expired.heading" defaultMessage="Closed Events" />
      </h2>
      <p className="vs-closed-events-scope">
        {isFacilitator ? (
          <FormattedMessage
            id="console.expired.scopeOwn"
            defaultMessage="Your events that have closed. Download an event’s files before you remove it."
          />
        ) : (
          <FormattedMessage
            id="console.expired.scopeAll"
            defaultMessage="Closed events of every Guide. Download an event’s files before you remove it."
          />
        )}
      </p>
      <div className="vs-toolbar">
        <ToolbarSearch
          ref={searchField}
          label={intl.formatMessage({ id: 'console.expired.search', defaultMessage: 'Search by event name' })}
          value={search}
          onChange={setSearch}
        />
      </div>
      {closedTable()}
      {pending.data !== undefined && pending.data.length > 0 ? (
        <section className="vs-screen-section" aria-labelledby="vs-pending-removal-title">
          <h2 id="vs-pending-removal-title">
            <FormattedMessage id="console.expired.pendingHeading" defaultMessage="Events Pending Removal" />
          </h2>
          <DataTable
            label={intl.formatMessage({
              id: 'console.expired.pendingLabel',
              defaultMessage: 'Events pending removal',
            })}
            columns={pendingColumns}
            rows={pending.data}
            rowId={(event) => event.eid}
            empty={null}
          />
        </section>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        destructive
        title={
          removing === null
            ? intl.formatMessage({
                id: 'console.expired.removeThisTitle',
                defaultMessage: 'Remove this event?',
              })
            : intl.formatMessage(
                { id: 'console.expired.removeTitle', defaultMessage: 'Remove {eventName}?' },
                { eventName: removing.eventName },
              )
        }
        message={intl.formatMessage(DELETE_EVENT_MESSAGES.text)}
        confirmLabel={intl.formatMessage({
          id: 'console.expired.removeConfirm',
          defaultMessage: 'Remove Event',
        })}
        busy={remove.isPending}
        onConfirm={() => {
          if (removing !== null) remove.mutate(removing);
        }}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
};
