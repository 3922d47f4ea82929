import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ownerColumn } from './owner.ts';

/** A person's follow-up re-rating at one point after their event (issue 39). */
export const FollowUpSchema = defineEntity({
  name: 'FollowUp',
  tableName: 'follow_ups',
  properties: {
    id: p.uuid().primary(),
    user: () => ownerColumn(),
    eid: p.uuid().index(),
    // Days after the event date; decimals allowed (tests use seconds).
    days: p.double(),
    tokenDigest: p.text().unique(),
    expiresAt: p.datetime(),
    queuedAt: p.datetime(),
    percentLived: p.json<readonly number[]>().nullable(),
    note: p.text().nullable(),
    answeredAt: p.datetime().nullable(),
  },
  // One per person, event and point: the sweep's idempotency key (two workers queue it once).
  uniques: [{ properties: ['user', 'eid', 'days'] }],
});

export type FollowUpEntity = InferEntity<typeof FollowUpSchema>;
