import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { AUDIT_ACTIONS, type AuditDetails, type AuditTargetKind } from '@vs/domain';

const TARGET_KINDS: AuditTargetKind[] = ['user', 'event', 'upload', 'org'];

/**
 * The audit log, append-only: no foreign keys (an entry outlives the user or event it names), no
 * update but the removal of personal fields, no delete but by age. Every read is newest first by
 * (at, id); each filter has an index ending in those columns, so a page is an index range scan.
 */
export const AuditEntrySchema = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_entries',
  properties: {
    // Text, not uuid: any id generator's ids are recordable.
    id: p.text().primary(),
    at: p.datetime(),
    actorUid: p.text().nullable(),
    // Normalised (lower case); null once removed (erasure, purge).
    actorEmail: p.text().nullable(),
    action: p.enum([...AUDIT_ACTIONS]),
    targetKind: p.enum(TARGET_KINDS),
    targetId: p.text(),
    // The target's organisation (a client admin reads its entries); null for none.
    orgId: p.uuid().nullable(),
    details: p.json<AuditDetails>(),
    requestId: p.text().nullable(),
    client: p.text().nullable(),
  },
  indexes: [
    { properties: ['at', 'id'] },
    { properties: ['actorUid', 'at', 'id'] },
    { properties: ['actorEmail', 'at', 'id'] },
    { properties: ['targetId', 'at', 'id'] },
    { properties: ['action', 'at', 'id'] },
    { properties: ['orgId', 'at', 'id'] },
  ],
});

export type AuditEntryEntity = InferEntity<typeof AuditEntrySchema>;
