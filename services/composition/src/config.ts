import { DEFAULT_IDLE_MINUTES, DEFAULT_ORG_ID, type JobKind, type SsoSettings } from '@vs/domain';
import { defaultHashConcurrency } from '@vs/security';
import { z } from 'zod';
import { isLocalhostUrl } from './localhost.ts';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const commaList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  );

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const port = (fallback: number) => z.coerce.number().int().min(1).max(65_535).default(fallback);

const schema = z.object({
  PORT: port(3000),
  // API: the separate listener serving only GET /metrics (0: none).
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9464),
  // API: how long requests in flight may finish after SIGTERM/SIGINT before their connections close.
  SHUTDOWN_SECONDS: positiveInt(30),
  // The captured-mail page /dev/mailbox: auto = only without SMTP_URL on a localhost PUBLIC_URL.
  DEV_MAILBOX: z.enum(['auto', 'true', 'false']).default('auto'),
  PUBLIC_URL: optionalUrl,
  // Reverse proxies whose X-Forwarded-For is believed: addresses, CIDR ranges or `loopback`.
  TRUSTED_PROXIES: z
    .string()
    .trim()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    ),
  // Unset: a system Chrome/Chromium, else the one `npm install` brought (browser-locator.ts).
  CHROMIUM_PATH: optionalText,
  // Where that packaged browser is unpacked once; unset: ~/.cache/values-system.
  BROWSER_CACHE_DIR: optionalText,
  DATA_DIR: z.string().trim().min(1).default('./.data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: positiveInt(10),
  // API: keep session look-ups between requests, forgotten as PostgreSQL notifies changes (one more
  // connection, which LISTENs: off behind a pooler in transaction mode). Embedded database: never.
  SESSION_CACHE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // Password hashes (argon2id, ~20 ms of a core each) run at once; unset: all cores but one.
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().positive().optional(),
  // Nice value of the hashing (libuv pool) threads on Linux: a busy machine answers requests first.
  PASSWORD_HASH_NICE: z.coerce.number().int().min(0).max(19).default(0),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
    .optional(),
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().trim().min(1).default('Values System <no-reply@localhost>'),
  ADMIN_EMAIL: z.string().trim().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SESSION_COOKIE_SECURE: z.enum(['true', 'false', 'auto']).default('auto'),
  PRODUCT_TITLE: z.string().trim().min(1).default('Values System'),
  CONTACT_EMAIL: z.string().trim().max(254).default(''),
  // Where the shell loads each remote's manifest; a path on this origin by default.
  PARTICIPANT_REMOTE_URL: z.string().trim().min(1).default('/remotes/participant/mf-manifest.json'),
  GUIDE_REMOTE_URL: z.string().trim().min(1).default('/remotes/guide/mf-manifest.json'),
  ADMIN_REMOTE_URL: z.string().trim().min(1).default('/remotes/admin/mf-manifest.json'),
  SESSION_CHECK_MS: positiveInt(60_000),
  // Live progress: a participant is idle in a live session after this many minutes without
  // activity. Fractions are allowed (0.05 is 3 s, for browser tests).
  IDLE_MINUTES: z.coerce.number().positive().default(DEFAULT_IDLE_MINUTES),
  RETENTION_DAYS: positiveInt(30),
  PURGE_GRACE_DAYS: positiveInt(7),
  AUDIT_RETENTION_DAYS: positiveInt(400),
  MAX_ACCESS_DAYS: positiveInt(365),
  LIFECYCLE_SWEEP_MINUTES: positiveInt(60),
  // Overrides LIFECYCLE_SWEEP_MINUTES when set: a sweep every few seconds, for fault tests.
  LIFECYCLE_SWEEP_SECONDS: z.coerce.number().int().positive().optional(),
  // Worker: how often the lifecycle worker looks for its schedule and re-creates it when missing.
  LIFECYCLE_SCHEDULE_CHECK_SECONDS: positiveInt(60),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be letters, digits, - or _')
    .default('vs'),
  JOB_ATTEMPTS: positiveInt(5),
  JOB_BACKOFF_MS: positiveInt(1000),
  // Email is retried over hours, as mail servers do (with Redis): 10 attempts, the first retry after
  // a minute, doubling: the last about 8.5 hours after the first. Meanwhile it shows "retrying".
  EMAIL_ATTEMPTS: positiveInt(10),
  EMAIL_BACKOFF_MS: positiveInt(60_000),
  // How often an email job may lose its worker (killed mid-send) and be taken over before it fails:
  // a copy sent again carries the same link and Message-ID, so taking over is safe.
  EMAIL_MAX_STALLED: positiveInt(5),
  OUTBOX_RELAY_MS: positiveInt(500),
  OUTBOX_REDELIVER_SECONDS: positiveInt(120),
  WORKER_PORT: port(3100),
  EMAIL_CONCURRENCY: positiveInt(4),
  PDF_CONCURRENCY: positiveInt(2),
  ZIP_CONCURRENCY: positiveInt(1),
  LIFECYCLE_CONCURRENCY: positiveInt(1),
  WORKER_SHUTDOWN_SECONDS: positiveInt(30),
  // A crashed worker's job is taken over within WORKER_LOCK_MS + WORKER_STALLED_CHECK_MS: short
  // enough for a PDF request's wait (docs/operations.md, "Timing budget of a waited job").
  WORKER_LOCK_MS: positiveInt(10_000),
  WORKER_STALLED_CHECK_MS: positiveInt(5_000),
  // Where generated PDFs and archives wait for their download (see fileStoreOf).
  FILE_STORE: z.enum(['auto', 'filesystem', 'postgres', 's3']).default('auto'),
  FILE_TTL_MINUTES: positiveInt(60),
  S3_URL: optionalUrl,
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // Enterprise sign-in of the default organisation (docs/operations.md "Enterprise sign-in").
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_ROLE_CLAIM: z.string().trim().min(1).default('groups'),
  OIDC_GUIDE_VALUES: commaList,
  OIDC_ADMIN_VALUES: commaList,
  OIDC_EMAIL_DOMAINS: commaList.transform((domains) => domains.map((d) => d.toLowerCase())),
  SSO_ENFORCED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // 32 bytes as 64 hex digits: seals identity providers' client secrets at rest (AES-256-GCM).
  SSO_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^([0-9a-fA-F]{64})?$/, 'must be 64 hex digits (32 bytes)')
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type RawConfig = z.infer<typeof schema>;

