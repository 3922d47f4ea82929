import type {
  CalendarDate,
  EventRepository,
  EventType,
  SessionAccess,
  StoredEventState,
  WorkshopEvent,
} from '@vs/domain';
import { type EventEntity, EventSchema } from '../entities/event.entity.ts';
import { type EmSource, isUuid } from './shared.ts';

const toEvent = (row: EventEntity): WorkshopEvent => ({
  eid: row.eid,
  eventName: row.eventName,
  eventDate: row.eventDate as CalendarDate,
  accessClose: row.accessClose as CalendarDate,
  eventType: row.eventType as EventType,
  sessionAccess: row.sessionAccess as SessionAccess,
  facilitatorId: row.facilitatorId,
  participants: row.participants,
  emailsSent: row.emailsSent,
  state: row.state as StoredEventState,
  closedOn: (row.closedOn ?? null) as CalendarDate | null,
  createdAt: row.createdAt,
});

const toRow = (event: WorkshopEvent) => ({
  ...event,
  participants: [...event.participants],
  emailsSent: [...event.emailsSent],
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
    await em().insert(EventSchema, toRow(event));
  },
  update: async (event) => {
    if (!isUuid(event.eid)) return;
    const { eid, ...changes } = toRow(event);
    await em().nativeUpdate(EventSchema, { eid }, changes);
  },
  delete: async (eid) => {
    if (!isUuid(eid)) return;
    await em().nativeDelete(EventSchema, { eid });
  },
});
