import type { EntityManager } from '@mikro-orm/postgresql';
import type { PendingSsoSignIn, SsoRepository, StoredSsoSettings } from '@vs/domain';
import { SsoIdentitySchema } from '../entities/sso-identity.entity.ts';
import { SsoPendingSchema } from '../entities/sso-pending.entity.ts';
import { SsoReplaySchema } from '../entities/sso-replay.entity.ts';
import { type SsoSettingsEntity, SsoSettingsSchema } from '../entities/sso-settings.entity.ts';
import { queryBuilder, rows } from './query.ts';
import { instant } from './raw-sql.ts';
import { type EmSource, isUuid } from './shared.ts';

const toSettings = (row: SsoSettingsEntity): StoredSsoSettings => ({
  orgId: row.orgId,
  protocol: row.protocol,
  oidc:
    row.oidcIssuer === null || row.oidcIssuer === undefined
      ? null
      : {
          issuer: row.oidcIssuer,
          clientId: row.oidcClientId ?? '',
          sealedClientSecret: row.oidcClientSecretSealed ?? '',
        },
  saml: row.saml ?? null,
  roles: { claim: row.roleClaim, guideValues: row.guideValues, adminValues: row.adminValues },
  emailDomains: row.emailDomains,
  enforced: row.enforced,
  participants: row.participants,
});

const toRow = (settings: StoredSsoSettings) => ({
  orgId: settings.orgId,
  protocol: settings.protocol,
  oidcIssuer: settings.oidc?.issuer ?? null,
  oidcClientId: settings.oidc?.clientId ?? null,
  oidcClientSecretSealed: settings.oidc?.sealedClientSecret ?? null,
  saml: settings.saml,
  roleClaim: settings.roles.claim,
  guideValues: settings.roles.guideValues,
  adminValues: settings.roles.adminValues,
  emailDomains: [...settings.emailDomains],
  enforced: settings.enforced,
  participants: settings.participants,
});

interface PendingRow {
  readonly state: string;
  readonly org_id: string;
  readonly protocol: PendingSsoSignIn['protocol'];
  readonly nonce: string;
  readonly code_verifier: string;
  readonly return_to: string;
  readonly expires_at: string | Date;
}

export const createSsoRepository = (em: EmSource, direct: EntityManager): SsoRepository => ({
  findSettings: async (orgId) => {
    if (!isUuid(orgId)) return null;
    const row = await em().findOne(SsoSettingsSchema, { orgId });
    return row && toSettings(row);
  },
  findSettingsByDomain: async (domain) => {
    const row = await em().findOne(SsoSettingsSchema, { emailDomains: { $contains: [domain] } });
    return row && toSettings(row);
  },
  saveSettings: async (settings) => {
    await em().upsert(SsoSettingsSchema, toRow(settings));
  },
  findIdentity: async (issuer, subject) => {
    const row = await em().findOne(SsoIdentitySchema, { issuer, subject });
    return row?.user.uid ?? null;
  },
  linkIdentity: async (link) => {
    await em().insert(SsoIdentitySchema, {
      issuer: link.issuer,
      subject: link.subject,
      user: link.uid,
      createdAt: link.createdAt,
    });
  },
  insertPending: async (pending) => {
    await em().insert(SsoPendingSchema, pending);
  },
  takePending: async (state, now) => {
    // One statement: of two callbacks racing with the same state, only one gets the row.
    const [row] = await rows<PendingRow>(
      direct,
      queryBuilder(direct)
        .deleteFrom('sso_pending as p')
        .where('p.state', '=', state)
        .returning([
          'p.state',
          'p.org_id',
          'p.protocol',
          'p.nonce',
          'p.code_verifier',
          'p.return_to',
          'p.expires_at',
        ]),
    );
    if (row === undefined) return null;
    const expiresAt = instant(row.expires_at);
    return expiresAt > now
      ? {
          state: row.state,
          orgId: row.org_id,
          protocol: row.protocol,
          nonce: row.nonce,
          codeVerifier: row.code_verifier,
          returnTo: row.return_to,
          expiresAt,
        }
      : null;
  },
  claimOnce: async (key, expiresAt) => {
    const inserted = await em()
      .createQueryBuilder(SsoReplaySchema)
      .insert({ key, expiresAt })
      .onConflict('key')
      .ignore()
      .execute('run');
    return inserted.affectedRows === 1;
  },
  deleteExpired: async (now) =>
    (await em().nativeDelete(SsoPendingSchema, { expiresAt: { $lte: now } })) +
    (await em().nativeDelete(SsoReplaySchema, { expiresAt: { $lte: now } })),
});
