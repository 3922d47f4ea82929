import { useQueryClient } from '@tanstack/react-query';
import { Button, ConfirmDialog, call, createColumnHelper, DataTable, VisuallyHidden } from '@vs/ui';
import { useMemo, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { useReportLoadFailure, useServerAction } from '../api/server-action.ts';
import { displayDate } from '../dates.ts';
import { DELETE_EVENT_MESSAGES } from './delete-event-text.ts';
import { DownloadFilesButton } from './download-files-button.tsx';
import { type UploadedEvent, uploadedEventsKey, useUploadedEvents } from './event-queries.ts';
import { personName } from './person-name.ts';
import { UploadedEventView } from './uploaded-event-view.tsx';

const column = createColumnHelper<UploadedEvent>();

interface RowActions {
  readonly onView: (event: UploadedEvent) => void;
  readonly onRemove: (event: UploadedEvent) => void;
}

const columnsWith = (intl: IntlShape, { onView, onRemove }: RowActions) => [
  column.accessor('eventName', {
    header: intl.formatMessage({ id: 'console.events.uploaded.name', defaultMessage: 'Name' }),
  }),
  column.accessor('eventDate', {
    header: intl.formatMessage({ id: 'console.events.uploaded.eventDate', defaultMessage: 'Event Date' }),
    cell: (cell) => displayDate(cell.getValue(), intl.locale),
  }),
  column.accessor('accessClose', {
    header: intl.formatMessage({ id: 'console.events.uploaded.accessClose', defaultMessage: 'Access Close' }),
    cell: (cell) => displayDate(cell.getValue(), intl.locale),
  }),
  column.accessor((event) => personName(event.facilitator), {
    id: 'facilitator',
    header: intl.formatMessage({ id: 'console.events.uploaded.facilitator', defaultMessage: 'Facilitator' }),
  }),
  column.display({
    id: 'actions',
    header: () => (
      <VisuallyHidden>
        <FormattedMessage id="console.events.uploaded.actions" defaultMessage="Actions" />
      </VisuallyHidden>
    ),
    cell: ({ row: { original: event } }) => (
      <div className="vs-row-actions">
        <Button variant="secondary" onClick={() => onView(event)}>
          <FormattedMessage
            id="console.events.uploaded.view"
            defaultMessage="View Event<hidden> {eventName}</hidden>"
            values={{
              eventName: event.eventName,
              hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden>,
            }}
          />
        </Button>
        <DownloadFilesButton
          eid={event.eid}
          uploaded
          eventName={event.eventName}
          eventDate={event.eventDate}
        />
        <Button variant="danger" onClick={() => onRemove(event)}>
          <FormattedMessage
            id="console.events.uploaded.remove"
            defaultMessage="Remove Upload<hidden> of {eventName}</hidden>"
            values={{
              eventName: event.eventName,
              hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden>,
            }}
          />
        </Button>
      </div>
    ),
  }),
];

/**
 * The Uploaded Events table (spec 2.8, super-admins), shown only when any exist: View Event,
 * Download Files and Remove Upload (after the spec's delete-event confirmation) per event.
 */
export const UploadedEvents = () => {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const uploaded = useUploadedEvents(true);
  useReportLoadFailure(uploaded.error);
  const [viewing, setViewing] = useState<UploadedEvent | null>(null);
  const [viewOpen, setViewOpen] = useState(false);
  const [removing, setRemoving] = useState<UploadedEvent | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const remove = useServerAction(
    (event: UploadedEvent) =>
      call(api.api.event.delete.$delete({ json: { eid: event.eid, uploaded: true } })),
    () => {
      setConfirmOpen(false);
      return queryClient.invalidateQueries({ queryKey: uploadedEventsKey });
    },
  );
  const columns = useMemo(
    () =>
      columnsWith(intl, {
        onView: (event) => {
          setViewing(event);
          setViewOpen(true);
        },
        onRemove: (event) => {
          setRemoving(event);
          setConfirmOpen(true);
        },
      }),
    [intl],
  );
  const events = uploaded.data ?? [];
  return (
    <>
      {events.length > 0 && (
        <section className="vs-screen-section" aria-labelledby="vs-uploaded-events-title">
          <h2 id="vs-uploaded-events-title">
            <FormattedMessage id="console.events.uploaded.heading" defaultMessage="Uploaded Events" />
          </h2>
          <DataTable
            label={intl.formatMessage({
              id: 'console.events.uploaded.label',
              defaultMessage: 'Uploaded events',
            })}
            columns={columns}
            rows={events}
            rowId={(event) => event.eid}
            empty=""
          />
        </section>
      )}
      {viewing !== null && <UploadedEventView event={viewing} open={viewOpen} onOpenChange={setViewOpen} />}
      <ConfirmDialog
        open={confirmOpen}
        destructive
        title={intl.formatMessage(
          {
            id: 'console.events.uploaded.removeTitle',
            defaultMessage: 'Remove the uploaded event {eventName}?',
          },
          { eventName: removing?.eventName ?? '' },
        )}
        message={intl.formatMessage(DELETE_EVENT_MESSAGES.text)}
        confirmLabel={intl.formatMessage({
          id: 'console.events.uploaded.removeConfirm',
          defaultMessage: 'Remove Upload',
        })}
        busy={remove.isPending}
        onConfirm={() => removing !== null && remove.mutate(removing)}
        onCancel={() => setConfirmOpen(false)}
      />
    </>
  );
};
