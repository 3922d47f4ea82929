import { useQueryClient } from '@tanstack/react-query';
import { Button, ConfirmDialog, call, createColumnHelper, DataTable, VisuallyHidden } from '@vs/ui';
import { useMemo, useState } from 'react';
import { api } from '../api/client.ts';
import { useReportLoadFailure, useServerAction } from '../api/server-action.ts';
import { displayDate } from '../dates.ts';
import { DownloadFilesButton } from './download-files-button.tsx';
import { type UploadedEvent, uploadedEventsKey, useUploadedEvents } from './event-queries.ts';
import { personName } from './person-name.ts';
import { UploadedEventView } from './uploaded-event-view.tsx';

/** Spec 5's delete-event confirmation. */
export const DELETE_EVENT_TEXT =
  'Please ensure you have downloaded the event files before deletion. This action will remove the event and all participants from the system. It cannot be undone, however, if you have downloaded the event files you will be able to upload the event for editing.';

const column = createColumnHelper<UploadedEvent>();

interface RowActions {
  readonly onView: (event: UploadedEvent) => void;
  readonly onRemove: (event: UploadedEvent) => void;
}

const columnsWith = ({ onView, onRemove }: RowActions) => [
  column.accessor('eventName', { header: 'Name' }),
  column.accessor('eventDate', { header: 'Event Date', cell: (cell) => displayDate(cell.getValue()) }),
  column.accessor('accessClose', { header: 'Access Close', cell: (cell) => displayDate(cell.getValue()) }),
  column.accessor((event) => personName(event.facilitator), { id: 'facilitator', header: 'Facilitator' }),
  column.display({
    id: 'actions',
    header: () => <VisuallyHidden>Actions</VisuallyHidden>,
    cell: ({ row: { original: event } }) => (
      <div className="vs-row-actions">
        <Button variant="secondary" onClick={() => onView(event)}>
          View Event<VisuallyHidden> {event.eventName}</VisuallyHidden>
        </Button>
        <DownloadFilesButton
          eid={event.eid}
          uploaded
          eventName={event.eventName}
          eventDate={event.eventDate}
        />
        <Button variant="danger" onClick={() => onRemove(event)}>
          Remove Upload<VisuallyHidden> of {event.eventName}</VisuallyHidden>
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
      columnsWith({
        onView: (event) => {
          setViewing(event);
          setViewOpen(true);
        },
        onRemove: (event) => {
          setRemoving(event);
          setConfirmOpen(true);
        },
      }),
    [],
  );
  const events = uploaded.data ?? [];
  return (
    <>
      {events.length > 0 && (
        <section className="vs-screen-section" aria-labelledby="vs-uploaded-events-title">
          <h2 id="vs-uploaded-events-title">Uploaded Events</h2>
          <DataTable
            label="Uploaded events"
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
        title={`Remove the uploaded event ${removing?.eventName ?? ''}?`}
        message={DELETE_EVENT_TEXT}
        confirmLabel="Remove Upload"
        busy={remove.isPending}
        onConfirm={() => removing !== null && remove.mutate(removing)}
        onCancel={() => setConfirmOpen(false)}
      />
    </>
  );
};
