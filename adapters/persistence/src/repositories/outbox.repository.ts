import type { OutboxRepository } from '@vs/domain';
import { OutboxEntrySchema } from '../entities/outbox-entry.entity.ts';
import { type EmSource, onlyUuids } from './shared.ts';

export const createOutboxRepository = (em: EmSource): OutboxRepository => ({
  add: async (entry) => {
    await em().insert(OutboxEntrySchema, entry);
  },
  due: async (staleBefore, limit) => {
    const rows = await em().find(
      OutboxEntrySchema,
      { $or: [{ relayedAt: null }, { relayedAt: { $lte: staleBefore } }] },
      { orderBy: { createdAt: 'asc', id: 'asc' }, limit },
    );
    return rows.map((row) => ({
      id: row.id,
      job: row.job,
      createdAt: row.createdAt,
      relayedAt: row.relayedAt ?? null,
    }));
  },
  markRelayed: async (ids, at) => {
    const wanted = onlyUuids(ids);
    if (wanted.length === 0) return;
    await em().nativeUpdate(OutboxEntrySchema, { id: { $in: wanted } }, { relayedAt: at });
  },
  count: () => em().count(OutboxEntrySchema, {}),
  oldestCreatedAt: async () => {
    const [oldest] = await em().find(OutboxEntrySchema, {}, { orderBy: { createdAt: 'asc' }, limit: 1 });
    return oldest?.createdAt ?? null;
  },
  remove: async (ids) => {
    const wanted = onlyUuids(ids);
    if (wanted.length === 0) return;
    await em().nativeDelete(OutboxEntrySchema, { id: { $in: wanted } });
  },
});
