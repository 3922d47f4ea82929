import {
  type AccessLevel,
  canToggleMeaningfulWorkOf,
  hasAnyStepComplete,
  type LogonEmailState,
} from '@vs/domain';
import { Button, createColumnHelper, DataTable, VisuallyHidden } from '@vs/ui';
import { createContext, useContext, useMemo, useState } from 'react';
import {
  defineMessages,
  FormattedMessage,
  type IntlShape,
  type MessageDescriptor,
  useIntl,
} from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { EmailText } from '../shared/email-text.tsx';
import type { EventParticipant, EventView } from './event-view-query.ts';
import { type LastReminder, LastReminderNote } from './last-reminder.tsx';
import { Activity } from './live-progress/progress-cells.tsx';
import {
  filterRows,
  liveStepName,
  type ProgressFilter,
  type ViewRow,
} from './live-progress/progress-rows.ts';
import type { LiveProgress } from './live-progress/use-live-progress.ts';
import { LogonEmailButton, logonEmailNote } from './logon-email-button.tsx';
import { MwAccessCheckbox } from './mw-access-checkbox.tsx';
import { ParticipantProgress } from './participant-progress.tsx';
import { personName } from './person-name.ts';
import { pagesToPrint, usePrintOutputs } from './print-outputs.ts';
import { type RemovalTarget, RemoveParticipantDialog } from './remove-participant-dialog.tsx';
import { type LogonEmailTarget, SendLogonEmailDialog } from './send-logon-email-dialog.tsx';

/** Who looks at the dashboard: decides the MW parts. */
export interface DashboardViewer {
  readonly accessLevel: AccessLevel;
  readonly mwEnabled: boolean;
}

/**
 * A participant with their login email's state and newest reminder (the event's lists are aligned
 * with `participants`) and their live progress (null until loaded).
 */
interface Row extends EventParticipant {
  readonly name: string;
  readonly emailState: LogonEmailState;
  readonly emailFailure: string | null;
  readonly lastReminder: LastReminder;
  readonly progress: ViewRow | undefined;
}

const rowsOf = (event: EventView, progress: LiveProgress): Row[] =>
  event.participants.map((participant, i) => ({
    ...participant,
    name: personName(participant),
    emailState: event.emailStates[i] ?? 'not-sent',
    emailFailure: event.emailFailures[i] ?? null,
    lastReminder: event.lastReminders[i] ?? null,
    progress: progress.byUid.get(participant.uid),
  }));

/** The rows the progress filter keeps (everyone for 'all', also those whose progress is not loaded yet). */
const filtered = (rows: readonly Row[], filter: ProgressFilter): readonly Row[] => {
  if (filter === 'all') return rows;
  const kept = new Set(
    filterRows(
      rows.flatMap((row) => (row.progress ? [row.progress] : [])),
      filter,
    ).map((row) => row.uid),
  );
  return rows.filter((row) => kept.has(row.uid));
};

/** Where View goes (spec 2.9): the participant's pre-work or live wizard, by the event's session access. */
const viewPathFor = (sessionAccess: string, uid: string): string =>
  `${sessionAccess === 'Live' ? '/live' : '/prework'}/${encodeURIComponent(uid)}`;

const WORDS: Readonly<Record<'noParticipants' | 'noMatch' | 'view' | 'print' | 'remove', MessageDescriptor>> =
  defineMessages({
    noParticipants: {
      id: 'console.events.participants.none',
      defaultMessage: "This event has no participants yet. Add one with the 'Add Participant' button.",
    },
    noMatch: {
      id: 'console.events.participants.noMatch',
      defaultMessage: 'No participant matches this filter.',
    },
    view: { id: 'console.events.participants.view', defaultMessage: 'View<hidden> {name}</hidden>' },
    print: { id: 'console.events.participants.print', defaultMessage: 'Print<hidden> {name}</hidden>' },
    remove: { id: 'console.events.participants.remove', defaultMessage: 'Remove<hidden> {name}</hidden>' },
  });

/**
 * What the row controls act with. The cells read it from context, so the column definitions stay
 * the same objects from render to render and no cell (nor the focus in it) is remounted when, say,
 * a print starts.
 */
interface RowActions {
  /** The clock and session the activity cells read. */
  readonly now: Date;
  readonly live: boolean;
  readonly sendEmail: (row: Row) => void;
  readonly remove: (row: Row) => void;
  readonly view: (row: Row) => void;
  readonly print: (row: Row) => void;
  readonly isPrinting: (uid: string) => boolean;
  /** Whether the server lets the signed-in user change this person's Meaningful Work access. */
  readonly mayToggleMw: (row: Row) => boolean;
}

