import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * One piece (up to 1 MiB) of a stored file's content, numbered from 0. Chunks of a write that
 * never finished belong to no stored file; the sweep removes them by `writtenAt`.
 */
export const StoredFileChunkSchema = defineEntity({
  name: 'StoredFileChunk',
  tableName: 'stored_file_chunks',
  properties: {
    contentId: p.uuid().primary(),
    seq: p.integer().primary(),
    bytes: p.blob(),
    writtenAt: p.datetime().index(),
  },
});

export type StoredFileChunkEntity = InferEntity<typeof StoredFileChunkSchema>;
