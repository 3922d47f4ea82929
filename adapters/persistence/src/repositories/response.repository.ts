import type { ResponseRepository, ValuesResponse } from '@vs/domain';
import { type ResponseEntity, ResponseSchema } from '../entities/response.entity.ts';
import { type EmSource, inOrderOf, isUuid, onlyUuids } from './shared.ts';

const toResponse = (row: ResponseEntity): ValuesResponse => ({
  uid: row.user.uid,
  kind: row.kind,
  values: row.values,
  descriptions: row.descriptions,
  percentLived: row.percentLived,
});

export const createResponseRepository = (em: EmSource): ResponseRepository => ({
  find: async (uid, kind) => {
    if (!isUuid(uid)) return null;
    const row = await em().findOne(ResponseSchema, { user: uid, kind });
    return row && toResponse(row);
  },
  findForUsers: async (uids, kind) => {
    const wanted = onlyUuids(uids);
    if (wanted.length === 0) return [];
    const rows = await em().find(ResponseSchema, { user: { $in: wanted }, kind });
    return inOrderOf(uids, rows.map(toResponse), (response) => response.uid);
  },
  save: async (response) => {
    await em().upsert(ResponseSchema, {
      user: response.uid,
      kind: response.kind,
      values: response.values,
      descriptions: response.descriptions,
      percentLived: response.percentLived,
      updatedAt: new Date(),
    });
  },
  deleteForUsers: async (uids) => {
    const wanted = onlyUuids(uids);
    if (wanted.length === 0) return;
    await em().nativeDelete(ResponseSchema, { user: { $in: wanted } });
  },
});
