import type { EntityManager } from '@mikro-orm/postgresql';
import type { ResponseRepository, ValuesResponse } from '@vs/domain';
import { ResponseSchema } from '../entities/response.entity.ts';
import { type HotPathOptions, hotRows, hotStatement } from './hot-path.ts';
import { hotPathSql } from './hot-statements.ts';
import { queryBuilder, rows } from './query.ts';
import { tableName } from './raw-sql.ts';
import { type EmSource, inOrderOf, isUuid, onlyUuids } from './shared.ts';
import type { RowOf } from './table-map.ts';
import { responseTable } from './tables.ts';

const responseRows = responseTable.rows('');

export const createResponseRepository = (
  em: EmSource,
  direct: EntityManager,
  hot: HotPathOptions,
): ResponseRepository => {
  // The participant save path: one statement, no entity machinery.
  const upsert = hotStatement(
    hot,
    'vs_response_save',
    hotPathSql.responseUpsert((name) => tableName(direct, name)),
  );
  return {
    find: async (uid, kind) => {
      if (!isUuid(uid)) return null;
      const [row] = await rows(
        direct,
        queryBuilder(direct)
          .selectFrom('responses as r')
          .select(responseRows.columns('r'))
          .where('r.uid', '=', uid)
          .where('r.kind', '=', kind),
      );
      return row ? responseRows.fromRow(row as RowOf<ValuesResponse>) : null;
    },
    findForUsers: async (uids, kind) => {
      const wanted = onlyUuids(uids);
      if (wanted.length === 0) return [];
      const rows = await em().find(ResponseSchema, { user: { $in: wanted }, kind });
      return inOrderOf(uids, rows.map(responseTable.fromEntity), (response) => response.uid);
    },
    save: async (response) => {
      await hotRows(direct, upsert, responseTable.insert.values(response));
    },
    deleteForUsers: async (uids) => {
      const wanted = onlyUuids(uids);
      if (wanted.length === 0) return;
      await em().nativeDelete(ResponseSchema, { user: { $in: wanted } });
    },
  };
};
