import { Banner, Button, call, Dialog, messageOf, Spinner, saveBlob, VisuallyHidden } from '@vs/ui';
import { useEffect, useId, useState } from 'react';
import { api } from '../api/client.ts';
import { useCurrentUser } from '../api/current-user.ts';
import { useReportLoadFailure, useServerAction } from '../api/server-action.ts';
import { AddParticipantDialog } from './add-participant-dialog.tsx';
import { CloseEvent } from './close-event.tsx';
import { DashboardParticipants, type DashboardViewer } from './dashboard-participants.tsx';
import {
  type DashboardDetails,
  type DetailEdits,
  detailsOf,
  EventDetailsForm,
  followUpTextOf,
} from './event-details-form.tsx';
import { type EventView, useEventView, useRefreshAfterEventChange } from './event-view-query.ts';
import { followUpDaysEdit } from './follow-up-days-field.tsx';
import { FollowUpPoints } from './follow-up-points.tsx';
import { ImportParticipantsDialog } from './import-participants-dialog.tsx';
import { LiveProgressSection } from './live-progress/live-progress-section.tsx';
import { csvFileName, participantsCsv } from './participants-csv.ts';
import { personName } from './person-name.ts';
import { RemindUnfinished } from './remind-unfinished.tsx';
import { SendAllEmails } from './send-all-emails.tsx';

/** `PUT /api/event/update` (spec 2.9, 7; `autoRemindDays` and `followUpDays` beyond the spec). */
const updateEvent = (input: DashboardDetails & { eid: string; followUpDays?: number[] }) =>
  call(api.api.event.update.$put({ json: input }));

/**
 * Spec 2.9: 'Participants: 12 (3)', the MW count in brackets whenever the event carries it (it
 * does for everyone who may open the dashboard), explained to screen readers and in a tooltip.
 */
const ParticipantCount = ({ event }: { event: EventView }) => {
  const explanation = `${event.mwParticipants} with Meaningful Work`;
  return (
    <>
      Participants: {event.participants.length}{' '}
      <span aria-hidden="true" title={explanation}>
        ({event.mwParticipants})
      </span>
      <VisuallyHidden>, {explanation}</VisuallyHidden>
    </>
  );
};

/** The loaded dashboard: the details form, the participants, and the action bar. */
const DashboardContent = ({
  event,
  viewer,
  onClose,
}: {
  event: EventView;
  viewer: DashboardViewer | null;
  onClose: () => void;
}) => {
  const [edits, setEdits] = useState<DetailEdits>({});
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const formId = useId();
  const headingId = useId();
  const refresh = useRefreshAfterEventChange();
  const save = useServerAction(updateEvent, async () => {
    await refresh();
    setEdits({});
  });
  const details = detailsOf(event, edits);
  return (
    <div className="vs-dashboard">
      <p className="vs-dashboard-facilitator">Facilitator: {personName(event.facilitator)}</p>
      <EventDetailsForm
        id={formId}
        details={details}
        followUpText={followUpTextOf(event, edits)}
        onEdit={(change) => setEdits((current) => ({ ...current, ...change }))}
        onSubmit={() => save.mutate({ eid: event.eid, ...details, ...followUpDaysEdit(edits.followUpText) })}
      />
      <section className="vs-dashboard-people" aria-labelledby={headingId}>
        <div className="vs-dashboard-people-head">
          <h3 id={headingId}>
            <ParticipantCount event={event} />
          </h3>
          <div className="vs-row-actions">
            <Button variant="secondary" onClick={() => setAdding(true)}>
              Add Participant
            </Button>
            <Button variant="secondary" onClick={() => setImporting(true)}>
              Import CSV
            </Button>
            <Button
              variant="secondary"
              disabled={event.participants.length === 0}
              onClick={() =>
                saveBlob(
                  new Blob([participantsCsv(event)], { type: 'text/csv;charset=utf-8' }),
                  csvFileName(event.eventName, 'participants'),
                )
              }
            >
              Export CSV
            </Button>
            <SendAllEmails eid={event.eid} />
            <RemindUnfinished eid={event.eid} toRemind={event.toRemind} closed={event.status !== 'active'} />
          </div>
        </div>
        <DashboardParticipants event={event} viewer={viewer} />
      </section>
      <LiveProgressSection eid={event.eid} eventName={event.eventName} />
      <FollowUpPoints eid={event.eid} followUpDays={event.followUpDays} />
      <div className="vs-dialog-actions">
        <CloseEvent eid={event.eid} eventName={event.eventName} onClosed={onClose} />
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" form={formId} busy={save.isPending}>
          Save
        </Button>
      </div>
      <AddParticipantDialog open={adding} onOpenChange={setAdding} eid={event.eid} />
      <ImportParticipantsDialog open={importing} onOpenChange={setImporting} eid={event.eid} />
    </div>
  );
};

/**
 * Spec 2.9: the Event Dashboard, a large dialog titled with the event's name (`GET /api/event`),
 * shown once the event and the signed-in user are known (the user's Meaningful Work decides the
 * MW parts; a failure to load the user is only logged, spec 8). It edits the event (Save,
 * Cancel), manages its participants (add, remove, logon emails, MW access, progress, view and
 * print their work) and closes it. Cancel drops unsaved edits; Save keeps the dashboard open.
 */
export const EventDashboard = ({
  eid,
  open,
  onOpenChange,
}: {
  eid: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) => {
  const event = useEventView(eid, open);
  useReportLoadFailure(event.error);
  const viewer = useCurrentUser();
  useEffect(() => {
    if (viewer.error) console.error(viewer.error);
  }, [viewer.error]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={event.data?.eventName ?? 'Event Dashboard'}
      size="xl"
    >
      {event.data && !viewer.isPending ? (
        <DashboardContent
          key={eid}
          event={event.data}
          viewer={viewer.data ?? null}
          onClose={() => onOpenChange(false)}
        />
      ) : event.isError ? (
        <Banner tone="danger">{messageOf(event.error)}</Banner>
      ) : (
        <Spinner label="Loading the event" />
      )}
    </Dialog>
  );
};