const RowActionsContext = createContext<RowActions | null>(null);

const useRowActions = (): RowActions => {
  const actions = useContext(RowActionsContext);
  if (!actions) throw new Error('participant cells need their RowActionsContext');
  return actions;
};

/**
 * The login email's chip (its state in words, why it failed), why a queued one is late, and the
 * newest reminder (which carries a logon link too).
 */
const EmailCell = ({ row }: { row: Row }) => {
  const { sendEmail } = useRowActions();
  const intl = useIntl();
  const note = logonEmailNote(intl, row.emailState, row.emailFailure);
  return (
    <div className="vs-email-cell">
      <LogonEmailButton
        state={row.emailState}
        failure={row.emailFailure}
        personName={row.name}
        onClick={() => sendEmail(row)}
      />
      <div className="vs-email-notes">
        {note === null ? null : <span className="vs-email-delay">{note}</span>}
        <LastReminderNote reminder={row.lastReminder} />
      </div>
    </div>
  );
};

const ActionsCell = ({ row }: { row: Row }) => {
  const { view, print, isPrinting, remove } = useRowActions();
  return (
    <div className="vs-row-actions">
      <Button variant="secondary" onClick={() => view(row)}>
        <FormattedMessage
          {...WORDS.view}
          values={{ name: row.name, hidden: (words) => <VisuallyHidden>{words}</VisuallyHidden> }}
        />
      </Button>
      <Button
        variant="secondary"
        disabled={!hasAnyStepComplete(row.responseCompleted)}
        busy={isPrinting(row.uid)}
        onClick={() => print(row)}
      >
        <FormattedMessage
          {...WORDS.print}
          values={{ name: row.name, hidden: (words) => <VisuallyHidden>{words}</VisuallyHidden> }}
        />
      </Button>
      <Button variant="secondary" onClick={() => remove(row)}>
        <FormattedMessage
          {...WORDS.remove}
          values={{ name: row.name, hidden: (words) => <VisuallyHidden>{words}</VisuallyHidden> }}
        />
      </Button>
    </div>
  );
};

const column = createColumnHelper<Row>();

/** The person's name with their email under it. */
const nameColumns = (intl: IntlShape) => [
  column.accessor('name', {
    header: intl.formatMessage({ id: 'console.events.participants.name', defaultMessage: 'Name' }),
    cell: ({ row: { original } }) => (
      <span className="vs-person-cell">
        <span className="vs-person-name">{original.name}</span>{' '}
        <EmailText className="vs-person-email" email={original.email} />
      </span>
    ),
  }),
];

const ActivityCell = ({ row }: { row: Row }) => {
  const { now, live } = useRowActions();
  return <Activity row={row.progress} live={live} now={now} />;
};

const LiveStepCell = ({ row }: { row: Row }) => {
  const intl = useIntl();
  return liveStepName(intl, row.progress?.liveStep ?? null);
};

/** The box where the server allows the change; elsewhere (a Guide's row for a Guide) the state as text. */
const MwCell = ({ row }: { row: Row }) => {
  const { mayToggleMw } = useRowActions();
  const intl = useIntl();
  return mayToggleMw(row) ? (
    <MwAccessCheckbox uid={row.uid} personName={row.name} enabled={row.mwEnabled} />
  ) : (
    <span
      title={intl.formatMessage({
        id: 'console.events.participants.mwBySuperAdmin',
        defaultMessage: "A Guide's Meaningful Work access is set by a super-admin",
      })}
    >
      {row.mwEnabled ? (
        <FormattedMessage id="console.events.participants.yes" defaultMessage="Yes" />
      ) : (
        <FormattedMessage id="console.events.participants.no" defaultMessage="No" />
      )}
    </span>
  );
};

const mwColumn = (intl: IntlShape) =>
  column.accessor('mwEnabled', {
    header: intl.formatMessage({ id: 'console.events.participants.mwAccess', defaultMessage: 'MW Access' }),
    enableSorting: false,
    cell: ({ row: { original } }) => <MwCell row={original} />,
  });

