import { raw } from '@mikro-orm/core';
import type { ArchiveRequest, ArchiveRequestRepository } from '@vs/domain';
import { type ArchiveRequestEntity, ArchiveRequestSchema } from '../entities/archive-request.entity.ts';
import { type EmSource, isUuid } from './shared.ts';

const toRequest = (row: ArchiveRequestEntity): ArchiveRequest => ({
  id: row.id,
  requesterId: row.user.uid,
  eid: row.eid,
  uploaded: row.uploaded,
  fileName: row.fileName,
  state: row.state,
  done: row.done,
  total: row.total,
  error: row.error ?? null,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export const createArchiveRequestRepository = (em: EmSource): ArchiveRequestRepository => ({
  insert: async ({ requesterId, ...request }) => {
    await em().insert(ArchiveRequestSchema, { ...request, user: requesterId });
  },
  findById: async (id) => {
    if (!isUuid(id)) return null;
    const row = await em().findOne(ArchiveRequestSchema, { id });
    return row && toRequest(row);
  },
  recordProgress: async (id, done, total, at) => {
    if (!isUuid(id)) return;
    // One conditional statement: a request finished meanwhile keeps its outcome.
    await em().nativeUpdate(
      ArchiveRequestSchema,
      { id, state: { $in: ['queued', 'running'] } },
      { state: 'running', done, total, updatedAt: at },
    );
  },
  finish: async (id, outcome, at) => {
    if (!isUuid(id)) return;
    // An erased request stays erased: a worker finishing late cannot make its zip downloadable.
    if (outcome.state === 'failed') {
      await em().nativeUpdate(
        ArchiveRequestSchema,
        { id, state: { $ne: 'erased' } },
        { state: 'failed', error: outcome.error, updatedAt: at },
      );
      return;
    }
    await em().nativeUpdate(
      ArchiveRequestSchema,
      { id, state: { $ne: 'erased' } },
      { state: 'ready', done: raw('total'), error: null, updatedAt: at },
    );
  },
  eraseForEvent: async (eid, at) => {
    const rows = await em().find(
      ArchiveRequestSchema,
      { eid, uploaded: false, state: { $ne: 'erased' } },
      { fields: ['id'] },
    );
    const ids = rows.map((row) => row.id);
    if (ids.length > 0)
      await em().nativeUpdate(ArchiveRequestSchema, { id: { $in: ids } }, { state: 'erased', updatedAt: at });
    return ids;
  },
  deleteCreatedBefore: async (cutoff) =>
    em().nativeDelete(ArchiveRequestSchema, { createdAt: { $lt: cutoff } }),
});
