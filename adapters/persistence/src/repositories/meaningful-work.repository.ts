import type { MeaningfulWorkRepository } from '@vs/domain';
import { MeaningfulWorkSchema } from '../entities/meaningful-work.entity.ts';
import { type EmSource, isUuid, onlyUuids } from './shared.ts';

export const createMeaningfulWorkRepository = (em: EmSource): MeaningfulWorkRepository => ({
  find: async (uid) => {
    if (!isUuid(uid)) return null;
    const row = await em().findOne(MeaningfulWorkSchema, { user: uid });
    return row?.data ?? null;
  },
  save: async (uid, data) => {
    await em().upsert(MeaningfulWorkSchema, { user: uid, data });
  },
  deleteForUsers: async (uids) => {
    const wanted = onlyUuids(uids);
    if (wanted.length === 0) return;
    await em().nativeDelete(MeaningfulWorkSchema, { user: { $in: wanted } });
  },
});
