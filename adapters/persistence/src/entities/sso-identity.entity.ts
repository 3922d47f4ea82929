import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ownerColumn } from './owner.ts';

/** A provider's (issuer, subject) linked to one account for good; it goes when the account goes. */
export const SsoIdentitySchema = defineEntity({
  name: 'SsoIdentity',
  tableName: 'sso_identities',
  properties: {
    issuer: p.text().primary(),
    subject: p.text().primary(),
    user: () => ownerColumn().index(),
    createdAt: p.datetime(),
  },
});

export type SsoIdentityEntity = InferEntity<typeof SsoIdentitySchema>;
