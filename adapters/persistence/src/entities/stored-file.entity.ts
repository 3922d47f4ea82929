import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * A generated file (PDF, archive) visible under its key: its bytes are the chunks of `contentId`.
 * A write stores its chunks first and then points the key at them in one short transaction, so a
 * reader sees the whole file or none.
 */
export const StoredFileSchema = defineEntity({
  name: 'StoredFile',
  tableName: 'stored_files',
  properties: {
    key: p.text().primary(),
    contentId: p.uuid(),
    chunkCount: p.integer(),
    // The sweep removes files nobody fetched by this.
    writtenAt: p.datetime().index(),
  },
});

export type StoredFileEntity = InferEntity<typeof StoredFileSchema>;
