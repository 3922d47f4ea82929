import { DEFAULT_SESSION_POLICY, type DomainConfig } from '@vs/domain';
import type { Config } from './config.ts';

/** What the domain's use cases read of the configuration (`deps.config`). */
export const domainConfigOf = (config: Config): DomainConfig => ({
  lifecycle: {
    retentionDays: config.RETENTION_DAYS,
    purgeGraceDays: config.PURGE_GRACE_DAYS,
    maxAccessDays: config.MAX_ACCESS_DAYS,
    fileTtlMinutes: config.FILE_TTL_MINUTES,
    auditRetentionDays: config.AUDIT_RETENTION_DAYS,
  },
  session: DEFAULT_SESSION_POLICY,
  publicUrl: config.PUBLIC_URL,
  productTitle: config.PRODUCT_TITLE,
  idleMinutes: config.IDLE_MINUTES,
  sso: config.defaultSso,
});
