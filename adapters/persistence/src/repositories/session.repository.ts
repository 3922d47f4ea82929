import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventHeader, Session, SessionRepository, User } from '@vs/domain';
import { SessionSchema } from '../entities/session.entity.ts';
import { type HotPathOptions, hotRows, hotStatement } from './hot-path.ts';
import { hotPathSql, signedInRows } from './hot-statements.ts';
import { tableName } from './raw-sql.ts';
import { type EmSource, onlyUuids } from './shared.ts';
import type { RowOf } from './table-map.ts';
import { sessionTable } from './tables.ts';

/** A signed-in row: the session, its user and, when the user has one, the user's event (else nulls). */
type SignedInRow = RowOf<Session, 's_'> & RowOf<User> & (RowOf<EventHeader, 'e_'> | { readonly e_eid: null });

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
    insert: async (session) => {
      await em().insert(SessionSchema, sessionTable.toEntity(session));
    },
    findSignedIn: async (idDigest) => {
      const [found] = await hotRows<{ readonly signedIn: SignedInRow }>(direct, signedIn, [idDigest]);
      const row = found?.signedIn;
      if (row === undefined) return null;
      return {
        session: signedInRows.session.fromRow(row),
        user: signedInRows.user.fromRow(row),
        event: row.e_eid === null ? null : signedInRows.event.fromRow(row),
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
