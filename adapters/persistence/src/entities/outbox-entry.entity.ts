import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { Job } from '@vs/domain';

export const OutboxEntrySchema = defineEntity({
  name: 'OutboxEntry',
  tableName: 'outbox',
  properties: {
    id: p.uuid().primary(),
    job: p.json<Job>(),
    // The relay reads the oldest entries first.
    createdAt: p.datetime().index(),
    // Null until a relay hands the entry to the queue; stale while its job is still not done.
    relayedAt: p.datetime().nullable(),
  },
});

export type OutboxEntryEntity = InferEntity<typeof OutboxEntrySchema>;
