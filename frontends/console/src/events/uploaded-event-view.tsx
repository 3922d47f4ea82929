import { useQuery } from '@tanstack/react-query';
import { Button, call, createColumnHelper, DataTable, Dialog, Spinner } from '@vs/ui';
import { format, parseISO } from 'date-fns';
import { api } from '../api/client.ts';
import { useReportLoadFailure } from '../api/server-action.ts';
import { displayDate } from '../dates.ts';
import type { UploadedEvent } from './event-queries.ts';
import { personName } from './person-name.ts';

const useUploadedParticipants = (eid: string) =>
  useQuery({
    queryKey: ['events', 'uploaded', eid, 'participants'],
    queryFn: async () =>
      (await call(api.api.event.participants.$get({ query: { eid, uploaded: 'true' } }))).users,
  });

type UploadedParticipant = NonNullable<ReturnType<typeof useUploadedParticipants>['data']>[number];

const column = createColumnHelper<UploadedParticipant>();
const columns = [
  column.accessor('forename', { header: 'First Name' }),
  column.accessor('surname', { header: 'Last Name' }),
  column.accessor('email', { header: 'Email' }),
  column.accessor((person) => person.responseCompleted.filter(Boolean).length, {
    id: 'prework',
    header: 'Pre-work Steps',
    cell: (cell) => `${cell.getValue()} of 4`,
  }),
  column.accessor((person) => (person.mwEnabled ? 'Yes' : 'No'), { id: 'mw', header: 'Meaningful Work' }),
];

/** When the file was uploaded: an instant, shown as the day it was where the viewer is. */
const uploadDay = (uploadedAt: string): string => format(parseISO(uploadedAt), 'd MMM yyyy');

const UploadedEventDetails = ({ event }: { readonly event: UploadedEvent }) => {
  const participants = useUploadedParticipants(event.eid);
  useReportLoadFailure(participants.error);
  return (
    <>
      <dl className="vs-event-facts">
        <div>
          <dt>Event Date</dt>
          <dd>{displayDate(event.eventDate)}</dd>
        </div>
        <div>
          <dt>Access Close</dt>
          <dd>{displayDate(event.accessClose)}</dd>
        </div>
        <div>
          <dt>Facilitator</dt>
          <dd>{personName(event.facilitator) || '—'}</dd>
        </div>
        <div>
          <dt>Participants</dt>
          <dd>{event.participantCount}</dd>
        </div>
        <div>
          <dt>Uploaded</dt>
          <dd>{uploadDay(event.uploadedAt)}</dd>
        </div>
      </dl>
      <h3 className="vs-event-view-heading">Participants</h3>
      <p className="vs-field-hint">Their PDF outputs are in the event's files (Download Files).</p>
      {participants.data === undefined ? (
        participants.isPending && <Spinner label="Loading participants" />
      ) : (
        <DataTable
          label={`Participants of ${event.eventName}`}
          columns={columns}
          rows={participants.data}
          rowId={(person) => person.uid}
          empty="This event file has no participants."
          maxHeight="45vh"
        />
      )}
    </>
  );
};

/** View Event (spec 2.8): an uploaded event's details and participants, read-only. */
export const UploadedEventView = ({
  event,
  open,
  onOpenChange,
}: {
  readonly event: UploadedEvent;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}) => (
  <Dialog
    open={open}
    onOpenChange={onOpenChange}
    title={event.eventName}
    description="An uploaded event, read-only."
    size="l"
    actions={<Button onClick={() => onOpenChange(false)}>Close</Button>}
  >
    <UploadedEventDetails event={event} />
  </Dialog>
);
