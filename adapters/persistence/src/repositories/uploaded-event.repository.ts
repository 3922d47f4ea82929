import type { UploadedEvent, UploadedEventRepository } from '@vs/domain';
import { type UploadedEventEntity, UploadedEventSchema } from '../entities/uploaded-event.entity.ts';
import { type EmSource, isUuid } from './shared.ts';

const toUploaded = (row: UploadedEventEntity): UploadedEvent => ({
  ueid: row.ueid,
  uploadedBy: row.uploadedBy,
  uploadedAt: row.uploadedAt,
  file: row.file,
});

export const createUploadedEventRepository = (em: EmSource): UploadedEventRepository => ({
  insert: async (uploaded) => {
    await em().insert(UploadedEventSchema, uploaded);
  },
  findById: async (ueid) => {
    if (!isUuid(ueid)) return null;
    const row = await em().findOne(UploadedEventSchema, { ueid });
    return row && toUploaded(row);
  },
  list: async (uploadedBy) => {
    if (uploadedBy !== undefined && !isUuid(uploadedBy)) return [];
    const rows = await em().find(UploadedEventSchema, uploadedBy === undefined ? {} : { uploadedBy }, {
      orderBy: { uploadedAt: 'asc', ueid: 'asc' },
    });
    return rows.map(toUploaded);
  },
  delete: async (ueid) => {
    if (!isUuid(ueid)) return;
    await em().nativeDelete(UploadedEventSchema, { ueid });
  },
});
