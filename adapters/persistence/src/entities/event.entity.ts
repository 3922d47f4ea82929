import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

export const EventSchema = defineEntity({
  name: 'Event',
  tableName: 'events',
  properties: {
    eid: p.uuid().primary(),
    eventName: p.text(),
    // `date` maps to a 'YYYY-MM-DD' string: no time zone can shift a calendar date.
    eventDate: p.date(),
    accessClose: p.date(),
    eventType: p.text(),
    sessionAccess: p.text(),
    facilitatorId: p.uuid().index(),
    participants: p.json<string[]>(),
    emailsSent: p.json<boolean[]>(),
    state: p.text(),
    closedOn: p.date().nullable(),
    createdAt: p.datetime(),
  },
});

export type EventEntity = InferEntity<typeof EventSchema>;
