import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type AuditAction,
  type AuditDetails,
  type AuditEntry,
  type AuditLog,
  type AuditName,
  type AuditNameQuery,
  normaliseEmail,
} from '@vs/domain';
import { AuditEntrySchema } from '../entities/audit-entry.entity.ts';
import { instant, rawRows, tableName } from './raw-sql.ts';
import { type EmSource, onlyUuids } from './shared.ts';

interface AuditRow {
  id: string;
  at: string | Date;
  actor_uid: string | null;
  actor_email: string | null;
  action: AuditAction;
  target_kind: AuditEntry['target']['kind'];
  target_id: string;
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
  list: async ({ limit, before, actor, targetId, action }) => {
    const where: string[] = [];
    const params: unknown[] = [];
    if (actor !== undefined) {
      where.push('uid' in actor ? 'actor_uid = ?' : 'actor_email = ?');
      params.push('uid' in actor ? actor.uid : normaliseEmail(actor.email));
    }
    if (targetId !== undefined) {
      where.push('target_id = ?');
      params.push(targetId);
    }
    if (action !== undefined) {
      where.push('action = ?');
      params.push(action);
    }
    if (before !== undefined) {
      where.push('(at, id) < (?, ?)');
      params.push(before.at, before.id);
    }
    const rows = await rawRows<AuditRow>(
      direct,
      `select * from ${tableName(direct, 'audit_entries')}${where.length > 0 ? ` where ${where.join(' and ')}` : ''} order by at desc, id desc limit ?`,
      [...params, limit],
    );
    return rows.map(entryOf);
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
    const branches: string[] = [];
    const params: string[] = [];
    for (const [kind, from] of NAME_SOURCES) {
      const ids = onlyUuids(query[from.ids]);
      if (ids.length === 0) continue;
      branches.push(
        `select '${kind}' as kind, ${from.key}::text as id, ${from.name} as name from ${tableName(direct, from.table)} where ${from.key} in (${ids.map(() => '?').join(', ')})`,
      );
      params.push(...ids);
    }
    if (branches.length === 0) return [];
    return rawRows<AuditName>(direct, branches.join(' union all '), params);
  },
});

/** Where each kind's display name is read from: a person's names, an event's or upload's event name. */
const NAME_SOURCES: readonly (readonly [
  AuditName['kind'],
  { ids: keyof AuditNameQuery; table: string; key: string; name: string },
])[] = [
  ['user', { ids: 'users', table: 'users', key: 'uid', name: `forename || ' ' || surname` }],
  ['event', { ids: 'events', table: 'events', key: 'eid', name: 'event_name' }],
  ['upload', { ids: 'uploads', table: 'uploaded_events', key: 'ueid', name: `file->'event'->>'eventName'` }],
];
