import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventRepository, EventSummaryRecord } from '@vs/domain';
import { EventSchema } from '../entities/event.entity.ts';
import { rawRows, tableName } from './raw-sql.ts';
import { type EmSource, isUuid } from './shared.ts';
import type { RowOf } from './table-map.ts';
import { eventSummaries, eventTable } from './tables.ts';

const SUMMARY_COLUMNS = eventSummaries.select('e');

export const createEventRepository = (em: EmSource, direct: EntityManager): EventRepository => ({
  findById: async (eid) => {
    if (!isUuid(eid)) return null;
    const row = await em().findOne(EventSchema, { eid });
    return row && eventTable.fromEntity(row);
  },
  list: async (facilitatorId) => {
    if (facilitatorId !== undefined && !isUuid(facilitatorId)) return [];
    const rows = await em().find(EventSchema, facilitatorId === undefined ? {} : { facilitatorId }, {
      orderBy: { createdAt: 'asc', eid: 'asc' },
    });
    return rows.map(eventTable.fromEntity);
  },
  listSummaries: async (facilitatorId) => {
    // Plain SQL without the participant lists: hydrating 10,000 full events through the entities
    // costs several times as much (bench/lists.bench.ts).
    if (facilitatorId !== undefined && !isUuid(facilitatorId)) return [];
    const rows = await rawRows<RowOf<EventSummaryRecord>>(
      direct,
      `select ${SUMMARY_COLUMNS}
         from ${tableName(direct, eventTable.table)} e
        ${facilitatorId === undefined ? '' : 'where e.facilitator_id = ?'}
        order by e.created_at, e.eid`,
      facilitatorId === undefined ? [] : [facilitatorId],
    );
    return rows.map(eventSummaries.fromRow);
  },
  insert: async (event) => {
    await em().insert(EventSchema, eventTable.toEntity(event));
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
  hold: async (eid) => {
    if (!isUuid(eid)) return;
    const tx = em();
    await rawRows(tx, `select 1 from ${tableName(tx, eventTable.table)} where eid = ? for update`, [eid]);
  },
});
