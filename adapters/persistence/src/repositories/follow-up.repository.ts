import type { FollowUp, FollowUpRepository } from '@vs/domain';
import { type FollowUpEntity, FollowUpSchema } from '../entities/follow-up.entity.ts';
import { FollowUpOptOutSchema } from '../entities/follow-up-opt-out.entity.ts';
import { type EmSource, isUuid, onlyUuids } from './shared.ts';

const toFollowUp = (row: FollowUpEntity): FollowUp => ({
  id: row.id,
  uid: row.user.uid,
  eid: row.eid,
  days: Number(row.days),
  tokenDigest: row.tokenDigest,
  expiresAt: row.expiresAt,
  queuedAt: row.queuedAt,
  percentLived: row.percentLived ?? null,
  note: row.note ?? null,
  answeredAt: row.answeredAt ?? null,
});

export const createFollowUpRepository = (em: EmSource): FollowUpRepository => ({
  insertIfAbsent: async ({ uid, ...followUp }) => {
    const inserted = await em()
      .createQueryBuilder(FollowUpSchema)
      .insert({ ...followUp, user: uid })
      .onConflict(['user', 'eid', 'days'])
      .ignore()
      .execute('run');
    return inserted.affectedRows === 1;
  },
  findByDigest: async (tokenDigest) => {
    const row = await em().findOne(FollowUpSchema, { tokenDigest });
    return row && toFollowUp(row);
  },
  answer: async (id, answer) => {
    if (!isUuid(id)) return false;
    return (await em().nativeUpdate(FollowUpSchema, { id, answeredAt: null }, answer)) === 1;
  },
  listForUser: async (uid) => {
    if (!isUuid(uid)) return [];
    const rows = await em().find(FollowUpSchema, { user: uid }, { orderBy: { days: 'asc' } });
    return rows.map(toFollowUp);
  },
  listForEvent: async (eid) => {
    if (!isUuid(eid)) return [];
    const rows = await em().find(FollowUpSchema, { eid }, { orderBy: { days: 'asc', user: 'asc' } });
    return rows.map(toFollowUp);
  },
  deleteForUsers: async (uids) => {
    const wanted = onlyUuids(uids);
    if (wanted.length === 0) return;
    await em().nativeDelete(FollowUpSchema, { user: { $in: wanted } });
    await em().nativeDelete(FollowUpOptOutSchema, { user: { $in: wanted } });
  },
  deleteForEvent: async (eid) => {
    if (!isUuid(eid)) return;
    await em().nativeDelete(FollowUpSchema, { eid });
  },
  optOut: async (uid, optedOutAt) => {
    await em()
      .createQueryBuilder(FollowUpOptOutSchema)
      .insert({ user: uid, optedOutAt })
      .onConflict('user')
      .ignore()
      .execute('run');
  },
  optedOut: async (uids) => {
    const wanted = onlyUuids(uids);
    if (wanted.length === 0) return new Set();
    const rows = await em().find(FollowUpOptOutSchema, { user: { $in: wanted } });
    return new Set(rows.map((row) => row.user.uid));
  },
});
