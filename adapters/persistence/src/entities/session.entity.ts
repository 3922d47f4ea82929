import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ownerColumn } from './owner.ts';
import { signedInChanged } from './signed-in-changes.ts';

export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  triggers: [signedInChanged('sessions', 's', 'id_digest')],
  properties: {
    idDigest: p.text().primary(),
    user: () => ownerColumn().index(),
    firstLogin: p.boolean(),
    createdAt: p.datetime(),
    lastSeenAt: p.datetime(),
    expiresAt: p.datetime(),
  },
});

export type SessionEntity = InferEntity<typeof SessionSchema>;
