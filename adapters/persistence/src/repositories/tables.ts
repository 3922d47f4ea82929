import type {
  EventHeader,
  EventSummaryRecord,
  Session,
  User,
  ValuesResponse,
  WorkshopEvent,
} from '@vs/domain';
import { EventSchema } from '../entities/event.entity.ts';
import { ResponseSchema } from '../entities/response.entity.ts';
import { SessionSchema } from '../entities/session.entity.ts';
import { UserSchema } from '../entities/user.entity.ts';
import { projection, tableMap } from './table-map.ts';

/**
 * The domain objects the hand-written SQL reads and writes, one definition per table
 * (table-map.ts): a new domain field fails to compile here, a new entity property fails when this
 * module loads, until it is mapped or listed as not part of the domain object.
 */

export const userTable = tableMap<User>()(
  UserSchema,
  {
    uid: 'uid',
    forename: 'forename',
    surname: 'surname',
    email: 'email',
    passwordHash: 'passwordHash',
    accessLevel: 'accessLevel',
    portalLink: 'portalLink',
    mwEnabled: 'mwEnabled',
    eventId: 'event',
    responseCompleted: 'responseCompleted',
    createdBy: 'createdBy',
    orgId: 'orgId',
    orgs: 'orgRoles',
    lastLoginAt: 'lastLoginAt',
    createdAt: 'createdAt',
    language: 'language',
  },
  // The look-up and sort keys the store derives, and live progress (users.findActivity).
  ['emailNormalised', 'surnameKey', 'forenameKey', 'liveStep', 'lastActiveAt'],
);

export const eventTable = tableMap<WorkshopEvent>()(
  EventSchema,
  {
    eid: 'eid',
    orgId: 'orgId',
    eventName: 'eventName',
    eventDate: 'eventDate',
    accessClose: 'accessClose',
    eventType: 'eventType',
    sessionAccess: 'sessionAccess',
    facilitatorId: 'facilitatorId',
    participants: 'participants',
    emailsSent: 'emailsSent',
    state: 'state',
    closedOn: 'closedOn',
    autoRemindDays: 'autoRemindDays',
    autoRemindedOn: 'autoRemindedOn',
    followUpDays: 'followUpDays',
    language: 'language',
    timeZone: 'timeZone',
    createdAt: 'createdAt',
  },
  [],
);

/** An event without its roster, under `e_`: what the signed-in look-up reads with every request. */
export const eventHeaders = projection<EventHeader>()(eventTable, ['participants', 'emailsSent'], {}, 'e_');

/** An event for lists: its participant lists only counted. */
export const eventSummaries = projection<EventSummaryRecord>()(
  eventTable,
  ['participants', 'emailsSent', 'autoRemindDays', 'autoRemindedOn', 'language', 'createdAt'],
  { participantCount: { sql: (column) => `jsonb_array_length(${column('participants')})` } },
);

export const sessionTable = tableMap<Session>()(
  SessionSchema,
  {
    idDigest: 'idDigest',
    uid: 'user',
    firstLogin: 'firstLogin',
    createdAt: 'createdAt',
    lastSeenAt: 'lastSeenAt',
    expiresAt: 'expiresAt',
  },
  [],
);

export const responseTable = tableMap<ValuesResponse>()(
  ResponseSchema,
  {
    uid: 'user',
    kind: 'kind',
    values: 'values',
    descriptions: 'descriptions',
    percentLived: 'percentLived',
  },
  // Set by the database on every save (users.findActivity reads it).
  ['updatedAt'],
);
