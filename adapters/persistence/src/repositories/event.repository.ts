import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  EventListScope,
  EventRepository,
  EventSummaryRecord,
  GuideScope,
  WorkshopEvent,
} from '@vs/domain';
import { sql } from 'kysely';
import { EventSchema } from '../entities/event.entity.ts';
import { eventInGuideScope } from './guide-scope.ts';
import { queryBuilder, rows } from './query.ts';
import { type EmSource, isUuid } from './shared.ts';
import type { RowOf } from './table-map.ts';
import { eventSummaries, eventTable } from './tables.ts';

const eventRows = eventTable.rows('');

/** Whether a scope can keep anything: an id in it that is no UUID names no event. */
const canMatch = (scope: EventListScope = {}): boolean =>
  [scope.guide?.uid, scope.facilitatorId, scope.orgId].every((id) => id === undefined || isUuid(id));

/** The events a list keeps (EventListScope), oldest first. */
const inScope = (direct: EntityManager, scope: EventListScope = {}) =>
  queryBuilder(direct)
    .selectFrom('events as e')
    .$if(scope.guide !== undefined, (q) => q.where((eb) => eventInGuideScope(eb, scope.guide as GuideScope)))
    .$if(scope.facilitatorId !== undefined, (q) =>
      q.where('e.facilitator_id', '=', scope.facilitatorId ?? ''),
    )
    .$if(scope.orgId !== undefined, (q) => q.where('e.org_id', '=', scope.orgId ?? ''))
    .orderBy('e.created_at')
    .orderBy('e.eid');

export const createEventRepository = (em: EmSource, direct: EntityManager): EventRepository => ({
  findById: async (eid) => {
    if (!isUuid(eid)) return null;
    const row = await em().findOne(EventSchema, { eid });
    return row && eventTable.fromEntity(row);
  },
  list: async (scope) => {
    if (!canMatch(scope)) return [];
    const found = await rows(direct, inScope(direct, scope).select(eventRows.columns('e')));
    return (found as RowOf<WorkshopEvent>[]).map(eventRows.fromRow);
  },
  listSummaries: async (scope) => {
    // Without the participant lists, only counted: hydrating 10,000 full events through the
    // entities costs several times as much (bench/lists.bench.ts).
    if (!canMatch(scope)) return [];
    const found = await rows(direct, inScope(direct, scope).select(eventSummaries.columns('e')));
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
