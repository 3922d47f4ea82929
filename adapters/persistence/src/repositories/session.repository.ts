import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionRepository } from '@vs/domain';
import { SessionSchema } from '../entities/session.entity.ts';
import { type HotPathOptions, hotRows, hotStatement } from './hot-path.ts';
import { hotPathSql } from './hot-statements.ts';
import {
  type EventRow,
  eventFromRow,
  type SessionRow,
  sessionFromRow,
  tableName,
  type UserRow,
  userFromRow,
} from './raw-sql.ts';
import { type EmSource, onlyUuids } from './shared.ts';

export const createSessionRepository = (
  em: EmSource,
  direct: EntityManager,
  hot: HotPathOptions,
): SessionRepository => {
  // One joined statement: this runs on every authenticated request.
  const signedIn = hotStatement(
    hot,
    'vs_session_signed_in',
    hotPathSql.signedIn((name) => tableName(direct, name)),
  );
  return {
    insert: async ({ uid, ...session }) => {
      await em().insert(SessionSchema, { ...session, user: uid });
    },
    findSignedIn: async (idDigest) => {
      const [row] = await hotRows<SessionRow & UserRow & Partial<EventRow>>(direct, signedIn, [idDigest]);
      if (row === undefined) return null;
      return {
        session: sessionFromRow(row),
        user: userFromRow(row),
        event: row.e_eid ? eventFromRow(row as EventRow) : null,
      };
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
    deleteOthersOf: async (uid, keepIdDigest) => {
      if (onlyUuids([uid]).length === 0) return;
      await em().nativeDelete(SessionSchema, { user: uid, idDigest: { $ne: keepIdDigest } });
    },
  };
};
