import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { ArchiveRequestState } from '@vs/domain';
import { ownerColumn } from './owner.ts';

const STATES: ArchiveRequestState[] = ['queued', 'running', 'ready', 'failed', 'erased'];

export const ArchiveRequestSchema = defineEntity({
  name: 'ArchiveRequest',
  tableName: 'archive_requests',
  properties: {
    id: p.uuid().primary(),
    // The requester: their requests go with them.
    user: () => ownerColumn().index(),
    // Text, not uuid: an upload's id or an event's, as the request named it.
    eid: p.text(),
    uploaded: p.boolean(),
    fileName: p.text(),
    state: p.enum(STATES),
    done: p.integer(),
    total: p.integer(),
    error: p.text().nullable(),
    // The lifecycle sweep deletes by age.
    createdAt: p.datetime().index(),
    updatedAt: p.datetime(),
  },
});

export type ArchiveRequestEntity = InferEntity<typeof ArchiveRequestSchema>;
