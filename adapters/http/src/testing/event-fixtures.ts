import {
  type CalendarDate,
  EVENT_FILE_VERSION,
  type EventFile,
  type EventFileParticipant,
  type Repositories,
  type User,
} from '@vs/domain';
import { makeResponse, makeUser, type TestDeps } from '@vs/domain/testing';

/** An id that names no stored event, user or upload. */
export const MISSING_ID = '30000000-0000-4000-8000-000000000000';

/** A valid POST /api/event/create body (the test clock starts on 2026-06-01). */
export const newEventBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  eventName: 'Summer Workshop',
  eventDate: '2026-06-20',
  accessClose: '2026-07-20',
  eventType: 'Reg',
  sessionAccess: 'Pre-work',
  participants: [],
  ...overrides,
});

/** A valid PUT /api/event/update body for the event `eid`. */
export const updateEventBody = (
  eid: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> => ({
  eid,
  eventName: 'Renamed Workshop',
  eventDate: '2026-06-12',
  accessClose: '2026-07-31',
  eventType: 'Non-reg',
  sessionAccess: 'Live',
  ...overrides,
});

/** Moves the test clock to 09:00 UTC on a calendar day (`YYYY-MM-DD`). */
export const moveToDay = (deps: TestDeps, day: string): void => {
  deps.clock.set(`${day}T09:00:00.000Z`);
};

/** Stores a user (a participant unless overridden) who belongs to no event yet. */
export const storeUnassignedUser = async (repos: Repositories, overrides: Partial<User> = {}) => {
  const user = makeUser(overrides);
  await repos.users.insert(user);
  return user;
};

/** Gives a user a pre-work and a live record (the live one with its own values). */
export const storeResponses = async (repos: Repositories, uid: string): Promise<void> => {
  await repos.responses.save(makeResponse(uid, 'prework'));
  const live = makeResponse(uid, 'live');
  await repos.responses.save({
    ...live,
    values: live.values.map((v) => ({ ...v, value: `Live ${v.value}` })),
  });
};

const fileResponse = () => {
  const { values, descriptions, percentLived } = makeResponse('file');
  return { values, descriptions, percentLived };
};

/** One participant of an event file; override `uid` and `email` to add several. */
export const fileParticipant = (overrides: Partial<EventFileParticipant> = {}): EventFileParticipant => ({
  uid: '20000000-0000-4000-8000-000000000001',
  forename: 'Fiona',
  surname: 'File',
  email: 'fiona@example.test',
  accessLevel: 0,
  mwEnabled: false,
  responseCompleted: [true, true, false, false],
  emailSent: true,
  prework: fileResponse(),
  live: null,
  meaningfulWork: null,
  ...overrides,
});

/** A valid event file as a download would hold it; `participants` replaces the one default participant. */
export const makeEventFile = (
  overrides: { participants?: EventFileParticipant[]; eventName?: string } = {},
): EventFile => ({
  version: EVENT_FILE_VERSION,
  event: {
    eid: '20000000-0000-4000-8000-0000000000e1',
    eventName: overrides.eventName ?? 'Archived Workshop',
    eventDate: '2025-03-04' as CalendarDate,
    accessClose: '2025-04-04' as CalendarDate,
    eventType: 'Non-reg',
    sessionAccess: 'Live',
    facilitator: { forename: 'Gus', surname: 'Guide' },
  },
  participants: overrides.participants ?? [fileParticipant()],
});
