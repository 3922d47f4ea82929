import { Banner, Button, Chip, type ChipTone, call, messageOf, Spinner, saveBlob } from '@vs/ui';
import { useEffect, useId, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../api/client.ts';
import { useCurrentUser } from '../api/current-user.ts';
import { useReportLoadFailure, useServerAction } from '../api/server-action.ts';
import { useDates } from '../use-dates.ts';
import { AddParticipantDialog } from './add-participant-dialog.tsx';
import { CloseEvent } from './close-event.tsx';
import type { DashboardViewer } from './dashboard-participants.tsx';
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
import { csvFileName, participantsCsv } from './participants-csv.ts';
import { ParticipantsSection } from './participants-section.tsx';
import { personName } from './person-name.ts';
import { RemindUnfinished } from './remind-unfinished.tsx';
import { SendAllEmails } from './send-all-emails.tsx';

/** `PUT /api/event/update` (spec 2.9, 7; `autoRemindDays` and `followUpDays` beyond the spec). */
const updateEvent = (input: DashboardDetails & { eid: string; followUpDays?: number[] }) =>
  call(api.api.event.update.$put({ json: input }));

const STATE_WORDS = defineMessages({
  closed: { id: 'console.events.dashboard.state.closed', defaultMessage: 'Closed' },
  live: { id: 'console.events.dashboard.state.live', defaultMessage: 'Live' },
  prework: { id: 'console.events.dashboard.state.prework', defaultMessage: 'Pre-work' },
});

/** The event's state as its chip says it: closed events are Closed whatever their session access. */
const stateOf = (event: EventView): { word: MessageDescriptor; tone: ChipTone } => {
  if (event.status !== 'active') return { word: STATE_WORDS.closed, tone: 'neutral' };
  return event.sessionAccess === 'Live'
    ? { word: STATE_WORDS.live, tone: 'success' }
    : { word: STATE_WORDS.prework, tone: 'info' };
};

/** Where the team output of one event is: the Team Output tab searching for its name. */
const teamOutputPath = (eventName: string): string =>
  `/?${new URLSearchParams({ tab: 'team-output', search: eventName })}`;

/** The way back to the event list (as the browser's Back). */
const BackToList = () => (
  <p className="vs-event-back">
    <Link to="/">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M15 5l-7 7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <FormattedMessage id="console.events.dashboard.back" defaultMessage="Active Events" />
    </Link>
  </p>
);

/** The page's head: back to the list, the event's name, date, state and facilitator, and its main actions. */
const EventHead = ({ event, titleId, onAdd }: { event: EventView; titleId: string; onAdd: () => void }) => {
  const state = stateOf(event);
  const dates = useDates();
  return (
    <header className="vs-event-head">
      <BackToList />
      <div className="vs-event-title">
        <h1 id={titleId}>{event.eventName}</h1>
        <p className="vs-event-meta">
          <Chip tone={state.tone}>
            <FormattedMessage {...state.word} />
          </Chip>
          <span>{dates.date(event.eventDate)}</span>
          <span>
            <FormattedMessage
              id="console.events.dashboard.accessCloses"
              defaultMessage="Access closes {date}"
              values={{ date: dates.date(event.accessClose) }}
            />
          </span>
          <span>
            <FormattedMessage
              id="console.events.dashboard.facilitator"
              defaultMessage="Facilitator: {name}"
              values={{ name: personName(event.facilitator) }}
            />
          </span>
        </p>
      </div>
      <div className="vs-event-actions">
        <Button onClick={onAdd}>
          <FormattedMessage id="console.events.dashboard.addParticipant" defaultMessage="Add Participant" />
        </Button>
        <SendAllEmails eid={event.eid} />
        <RemindUnfinished eid={event.eid} toRemind={event.toRemind} closed={event.status !== 'active'} />
        <Link className="vs-button vs-button-secondary" to={teamOutputPath(event.eventName)}>
          <FormattedMessage id="console.events.dashboard.teamOutput" defaultMessage="Team output" />
        </Link>
      </div>
    </header>
  );
};

/** The event's settings in their own section: the details form, Save, Discard changes and Close Event. */
const EventSettings = ({ event, onClosed }: { event: EventView; onClosed: () => void }) => {
  const [edits, setEdits] = useState<DetailEdits>({});
  const formId = useId();
  const headingId = useId();
  const refresh = useRefreshAfterEventChange();
  const save = useServerAction(updateEvent, async () => {
    await refresh();
    setEdits({});
  });
  const details = detailsOf(event, edits);
  return (
    <section className="vs-event-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="console.events.dashboard.settings" defaultMessage="Event settings" />
      </h2>
      <EventDetailsForm
        id={formId}
        details={details}
        followUpText={followUpTextOf(event, edits)}
        onEdit={(change) => setEdits((current) => ({ ...current, ...change }))}
        onSubmit={() => save.mutate({ eid: event.eid, ...details, ...followUpDaysEdit(edits.followUpText) })}
      />
      <div className="vs-event-settings-actions">
        <CloseEvent eid={event.eid} eventName={event.eventName} onClosed={onClosed} />
        <Button variant="secondary" disabled={Object.keys(edits).length === 0} onClick={() => setEdits({})}>
          <FormattedMessage id="console.events.dashboard.discard" defaultMessage="Discard changes" />
        </Button>
        <Button type="submit" form={formId} busy={save.isPending}>
          <FormattedMessage id="console.events.dashboard.save" defaultMessage="Save" />
        </Button>
      </div>
    </section>
  );
};

/** The loaded page: head, participants (with their progress), settings, and the dialogs it opens. */
const DashboardContent = ({ event, viewer }: { event: EventView; viewer: DashboardViewer | null }) => {
  const intl = useIntl();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const titleId = useId();
  const navigate = useNavigate();
  return (
    <article className="vs-event-page" aria-labelledby={titleId}>
      <EventHead event={event} titleId={titleId} onAdd={() => setAdding(true)} />
      <ParticipantsSection
        event={event}
        viewer={viewer}
        actions={
          <>
            <Button variant="secondary" onClick={() => setImporting(true)}>
              <FormattedMessage id="console.events.dashboard.importCsv" defaultMessage="Import CSV" />
            </Button>
            <Button
              variant="secondary"
              disabled={event.participants.length === 0}
              onClick={() =>
                saveBlob(
                  new Blob([participantsCsv(event, intl)], { type: 'text/csv;charset=utf-8' }),
                  csvFileName(event.eventName, 'participants'),
                )
              }
            >
              <FormattedMessage id="console.events.dashboard.exportCsv" defaultMessage="Export CSV" />
            </Button>
          </>
        }
      />
      <FollowUpPoints eid={event.eid} followUpDays={event.followUpDays} />
      <EventSettings event={event} onClosed={() => navigate('/')} />
      <AddParticipantDialog open={adding} onOpenChange={setAdding} eid={event.eid} />
      <ImportParticipantsDialog open={importing} onOpenChange={setImporting} eid={event.eid} />
    </article>
  );
};

/**
 * Spec 2.9: the Event Dashboard, a page of its own at `/events/<eid>` (linkable; the browser's
 * Back returns to the list). Shown once the event and the signed-in user are known (the user's
 * Meaningful Work decides the MW parts; a failure to load the user is only logged, spec 8). Its
 * head names the event, its date and state with the one primary action (Add Participant); one
 * table shows each participant's login email, pre-work, live step and activity; the event's
 * settings are saved in their own section, and Close Event returns to the list.
 */
export const EventDashboard = ({ eid }: { eid: string }) => {
  const intl = useIntl();
  const event = useEventView(eid, true);
  useReportLoadFailure(event.error);
  const viewer = useCurrentUser();
  useEffect(() => {
    if (viewer.error) console.error(viewer.error);
  }, [viewer.error]);
  if (event.data && !viewer.isPending)
    return <DashboardContent key={eid} event={event.data} viewer={viewer.data ?? null} />;
  if (event.isError)
    return (
      <div className="vs-event-page">
        <BackToList />
        <h1>
          <FormattedMessage id="console.events.dashboard.title" defaultMessage="Event Dashboard" />
        </h1>
        <Banner tone="danger">{messageOf(event.error, intl)}</Banner>
      </div>
    );
  return (
    <Spinner
      label={intl.formatMessage({
        id: 'console.events.dashboard.loading',
        defaultMessage: 'Loading the event',
      })}
    />
  );
};
