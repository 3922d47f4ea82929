import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { SSO_PROTOCOLS } from '@vs/domain';

/** A sign-in begun at an identity provider: consumed once (DELETE ... RETURNING), swept once expired. */
export const SsoPendingSchema = defineEntity({
  name: 'SsoPending',
  tableName: 'sso_pending',
  properties: {
    state: p.text().primary(),
    orgId: p.uuid(),
    protocol: p.enum([...SSO_PROTOCOLS]),
    nonce: p.text(),
    codeVerifier: p.text(),
    returnTo: p.text(),
    expiresAt: p.datetime().index(),
  },
});

export type SsoPendingEntity = InferEntity<typeof SsoPendingSchema>;
