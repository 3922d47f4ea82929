import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import {
  type CalendarDate,
  DEFAULT_ORG_ID,
  type EventType,
  type LanguageTag,
  type SessionAccess,
  type StoredEventState,
} from '@vs/domain';
import { signedInChanged } from './signed-in-changes.ts';

export const EventSchema = defineEntity({
  name: 'Event',
  tableName: 'events',
  triggers: [signedInChanged('events', 'e', 'eid')],
  properties: {
    eid: p.uuid().primary(),
    orgId: p.uuid().default(DEFAULT_ORG_ID).index(),
    eventName: p.text(),
    // `date` maps to a 'YYYY-MM-DD' string (never a JS Date): no time zone can shift the day.
    eventDate: p.date().$type<CalendarDate>(),
    accessClose: p.date().$type<CalendarDate>(),
    eventType: p.text().$type<EventType>(),
    sessionAccess: p.text().$type<SessionAccess>(),
    facilitatorId: p.uuid().index(),
    participants: p.json<readonly string[]>(),
    emailsSent: p.json<readonly boolean[]>(),
    state: p.text().$type<StoredEventState>(),
    closedOn: p.date().$type<CalendarDate>().nullable(),
    // Days before the event date of the automatic reminder (null: none), and the day it ran.
    autoRemindDays: p.integer().nullable(),
    autoRemindedOn: p.date().$type<CalendarDate>().nullable(),
    // Days after the event date of the follow-up re-ratings, ascending (rules/follow-ups.ts).
    followUpDays: p.json<readonly number[]>(),
    // The people's default language (a shipped BCP 47 tag); null: none.
    language: p.text().$type<LanguageTag>().nullable(),
    // The IANA time zone its dates are in (UTC for events made before zones).
    timeZone: p.text().default('UTC'),
    createdAt: p.datetime(),
  },
});

export type EventEntity = InferEntity<typeof EventSchema>;
