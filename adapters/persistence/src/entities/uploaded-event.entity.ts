import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { EventFile } from '@vs/domain';

export const UploadedEventSchema = defineEntity({
  name: 'UploadedEvent',
  tableName: 'uploaded_events',
  properties: {
    ueid: p.uuid().primary(),
    uploadedBy: p.uuid().index(),
    uploadedAt: p.datetime(),
    file: p.json<EventFile>(),
  },
});

export type UploadedEventEntity = InferEntity<typeof UploadedEventSchema>;
