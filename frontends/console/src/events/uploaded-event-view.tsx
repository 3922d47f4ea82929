import { useQuery } from '@tanstack/react-query';
import { writingLocale } from '@vs/domain';
import { Button, call, createColumnHelper, DataTable, Dialog, Spinner } from '@vs/ui';
import { useMemo } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
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
const columnsIn = (intl: IntlShape) => [
  column.accessor('forename', {
    header: intl.formatMessage({ id: 'console.events.uploadedView.forename', defaultMessage: 'First Name' }),
  }),
  column.accessor('surname', {
    header: intl.formatMessage({ id: 'console.events.uploadedView.surname', defaultMessage: 'Last Name' }),
  }),
  column.accessor('email', {
    header: intl.formatMessage({ id: 'console.events.uploadedView.email', defaultMessage: 'Email' }),
  }),
  column.accessor((person) => person.responseCompleted.filter(Boolean).length, {
    id: 'prework',
    header: intl.formatMessage({
      id: 'console.events.uploadedView.prework',
      defaultMessage: 'Pre-work Steps',
    }),
    cell: (cell) =>
      intl.formatMessage(
        { id: 'console.events.uploadedView.steps', defaultMessage: '{done, number} of {steps, number}' },
        { done: cell.getValue(), steps: 4 },
      ),
  }),
  column.accessor(
    (person) =>
      person.mwEnabled
        ? intl.formatMessage({ id: 'console.events.uploadedView.yes', defaultMessage: 'Yes' })
        : intl.formatMessage({ id: 'console.events.uploadedView.no', defaultMessage: 'No' }),
    {
      id: 'mw',
      header: intl.formatMessage({ id: 'console.events.uploadedView.mw', defaultMessage: 'Meaningful Work' }),
    },
  ),
];

/** When the file was uploaded: an instant, shown as the day it was where the viewer is. */
const uploadDay = (intl: IntlShape, uploadedAt: string): string =>
  new Intl.DateTimeFormat(writingLocale(intl.locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(uploadedAt));

const UploadedEventDetails = ({ event }: { readonly event: UploadedEvent }) => {
  const intl = useIntl();
  const columns = useMemo(() => columnsIn(intl), [intl]);
  const participants = useUploadedParticipants(event.eid);
  useReportLoadFailure(participants.error);
  return (
    <>
      <dl className="vs-event-facts">
        <div>
          <dt>
            <FormattedMessage id="console.events.uploadedView.eventDate" defaultMessage="Event Date" />
          </dt>
          <dd>{displayDate(event.eventDate, intl.locale)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="console.events.uploadedView.accessClose" defaultMessage="Access Close" />
          </dt>
          <dd>{displayDate(event.accessClose, intl.locale)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="console.events.uploadedView.facilitator" defaultMessage="Facilitator" />
          </dt>
          <dd>{personName(event.facilitator) || '—'}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="console.events.uploadedView.participants" defaultMessage="Participants" />
          </dt>
          <dd>{intl.formatNumber(event.participantCount)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="console.events.uploadedView.uploaded" defaultMessage="Uploaded" />
          </dt>
          <dd>{uploadDay(intl, event.uploadedAt)}</dd>
        </div>
      </dl>
      <h3 className="vs-event-view-heading">
        <FormattedMessage
          id="console.events.uploadedView.participantsHeading"
          defaultMessage="Participants"
        />
      </h3>
      <p className="vs-field-hint">
        <FormattedMessage
          id="console.events.uploadedView.outputsHint"
          defaultMessage="Their PDF outputs are in the event's files (Download Files)."
        />
      </p>
      {participants.data === undefined ? (
        participants.isPending && (
          <Spinner
            label={intl.formatMessage({
              id: 'console.events.uploadedView.loading',
              defaultMessage: 'Loading participants',
            })}
          />
        )
      ) : (
        <DataTable
          label={intl.formatMessage(
            { id: 'console.events.uploadedView.tableLabel', defaultMessage: 'Participants of {eventName}' },
            { eventName: event.eventName },
          )}
          columns={columns}
          rows={participants.data}
          rowId={(person) => person.uid}
          empty={intl.formatMessage({
            id: 'console.events.uploadedView.empty',
            defaultMessage: 'This event file has no participants.',
          })}
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
    description={
      <FormattedMessage
        id="console.events.uploadedView.description"
        defaultMessage="An uploaded event, read-only."
      />
    }
    size="l"
    actions={
      <Button onClick={() => onOpenChange(false)}>
        <FormattedMessage id="console.events.uploadedView.close" defaultMessage="Close" />
      </Button>
    }
  >
    <UploadedEventDetails event={event} />
  </Dialog>
);
