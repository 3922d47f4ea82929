import type { EntityManager } from '@mikro-orm/postgresql';
import type { ResponseRepository, ValuesResponse } from '@vs/domain';
import { type ResponseEntity, ResponseSchema } from '../entities/response.entity.ts';
import { type HotPathOptions, hotRows, hotStatement } from './hot-path.ts';
import { hotPathSql } from './hot-statements.ts';
import { type ResponseRow, rawRows, responseFromRow, tableName } from './raw-sql.ts';
import { type EmSource, inOrderOf, isUuid, onlyUuids } from './shared.ts';

const toResponse = (row: ResponseEntity): ValuesResponse => ({
  uid: row.user.uid,
  kind: row.kind,
  values: row.values,
  descriptions: row.descriptions,
  percentLived: row.percentLived,
});

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
      const [row] = await rawRows<ResponseRow>(
        direct,
        `select uid, kind, "values", descriptions, percent_lived from ${tableName(direct, 'responses')} where uid = ? and kind = ?`,
        [uid, kind],
      );
      return row ? responseFromRow(row) : null;
    },
    findForUsers: async (uids, kind) => {
      const wanted = onlyUuids(uids);
      if (wanted.length === 0) return [];
      const rows = await em().find(ResponseSchema, { user: { $in: wanted }, kind });
      return inOrderOf(uids, rows.map(toResponse), (response) => response.uid);
    },
    save: async (response) => {
      await hotRows(direct, upsert, [
        response.uid,
        response.kind,
        JSON.stringify(response.values),
        JSON.stringify(response.descriptions),
        JSON.stringify(response.percentLived),
      ]);
    },
    deleteForUsers: async (uids) => {
      const wanted = onlyUuids(uids);
      if (wanted.length === 0) return;
      await em().nativeDelete(ResponseSchema, { user: { $in: wanted } });
    },
  };
};
