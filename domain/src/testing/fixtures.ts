import type { CalendarDate } from '../model/calendar-date.ts';
import type { WorkshopEvent } from '../model/event.ts';
import {
  type Branding,
  DEFAULT_ORG_ID,
  type Logo,
  NO_BRANDING,
  type Organisation,
} from '../model/organisation.ts';
import type { ValuesResponse } from '../model/response.ts';
import { GUIDE, NOTHING_COMPLETED, type User } from '../model/user.ts';
import type { Repositories } from '../ports/repositories.ts';
import { VALUE_COUNT } from '../rules/value-layout.ts';

let sequence = 0;
const nextUid = (): string => {
  sequence += 1;
  return `10000000-0000-4000-8000-${sequence.toString(16).padStart(12, '0')}`;
};

/**
 * A user with sensible defaults; password is 'Passw0rd!' hashed by the test hasher. Everyone is in
 * the default organisation, a Guide as its Guide.
 */
export const makeUser = (overrides: Partial<User> = {}): User => {
  const uid = overrides.uid ?? nextUid();
  return {
    uid,
    forename: 'Pat',
    surname: 'Example',
    email: `${uid}@example.test`,
    passwordHash: 'hashed(Passw0rd!)',
    accessLevel: 0,
    portalLink: '',
    mwEnabled: false,
    eventId: null,
    responseCompleted: NOTHING_COMPLETED,
    createdBy: null,
    orgId: DEFAULT_ORG_ID,
    orgs: overrides.accessLevel === GUIDE ? [{ orgId: DEFAULT_ORG_ID, role: 'guide' }] : [],
    lastLoginAt: null,
    createdAt: new Date('2026-01-01T00:00:00.000Z'),
    language: null,
    ...overrides,
  };
};

/** A client organisation 'Acme' (slug 'acme') with the given branding over none. */
export const makeOrganisation = (
  branding: Partial<Branding> = {},
  overrides: Partial<Organisation> = {},
): Organisation => ({
  orgId: overrides.orgId ?? nextUid(),
  name: 'Acme',
  slug: 'acme',
  branding: { ...NO_BRANDING, ...branding },
  retentionDays: null,
  language: null,
  createdAt: new Date('2026-01-01T00:00:00.000Z'),
  ...overrides,
});

/** A tiny PNG's bytes: a logo for branding tests. */
export const LOGO_PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3);

/** LOGO_PNG as an organisation's stored logo. */
export const PNG_LOGO: Logo = { contentType: 'image/png', bytes: LOGO_PNG, version: 'logo-v1' };

export const makeEvent = (
  overrides: Partial<WorkshopEvent> & Pick<WorkshopEvent, 'facilitatorId'>,
): WorkshopEvent => ({
  eid: overrides.eid ?? nextUid(),
  orgId: DEFAULT_ORG_ID,
  eventName: 'Spring Workshop',
  eventDate: '2026-06-10' as CalendarDate,
  accessClose: '2026-07-10' as CalendarDate,
  eventType: 'Reg',
  sessionAccess: 'Pre-work',
  participants: [],
  emailsSent: [],
  state: 'open',
  closedOn: null,
  autoRemindDays: null,
  followUpDays: [],
  autoRemindedOn: null,
  language: null,
  timeZone: 'UTC',
  createdAt: new Date('2026-01-01T00:00:00.000Z'),
  ...overrides,
});

/** Ten values with definitions 'D1'..'D10' and percent lived 10, 20, ... 100. */
export const makeResponse = (uid: string, kind: ValuesResponse['kind'] = 'prework'): ValuesResponse => ({
  uid,
  kind,
  values: Array.from({ length: VALUE_COUNT }, (_, i) => ({ value: `Value ${i + 1}`, originalIndex: i })),
  descriptions: Array.from({ length: VALUE_COUNT }, (_, i) => `D${i + 1}`),
  percentLived: Array.from({ length: VALUE_COUNT }, (_, i) => (i + 1) * 10),
});

/**
 * A super-admin, a Guide with one event and a participant in it, a second Guide with their own
 * event and participant: the usual cast for permission tests.
 */
export const seedCast = async (repos: Repositories) => {
  const admin = makeUser({ accessLevel: 2, forename: 'Ada', surname: 'Admin' });
  const guide = makeUser({ accessLevel: 1, forename: 'Gus', surname: 'Guide', mwEnabled: true });
  const otherGuide = makeUser({ accessLevel: 1, forename: 'Olga', surname: 'Other' });
  const participant = makeUser({ forename: 'Paula', surname: 'Part', createdBy: guide.uid });
  const otherParticipant = makeUser({ forename: 'Otto', surname: 'Part', createdBy: otherGuide.uid });
  const event = makeEvent({ facilitatorId: guide.uid, participants: [participant.uid], emailsSent: [false] });
  const otherEvent = makeEvent({
    facilitatorId: otherGuide.uid,
    eventName: 'Other Workshop',
    participants: [otherParticipant.uid],
    emailsSent: [false],
  });
  const inEvent = { ...participant, eventId: event.eid };
  const otherInEvent = { ...otherParticipant, eventId: otherEvent.eid };
  // Events first: a database checks that a user's event exists.
  await repos.events.insert(event);
  await repos.events.insert(otherEvent);
  for (const user of [admin, guide, otherGuide, inEvent, otherInEvent]) await repos.users.insert(user);
  return {
    admin,
    guide,
    otherGuide,
    participant: inEvent,
    otherParticipant: otherInEvent,
    event,
    otherEvent,
  };
};

/** Ten value names for tests and benchmarks that save a participant's values. */
export const TEN_VALUE_NAMES: readonly string[] = [
  'Courage',
  'Honesty',
  'Curiosity',
  'Kindness',
  'Balance',
  'Growth',
  'Joy',
  'Trust',
  'Freedom',
  'Purpose',
];

/** Value names as a save's `values`, each with its place in the list as its original index. */
export const tenValues = (names: readonly string[] = TEN_VALUE_NAMES) =>
  names.map((value, originalIndex) => ({ value, originalIndex }));
