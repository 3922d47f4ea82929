import type { EntityManager } from '@mikro-orm/postgresql';
import type { CalendarDate, EventRepository, EventSummaryRecord, WorkshopEvent } from '@vs/domain';
import { type EventEntity, EventSchema } from '../entities/event.entity.ts';
import { rawRows, tableName } from './raw-sql.ts';
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
  autoRemindDays: row.autoRemindDays ?? null,
  autoRemindedOn: row.autoRemindedOn ?? null,
  createdAt: row.createdAt,
});

interface SummaryRow {
  eid: string;
  event_name: string;
  event_date: CalendarDate;
  access_close: CalendarDate;
  event_type: WorkshopEvent['eventType'];
  session_access: WorkshopEvent['sessionAccess'];
  facilitator_id: string;
  participant_count: number;
  state: WorkshopEvent['state'];
  closed_on: CalendarDate | null;
}

const summaryFromRow = (row: SummaryRow): EventSummaryRecord => ({
  eid: row.eid,
  eventName: row.event_name,
  eventDate: row.event_date,
  accessClose: row.access_close,
  eventType: row.event_type,
  sessionAccess: row.session_access,
  facilitatorId: row.facilitator_id,
  participantCount: row.participant_count,
  state: row.state,
  closedOn: row.closed_on,
});

export const createEventRepository = (em: EmSource, direct: EntityManager): EventRepository => ({
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
  listSummaries: async (facilitatorId) => {
    // Plain SQL without the participant lists: hydrating 10,000 full events through the entities
    // costs several times as much (bench/lists.bench.ts).
    if (facilitatorId !== undefined && !isUuid(facilitatorId)) return [];
    const rows = await rawRows<SummaryRow>(
      direct,
      `select eid, event_name, event_date, access_close, event_type, session_access, facilitator_id,
              jsonb_array_length(participants) as participant_count, state, closed_on
         from ${tableName(direct, 'events')}
        ${facilitatorId === undefined ? '' : 'where facilitator_id = ?'}
        order by created_at, eid`,
      facilitatorId === undefined ? [] : [facilitatorId],
    );
    return rows.map(summaryFromRow);
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
