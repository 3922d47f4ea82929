import type { Session, SessionRepository } from '@vs/domain';
import { type SessionEntity, SessionSchema } from '../entities/session.entity.ts';
import { type EmSource, onlyUuids } from './shared.ts';
import { toUser } from './user.repository.ts';

const toSession = (row: SessionEntity): Session => ({
  idDigest: row.idDigest,
  uid: row.user.uid,
  firstLogin: row.firstLogin,
  createdAt: row.createdAt,
  lastSeenAt: row.lastSeenAt,
  expiresAt: row.expiresAt,
});

export const createSessionRepository = (em: EmSource): SessionRepository => ({
  insert: async ({ uid, ...session }) => {
    await em().insert(SessionSchema, { ...session, user: uid });
  },
  findWithUser: async (idDigest) => {
    // One joined query: this runs on every authenticated request.
    const row = await em().findOne(SessionSchema, { idDigest }, { populate: ['user'], strategy: 'joined' });
    return row && { session: toSession(row), user: toUser(row.user) };
  },
  touch: async (idDigest, lastSeenAt) => {
    await em().nativeUpdate(SessionSchema, { idDigest }, { lastSeenAt });
  },
  delete: async (idDigest) => {
    await em().nativeDelete(SessionSchema, { idDigest });
  },
  deleteForUsers: async (uids) => {
    const wanted = onlyUuids(uids);
    if (wanted.length === 0) return;
    await em().nativeDelete(SessionSchema, { user: { $in: wanted } });
  },
});
