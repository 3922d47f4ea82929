import { isPreworkComplete, type LogonEmailState } from '@vs/domain';
import { createIntl } from 'react-intl';
import type { Person } from '../../people/user-search.ts';
import { person } from '../../testing/people.ts';
import { fakeServer, type Reply, type SeenRequest } from '../../testing/render-console.tsx';
import { ok, sent } from '../../testing/replies.ts';
import { logonEmailText } from '../logon-email-button.tsx';

/** People, events and a server for the Event Dashboard's and Add Participant's component tests. */

export const EID = 'e-spring';

export const guide = (mwEnabled: boolean) =>
  person('g-1', 'Gina', 'Guide', { accessLevel: 1, mwEnabled, event: null });

export const PAT = person('p-pat', 'Pat', 'Lee', {
  event: EID,
  mwEnabled: true,
  responseCompleted: [true, true, false, false],
});
export const SAM = person('p-sam', 'Sam', 'Ng', { event: EID });

export interface EventState {
  eventName: string;
  eventDate: string;
  accessClose: string;
  eventType: string;
  sessionAccess: string;
  participants: Person[];
  emailStates: LogonEmailState[];
  /** Why each failed email failed (aligned; null for the others). */
  emailFailures?: (string | null)[];
  /** Each participant's newest reminder (aligned; null for someone never reminded). */
  lastReminders?: ({ at: string; status: 'queued' | 'sent' | 'failed'; failure?: string | null } | null)[];
  /** Whether the event is still active. */
  status?: 'active' | 'closed';
  /** Days before the event of its automatic reminder. */
  autoRemindDays?: number | null;
  /** Days after the event of its follow-up re-ratings. */
  followUpDays?: number[];
}

/** A login email chip's accessible name: 'Login email Sent: Pat Lee', 'Login email Failed: 550 …: Sam Ng'. */
export const loginEmailChip = (state: LogonEmailState, name: string, failure: string | null = null): string =>
  `Login email ${logonEmailText(createIntl({ locale: 'en' }), state, failure)}: ${name}`;

/** When the fake server says a reminder was queued. */
export const REMINDED_AT = '2027-03-01T09:30:00.000Z';

/** Who the fake server would remind: pre-work not complete and no reminder on record (the 12 h rule is the server's). */
const toRemindOf = (state: EventState): number =>
  state.participants.filter((p, i) => !isPreworkComplete(p) && !state.lastReminders?.[i]).length;

export const eventState = (extra: Partial<EventState> = {}): EventState => ({
  eventName: 'Spring Workshop',
  eventDate: '2027-03-20',
  accessClose: '2027-04-20',
  eventType: 'Reg',
  sessionAccess: 'Pre-work',
  participants: [PAT, SAM],
  emailStates: ['sent', 'not-sent'],
  ...extra,
});

/** The EventView `GET /api/event` answers for a state. */
export const eventView = (state: EventState) => ({
  eid: EID,
  ...state,
  emailsSent: state.emailStates.map((emailState) => emailState === 'sent'),
  emailFailures: state.emailStates.map((_, i) => state.emailFailures?.[i] ?? null),
  lastReminders: state.participants.map((_, i) => {
    const reminder = state.lastReminders?.[i] ?? null;
    return reminder && { failure: null, ...reminder };
  }),
  toRemind: toRemindOf(state),
  autoRemindDays: state.autoRemindDays ?? null,
  followUpDays: state.followUpDays ?? [],
  timeZone: 'Europe/Berlin',
  facilitator: { uid: 'g-1', forename: 'Gina', surname: 'Guide' },
  mwParticipants: state.participants.filter((p) => p.mwEnabled).length,
  status: state.status ?? 'active',
});

/** `GET /api/event/progress` for a state: everyone's pre-work as saved, no one started live yet. */
export const progressOf = (state: EventState) => ({
  live: state.sessionAccess === 'Live',
  idleMinutes: 5,
  participants: state.participants.map((p) => ({
    uid: p.uid,
    forename: p.forename,
    surname: p.surname,
    prework: p.responseCompleted,
    liveStep: null,
    lastActiveAt: null,
    email: 'not-sent',
    idle: false,
  })),
});

/**
 * A server holding one event: `GET /api/event` answers its current state and the writes change it
 * as the real server does (emails queued, MW toggled, people removed or added). `routes`
 * adds or overrides routes.
 */
export const dashboardServer = ({
  state = eventState(),
  viewer = guide(true),
  routes = {},
}: {
  state?: EventState;
  viewer?: Person;
  routes?: Record<string, Reply | ((request: SeenRequest) => Reply)>;
} = {}) => {
  const body = (request: SeenRequest) => request.body as Record<string, unknown>;
  const server = fakeServer({
    'GET /api/user/info': ok({ user: viewer }),
    'GET /api/event': () => ok({ event: eventView(state) }),
    'PUT /api/event/update': (request) => {
      Object.assign(state, body(request));
      return ok({ message: 'Event updated', event: eventView(state) });
    },
    'POST /api/event/send_email': (request) => {
      const i = state.participants.findIndex((p) => p.uid === body(request).uid);
      state.emailStates[i] = 'queued';
      // A new request: the server forgets the last one's failure.
      if (state.emailFailures) state.emailFailures[i] = null;
      return ok({ message: 'Email sent' });
    },
    'POST /api/event/send_emails': () => {
      const queued = state.emailStates.filter((emailState) => emailState !== 'sent').length;
      state.emailStates = state.emailStates.map((emailState) => (emailState === 'sent' ? 'sent' : 'queued'));
      return ok({ message: `${queued} login emails queued`, queued });
    },
    'POST /api/event/remind': () => {
      const queued = toRemindOf(state);
      state.lastReminders = state.participants.map(
        (p, i) =>
          state.lastReminders?.[i] ?? (isPreworkComplete(p) ? null : { at: REMINDED_AT, status: 'queued' }),
      );
      return ok({ message: queued === 1 ? '1 reminder queued' : `${queued} reminders queued`, queued });
    },
    'PUT /api/user/update_mw': (request) => {
      const { uid, mwEnabled } = body(request) as { uid: string; mwEnabled: boolean };
      state.participants = state.participants.map((p) => (p.uid === uid ? { ...p, mwEnabled } : p));
      return ok({ message: 'Meaningful Work access updated' });
    },
    'PUT /api/event/remove_participant': (request) => {
      const i = state.participants.findIndex((p) => p.uid === body(request).uid);
      state.participants = state.participants.filter((_, j) => j !== i);
      state.emailStates = state.emailStates.filter((_, j) => j !== i);
      return ok({ message: 'Participant removed', participants: state.participants });
    },
    'PUT /api/event/facilitatorclose': ok({ message: 'Event closed' }),
    'GET /api/event/progress': () => ok(progressOf(state)),
    ...routes,
  });
  return {
    ...server,
    state,
    sent: (method: string, path: string) => sent(server.requests, method, path),
  };
};

/** Holds the server's next answer until the returned function is called (to see busy states). */
export const holdNextRequest = (server: ReturnType<typeof fakeServer>): (() => void) => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer = server.fetch.getMockImplementation();
  server.fetch.mockImplementationOnce(async (...args) => {
    await gate;
    if (!answer) throw new Error('the fake server has no implementation');
    return answer(...args);
  });
  return release;
};
