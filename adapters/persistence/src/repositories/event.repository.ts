import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventRepository, EventSummaryRecord } from '@vs/domain';
import { sql } from 'kysely';
import { EventSchema } from '../entities/event.entity.ts';
import { queryBuilder, rows } from './query.ts';
import { type EmSource, isUuid } from './shared.ts';
import type { RowOf } from './table-map.ts';
import { eventSummaries, eventTable } from './tables.ts';

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
    const found = await rows(
      direct,
      queryBuilder(direct)
        .selectFrom('events as e')
        .select(eventSummaries.columns('e'))
        .$if(facilitatorId !== undefined, (q) => q.where('e.facilitator_id', '=', facilitatorId ?? ''))
        .orderBy('e.created_at')
        .orderBy('e.eid'),
    );
    return (found as RowOf<EventSummaryRecord>[]).map(eventSummaries.fromRow);
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
    await rows(
      tx,
      queryBuilder(tx).selectFrom('events').select(sql.lit(1).as('held')).where('eid', '=', eid).forUpdate(),
    );
  },
});
