import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { LogonLinkPurpose } from '@vs/domain';
import { ownerColumn } from './owner.ts';

export const LogonLinkSchema = defineEntity({
  name: 'LogonLink',
  tableName: 'logon_links',
  properties: {
    id: p.uuid().primary(),
    tokenDigest: p.text().unique(),
    user: () => ownerColumn(),
    purpose: p.text().$type<LogonLinkPurpose>(),
    used: p.boolean(),
    expiresAt: p.datetime(),
    createdAt: p.datetime(),
  },
  // Serves findUsable and retireUnused (uid + purpose) and, as its prefix, every look-up by uid.
  indexes: [{ properties: ['user', 'purpose'] }],
});

export type LogonLinkEntity = InferEntity<typeof LogonLinkSchema>;
