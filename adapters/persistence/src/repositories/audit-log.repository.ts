import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type AuditAction,
  type AuditDetails,
  type AuditEntry,
  type AuditLog,
  normaliseEmail,
} from '@vs/domain';
import { AuditEntrySchema } from '../entities/audit-entry.entity.ts';
import { instant, rawRows, tableName } from './raw-sql.ts';
import type { EmSource } from './shared.ts';

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
});
