import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type AuditAction,
  type AuditDetails,
  type AuditEntry,
  type AuditLog,
  type AuditName,
  normaliseEmail,
} from '@vs/domain';
import { sql } from 'kysely';
import { AuditEntrySchema } from '../entities/audit-entry.entity.ts';
import { queryBuilder, rows } from './query.ts';
import { instant } from './raw-sql.ts';
import { type EmSource, onlyUuids } from './shared.ts';

interface AuditRow {
  id: string;
  at: string | Date;
  actor_uid: string | null;
  actor_email: string | null;
  action: AuditAction;
  target_kind: AuditEntry['target']['kind'];
  target_id: string;
  org_id: string | null;
  details: AuditDetails | string;
  request_id: string | null;
  client: string | null;
}

const entryOf = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: instant(row.at),
  actor: row.actor_uid === null ? null : { uid: row.actor_uid, email: row.actor_email },
  action: row.action,
  target: { kind: row.target_kind, id: row.target_id },
  orgId: row.org_id,
  details: typeof row.details === 'string' ? (JSON.parse(row.details) as AuditDetails) : row.details,
  requestId: row.request_id,
  client: row.client,
});

/**
 * A page is one parameterised statement: the filters, then the keyset `(at, id) < (cursor)`, in
 * the order of the indexes (at, id), so PostgreSQL reads the index backwards and stops at `limit`.
 */
export const createAuditLog = (em: EmSource, direct: EntityManager): AuditLog => ({
  append: async ({ actor, target, ...entry }) => {
    await em().insert(AuditEntrySchema, {
      ...entry,
      actorUid: actor?.uid ?? null,
      actorEmail: actor?.email ?? null,
      targetKind: target.kind,
      targetId: target.id,
    });
  },
  list: async ({ limit, before, actor, targetId, action, orgIds }) => {
    let query = queryBuilder(direct).selectFrom('audit_entries').selectAll();
    if (orgIds !== undefined) {
      const wanted = onlyUuids(orgIds);
      if (wanted.length === 0) return [];
      // One organisation (a super-admin's filter, most client admins) is one range of its index.
      query =
        wanted.length === 1
          ? query.where('org_id', '=', wanted[0] ?? '')
          : query.where('org_id', 'in', wanted);
    }
    if (actor !== undefined)
      query =
        'uid' in actor
          ? query.where('actor_uid', '=', actor.uid)
          : query.where('actor_email', '=', normaliseEmail(actor.email));
    if (targetId !== undefined) query = query.where('target_id', '=', targetId);
    if (action !== undefined) query = query.where('action', '=', action);
    if (before !== undefined)
      query = query.where((eb) => eb(eb.refTuple('at', 'id'), '<', eb.tuple(before.at, before.id)));
    const found = await rows(direct, query.orderBy('at', 'desc').orderBy('id', 'desc').limit(limit));
    return (found as AuditRow[]).map(entryOf);
  },
  deleteBefore: async (cutoff) => em().nativeDelete(AuditEntrySchema, { at: { $lt: cutoff } }),
  forgetActorEmails: async (uids) => {
    if (uids.length === 0) return;
    await em().nativeUpdate(AuditEntrySchema, { actorUid: { $in: [...uids] } }, { actorEmail: null });
  },
  forgetEmailsAbout: async (targetId) => {
    await em().nativeUpdate(AuditEntrySchema, { targetId }, { actorEmail: null });
  },
  namesOf: async (query) => {
    // One statement: a branch per kind with ids (an empty `in ()` is not SQL), joined by union all.
    const db = queryBuilder(direct);
    const branches = [
      ...branch(onlyUuids(query.users), (ids) =>
        db
          .selectFrom('users')
          .select([
            sql.lit('user').as('kind'),
            sql<string>`${sql.ref('uid')}::text`.as('id'),
            sql<string>`${sql.ref('forename')} || ' ' || ${sql.ref('surname')}`.as('name'),
          ])
          .where('uid', 'in', ids),
      ),
      ...branch(onlyUuids(query.events), (ids) =>
        db
          .selectFrom('events')
          .select([
            sql.lit('event').as('kind'),
            sql<string>`${sql.ref('eid')}::text`.as('id'),
            'event_name as name',
          ])
          .where('eid', 'in', ids),
      ),
      ...branch(onlyUuids(query.orgs), (ids) =>
        db
          .selectFrom('organisations')
          .select([sql.lit('org').as('kind'), sql<string>`${sql.ref('org_id')}::text`.as('id'), 'name'])
          .where('org_id', 'in', ids),
      ),
      ...branch(onlyUuids(query.uploads), (ids) =>
        db
          .selectFrom('uploaded_events')
          .select([
            sql.lit('upload').as('kind'),
            sql<string>`${sql.ref('ueid')}::text`.as('id'),
            sql<string>`${sql.ref('file')}->'event'->>'eventName'`.as('name'),
          ])
          .where('ueid', 'in', ids),
      ),
    ];
    const [first, ...rest] = branches;
    if (first === undefined) return [];
    return (await rows(
      direct,
      rest.reduce((union, next) => union.unionAll(next), first),
    )) as AuditName[];
  },
});

/** One branch of a union, none without ids. */
const branch = <Q>(ids: string[], query: (ids: string[]) => Q): Q[] => (ids.length === 0 ? [] : [query(ids)]);
