import type { LogonLink, LogonLinkRepository } from '@vs/domain';
import { type LogonLinkEntity, LogonLinkSchema } from '../entities/logon-link.entity.ts';
import { type EmSource, isUuid, onlyUuids } from './shared.ts';

const toLink = (row: LogonLinkEntity): LogonLink => ({
  id: row.id,
  tokenDigest: row.tokenDigest,
  uid: row.user.uid,
  purpose: row.purpose,
  used: row.used,
  expiresAt: row.expiresAt,
  createdAt: row.createdAt,
});

export const createLogonLinkRepository = (em: EmSource): LogonLinkRepository => ({
  insert: async ({ uid, ...link }) => {
    await em().insert(LogonLinkSchema, { ...link, user: uid });
  },
  findByDigest: async (tokenDigest) => {
    const row = await em().findOne(LogonLinkSchema, { tokenDigest });
    return row && toLink(row);
  },
  findUsable: async (uid, purpose, now) => {
    if (!isUuid(uid)) return [];
    const rows = await em().find(
      LogonLinkSchema,
      { user: uid, purpose, used: false, expiresAt: { $gt: now } },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return rows.map(toLink);
  },
  markUsed: async (id) => {
    if (!isUuid(id)) return false;
    return (await em().nativeUpdate(LogonLinkSchema, { id, used: false }, { used: true })) === 1;
  },
  retireUnused: async (uid, purpose) => {
    if (!isUuid(uid)) return;
    await em().nativeUpdate(LogonLinkSchema, { user: uid, purpose, used: false }, { used: true });
  },
  deleteForUsers: async (uids) => {
    const wanted = onlyUuids(uids);
    if (wanted.length === 0) return;
    await em().nativeDelete(LogonLinkSchema, { user: { $in: wanted } });
  },
});
