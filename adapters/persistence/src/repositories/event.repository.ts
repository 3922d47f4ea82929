import type { EventRepository, WorkshopEvent } from '@vs/domain';
import { type EventEntity, EventSchema } from '../entities/event.entity.ts';
import { type EmSource, isUuid } from './shared.ts';

const toEvent = (row: EventEntity): WorkshopEvent => ({
  eid: row.eid,
  eventName: row.eventName,
  eventDate: row.eventDate,
  accessClose: row.accessClose,
  eventType: row.eventType,
  sessionAccess: row.sessionAccess,
  facilitatorId: row.facilitatorId,
  participants: row.participants,
  emailsSent: row.emailsSent,
  state: row.state,
  closedOn: row.closedOn ?? null,
  createdAt: row.createdAt,
});

export const createEventRepository = (em: EmSource): EventRepository => ({
  findById: async (eid) => {
    if (!isUuid(eid)) return null;
    const row = await em().findOne(EventSchema, { eid });
    return row && toEvent(row);
  },
  list: async (facilitatorId) => {
    if (facilitatorId !== undefined && !isUuid(facilitatorId)) return [];
    const rows = await em().find(EventSchema, facilitatorId === undefined ? {} : { facilitatorId }, {
      orderBy: { createdAt: 'asc', eid: 'asc' },
    });
    return rows.map(toEvent);
  },
  insert: async (event) => {
    await em().insert(EventSchema, event);
  },
  update: async (event) => {
    if (!isUuid(event.eid)) return;
    const { eid, ...changes } = event;
    await em().nativeUpdate(EventSchema, { eid }, changes);
  },
  delete: async (eid) => {
    if (!isUuid(eid)) return;
    await em().nativeDelete(EventSchema, { eid });
  },
});