const workColumns = (intl: IntlShape) => [
  column.accessor('emailState', {
    header: intl.formatMessage({
      id: 'console.events.participants.loginEmail',
      defaultMessage: 'Login Email',
    }),
    enableSorting: false,
    cell: ({ row: { original } }) => <EmailCell row={original} />,
  }),
  column.accessor((row) => (row.progress?.prework ?? row.responseCompleted).filter(Boolean).length, {
    id: 'progress',
    header: intl.formatMessage({ id: 'console.events.participants.prework', defaultMessage: 'Pre-work' }),
    cell: ({ row: { original } }) => (
      <ParticipantProgress completed={original.progress?.prework ?? original.responseCompleted} />
    ),
  }),
  column.accessor((row) => row.progress?.liveStep ?? -1, {
    id: 'liveStep',
    header: intl.formatMessage({ id: 'console.events.participants.liveStep', defaultMessage: 'Live step' }),
    cell: ({ row: { original } }) => <LiveStepCell row={original} />,
  }),
  column.accessor((row) => (row.progress?.idle ? 1 : 0), {
    id: 'activity',
    header: intl.formatMessage({ id: 'console.events.participants.activity', defaultMessage: 'Activity' }),
    cell: ({ row: { original } }) => <ActivityCell row={original} />,
  }),
  column.display({
    id: 'actions',
    header: () => (
      <VisuallyHidden>
        <FormattedMessage id="console.events.participants.actions" defaultMessage="Actions" />
      </VisuallyHidden>
    ),
    cell: ({ row: { original } }) => <ActionsCell row={original} />,
  }),
];

/** Spec 2.9, 6: the MW Access column only for a signed-in user with Meaningful Work. */
const columnsFor = (intl: IntlShape, withMw: boolean) => [
  ...nameColumns(intl),
  ...(withMw ? [mwColumn(intl)] : []),
  ...workColumns(intl),
];

/**
 * Spec 2.9: the event's participants, one row each: name and email, MW Access (only for a signed-in
 * user with Meaningful Work), the login email's chip (with the newest reminder in words under it),
 * pre-work progress, live step and activity (issue 14, kept live), and View, Print, Remove.
 * Every control names the person it acts on. The send and remove dialogs are owned here, once,
 * so a row scrolled out of the virtualised table never takes an open dialog with it.
 */
export const DashboardParticipants = ({
  event,
  viewer,
  progress,
  filter,
}: {
  event: EventView;
  /** The signed-in user (null when unknown: no MW parts then). */
  viewer: DashboardViewer | null;
  progress: LiveProgress;
  filter: ProgressFilter;
}) => {
  const viewerMwEnabled = viewer?.mwEnabled === true;
  const intl = useIntl();
  // The same column objects from render to render (for one language), so no cell is remounted.
  const columns = useMemo(() => columnsFor(intl, viewerMwEnabled), [intl, viewerMwEnabled]);
  const navigate = useNavigate();
  const { print, isPrinting } = usePrintOutputs();
  const [emailTarget, setEmailTarget] = useState<LogonEmailTarget | null>(null);
  const [removalTarget, setRemovalTarget] = useState<RemovalTarget | null>(null);
  const rows = useMemo(() => filtered(rowsOf(event, progress), filter), [event, progress, filter]);
  const { sessionAccess } = event;
  const { now, live } = progress;
  const actions = useMemo<RowActions>(
    () => ({
      now,
      live,
      isPrinting,
      view: (row) => navigate(viewPathFor(sessionAccess, row.uid)),
      print: (row) => print(row, pagesToPrint(sessionAccess, viewerMwEnabled, row.mwEnabled)),
      sendEmail: (row) =>
        setEmailTarget({ uid: row.uid, name: row.name, email: row.email, state: row.emailState }),
      remove: (row) => setRemovalTarget({ uid: row.uid, name: row.name, email: row.email }),
      mayToggleMw: (row) => viewer !== null && canToggleMeaningfulWorkOf(viewer, row),
    }),
    [now, live, sessionAccess, viewer, viewerMwEnabled, isPrinting, navigate, print],
  );
  return (
    <RowActionsContext.Provider value={actions}>
      <DataTable
        label={intl.formatMessage(
          { id: 'console.events.participants.label', defaultMessage: 'Participants of {eventName}' },
          { eventName: event.eventName },
        )}
        columns={columns}
        rows={rows}
        rowId={(row) => row.uid}
        empty={intl.formatMessage(event.participants.length === 0 ? WORDS.noParticipants : WORDS.noMatch)}
        estimatedRowHeight={61}
      />
      <SendLogonEmailDialog target={emailTarget} onClose={() => setEmailTarget(null)} />
      <RemoveParticipantDialog
        eid={event.eid}
        eventName={event.eventName}
        target={removalTarget}
        onClose={() => setRemovalTarget(null)}
      />
    </RowActionsContext.Provider>
  );
};
