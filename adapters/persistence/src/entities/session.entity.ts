import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ownerColumn } from './owner.ts';

export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
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