/** Every variable a process reads (deploy/'s checks hold manifests and compose files to this list). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(schema.shape);

export type FileStoreKind = Exclude<RawConfig['FILE_STORE'], 'auto'>;

export interface Config extends Omit<RawConfig, 'PUBLIC_URL' | 'SESSION_COOKIE_SECURE' | 'DEV_MAILBOX'> {
  readonly PUBLIC_URL: string;
  readonly cookieSecure: boolean;
  /** Whether the API serves /dev/mailbox (DEV_MAILBOX resolved). */
  readonly devMailbox: boolean;
  /** FILE_STORE with `auto` decided. */
  readonly fileStore: FileStoreKind;
  /** The lifecycle sweep's period: LIFECYCLE_SWEEP_SECONDS when set, else LIFECYCLE_SWEEP_MINUTES. */
  readonly lifecycleSweepMs: number;
  /**
   * Password hashes run at once (PASSWORD_HASH_CONCURRENCY, else cores − 1, at least 1): the
   * hasher's bound, and the size of the line logins wait in before the login limits count them.
   */
  readonly hashConcurrency: number;
  /** The default organisation's identity provider from OIDC_* and SSO_ENFORCED, or null without OIDC_ISSUER. */
  readonly defaultSso: SsoSettings | null;
}

const defaultSsoOf = (raw: RawConfig): SsoSettings | null =>
  raw.OIDC_ISSUER === undefined
    ? null
    : {
        orgId: DEFAULT_ORG_ID,
        protocol: 'oidc',
        oidc: {
          issuer: raw.OIDC_ISSUER,
          clientId: raw.OIDC_CLIENT_ID ?? '',
          clientSecret: raw.OIDC_CLIENT_SECRET ?? '',
        },
        saml: null,
        roles: {
          claim: raw.OIDC_ROLE_CLAIM,
          guideValues: raw.OIDC_GUIDE_VALUES,
          adminValues: raw.OIDC_ADMIN_VALUES,
        },
        emailDomains: raw.OIDC_EMAIL_DOMAINS,
        enforced: raw.SSO_ENFORCED,
        participants: false,
      };

