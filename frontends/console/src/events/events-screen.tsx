import { type StaffLevel, SUPER_ADMIN } from '@vs/domain';
import { Button, Spinner, VisuallyHidden } from '@vs/ui';
import { useDeferredValue, useMemo, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useReportLoadFailure } from '../api/server-action.ts';
import { ToolbarSearch } from '../shared/toolbar-search.tsx';
import { AddEventDialog } from './add-event-dialog.tsx';
import { type ActiveEvent, useActiveEvents } from './event-queries.ts';
import { EventsTable } from './events-table.tsx';
import { UndeliveredEmails } from './undelivered-emails.tsx';
import { UploadEventDialog } from './upload-event-dialog.tsx';
import { UploadedEvents } from './uploaded-events.tsx';

export const NO_EVENTS = defineMessages({
  /** Spec 2.8's empty state. */
  superAdmin: {
    id: 'console.events.list.empty',
    defaultMessage:
      "No events found. Try adding one with the 'Add Event' button or uploading with the 'Upload Event' button.",
  },
  /** A Guide has no Upload Event button, so their empty state names only Add Event. */
  guide: {
    id: 'console.events.list.emptyGuide',
    defaultMessage: "No events found. Try adding one with the 'Add Event' button.",
  },
});

/** Events whose name contains the search text, ignoring case (spec 2.8). */
const matching = (events: readonly ActiveEvent[], search: string): readonly ActiveEvent[] => {
  const term = search.trim().toLowerCase();
  return term === '' ? events : events.filter((event) => event.eventName.toLowerCase().includes(term));
};

/**
 * The Active Events tab (spec 2.8) for Guides (their events) and super-admins (all events, plus
 * the logon emails that could not be delivered across events, Upload Event and the Uploaded Events
 * table, since uploads are theirs alone). The search filters
 * on a deferred value, so typing stays smooth with thousands of events. With many events the first
 * rows show at once, searched and sorted as loaded, with a status saying how many are loading.
 */
export const EventsScreen = ({ accessLevel }: { readonly accessLevel: StaffLevel }) => {
  const intl = useIntl();
  const superAdmin = accessLevel === SUPER_ADMIN;
  const events = useActiveEvents();
  useReportLoadFailure(events.error);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const loaded = events.data;
  const shown = useMemo(() => matching(loaded?.events ?? [], deferredSearch), [loaded, deferredSearch]);
  const [adding, setAdding] = useState(false);
  const [uploading, setUploading] = useState(false);
  return (
    <div className="vs-events">
      <div className="vs-toolbar">
        <ToolbarSearch
          label={intl.formatMessage({
            id: 'console.events.list.search',
            defaultMessage: 'Search by event name',
          })}
          value={search}
          onChange={setSearch}
        />
        <Button onClick={() => setAdding(true)}>
          <FormattedMessage id="console.events.list.addEvent" defaultMessage="Add Event" />
        </Button>
        {superAdmin && (
          <Button variant="secondary" onClick={() => setUploading(true)}>
            <FormattedMessage id="console.events.list.uploadEvent" defaultMessage="Upload Event" />
          </Button>
        )}
      </div>
      {loaded === undefined ? (
        events.isPending && (
          <Spinner
            label={intl.formatMessage({
              id: 'console.events.list.loading',
              defaultMessage: 'Loading events',
            })}
          />
        )
      ) : (
        <>
          {loaded.complete ? (
            <VisuallyHidden>
              <span role="status">
                <FormattedMessage
                  id="console.events.list.count"
                  defaultMessage="{count, plural, one {# event listed} other {# events listed}}"
                  values={{ count: shown.length }}
                />
              </span>
            </VisuallyHidden>
          ) : (
            <p role="status">
              <FormattedMessage
                id="console.events.list.loadingAll"
                defaultMessage="{total, plural, one {Loading all # event…} other {Loading all # events…}}"
                values={{ total: loaded.total }}
              />
            </p>
          )}
          <EventsTable
            events={shown}
            empty={intl.formatMessage(superAdmin ? NO_EVENTS.superAdmin : NO_EVENTS.guide)}
          />
        </>
      )}
      {superAdmin && <UndeliveredEmails />}
      {superAdmin && <UploadedEvents />}
      <AddEventDialog accessLevel={accessLevel} open={adding} onOpenChange={setAdding} />
      {superAdmin && <UploadEventDialog open={uploading} onOpenChange={setUploading} />}
    </div>
  );
};
