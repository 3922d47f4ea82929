import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** A one-time key (a SAML assertion id) kept until the assertion expires: a second claim is refused. */
export const SsoReplaySchema = defineEntity({
  name: 'SsoReplay',
  tableName: 'sso_replays',
  properties: {
    key: p.text().primary(),
    expiresAt: p.datetime().index(),
  },
});

export type SsoReplayEntity = InferEntity<typeof SsoReplaySchema>;