const ssoProblems = (raw: RawConfig): string[] =>
  raw.OIDC_ISSUER !== undefined && (!raw.OIDC_CLIENT_ID || !raw.OIDC_CLIENT_SECRET)
    ? ['OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: required when OIDC_ISSUER is set']
    : [];

/**
 * `auto`: an S3-compatible store when S3_URL is set; PostgreSQL when REDIS_URL is (a fleet of
 * processes that share no disk); otherwise the local disk of the single process.
 */
const fileStoreOf = (raw: RawConfig): FileStoreKind => {
  if (raw.FILE_STORE !== 'auto') return raw.FILE_STORE;
  if (raw.S3_URL) return 's3';
  return raw.REDIS_URL ? 'postgres' : 'filesystem';
};

const fileStoreProblems = (raw: RawConfig, fileStore: FileStoreKind): string[] => {
  if (fileStore !== 's3') return [];
  const problems: string[] = [];
  const because = raw.FILE_STORE === 's3' ? 'FILE_STORE is s3' : 'S3_URL is set';
  if (!raw.S3_URL) problems.push(`S3_URL: required when ${because}`);
  if (!raw.S3_BUCKET) problems.push(`S3_BUCKET: required when ${because}`);
  if (Boolean(raw.S3_ACCESS_KEY_ID) !== Boolean(raw.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither');
  }
  return problems;
};

/**
 * Reads configuration from the environment only; a bad value stops the process with a clear
 * message. The API and the worker read the same variables, so one `.env` serves both.
 */
export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n  ');
    throw new Error(`Invalid configuration:\n  ${problems}`);
  }
  const raw = result.data;
  const fileStore = fileStoreOf(raw);
  const problems = [...fileStoreProblems(raw, fileStore), ...ssoProblems(raw)];
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '');
  const cookieSecure =
    raw.SESSION_COOKIE_SECURE === 'auto'
      ? publicUrl.startsWith('https:')
      : raw.SESSION_COOKIE_SECURE === 'true';
  const devMailbox =
    raw.DEV_MAILBOX === 'auto' ? !raw.SMTP_URL && isLocalhostUrl(publicUrl) : raw.DEV_MAILBOX === 'true';
  const { DEV_MAILBOX: _resolved, ...rest } = raw;
  const lifecycleSweepMs =
    raw.LIFECYCLE_SWEEP_SECONDS === undefined
      ? raw.LIFECYCLE_SWEEP_MINUTES * 60_000
      : raw.LIFECYCLE_SWEEP_SECONDS * 1000;
  const hashConcurrency = raw.PASSWORD_HASH_CONCURRENCY ?? defaultHashConcurrency();
  return {
    ...rest,
    PUBLIC_URL: publicUrl,
    cookieSecure,
    devMailbox,
    fileStore,
    lifecycleSweepMs,
    hashConcurrency,
    defaultSso: defaultSsoOf(raw),
  };
};

/** How many jobs of a kind one worker process runs at once (`EMAIL_CONCURRENCY`, ...). */
export const concurrencyOf = (config: Config, kind: JobKind): number =>
  ({
    email: config.EMAIL_CONCURRENCY,
    pdf: config.PDF_CONCURRENCY,
    zip: config.ZIP_CONCURRENCY,
    lifecycle: config.LIFECYCLE_CONCURRENCY,
  })[kind];
