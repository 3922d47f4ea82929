import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type EventListScope,
  type EventRepository,
  type EventSummaryRecord,
  type EventUsage,
  type GuideScope,
  LIVE_COMPLETED_FROM,
  type WorkshopEvent,
} from '@vs/domain';
import { sql } from 'kysely';
import { EventSchema } from '../entities/event.entity.ts';
import { eventInGuideScope } from './guide-scope.ts';
import { queryBuilder, rows } from './query.ts';
import { type EmSource, isUuid } from './shared.ts';
import type { RowOf } from './table-map.ts';
import { eventSummaries, eventTable } from './tables.ts';

const eventRows = eventTable.rows('');

/** `response_completed` of someone who completed the whole pre-work. */
const ALL_STEPS_COMPLETED = JSON.stringify([true, true, true, true]);

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
    .$if(scope.withFollowUps === true, (q) => q.where(sql<boolean>`e.follow_up_days <> '[]'::jsonb`))
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
  usage: async (orgId, from, to) => {
    if (!isUuid(orgId)) return [];
    // One statement for the whole report: each event's roster counted, its people read by primary
    // key (`= any(array(...))` of the roster's ids) and counted in the database, so a report over
    // 100 events of 1,000 participants moves 100 rows, not 100,000 users.
    const db = queryBuilder(direct);
    const query = db
      .selectFrom('events as e')
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom('users as u')
            .select([
              // model/user.ts isPreworkComplete: all four steps.
              sql<number>`(count(*) filter (where ${sql.ref('u.response_completed')} = ${ALL_STEPS_COMPLETED}::jsonb))::int`.as(
                'prework_completed',
              ),
              sql<number>`(count(*) filter (where ${sql.ref('u.live_step')} >= ${sql.lit(LIVE_COMPLETED_FROM)}))::int`.as(
                'live_completed',
              ),
            ])
            .where(
              'u.uid',
              '=',
              sql<string>`any(array(select jsonb_array_elements_text(${sql.ref('e.participants')})::uuid))`,
            )
            .as('c'),
        (join) => join.onTrue(),
      )
      .select([
        'e.event_date',
        sql<number>`jsonb_array_length(${sql.ref('e.participants')})`.as('participants_invited'),
        'c.prework_completed',
        'c.live_completed',
      ])
      .where('e.org_id', '=', orgId)
      .where('e.event_date', '>=', from)
      .where('e.event_date', '<=', to);
    return (await rows(direct, query)).map(
      (row): EventUsage => ({
        eventDate: row.event_date,
        participantsInvited: row.participants_invited,
        preworkCompleted: row.prework_completed,
        liveCompleted: row.live_completed,
      }),
    );
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
