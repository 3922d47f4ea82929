import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { bootstrapSuperAdmin, DEFAULT_SESSION_POLICY, type Deps } from '@vs/domain';
import { createApp, createRateLimits } from '@vs/http';
import { createNodemailerMailer, readCapturedMail } from '@vs/mail';
import { type Database, openDatabase } from '@vs/persistence';
import { createInProcessJobQueue, type InProcessJobQueue } from '@vs/queue';
import {
  createArgon2PasswordHasher,
  createCryptoSecretTokens,
  createUuidGenerator,
  systemClock,
} from '@vs/security';
import { isRetryable, processEmailJob } from '@vs/worker-email';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { generatePassword } from './generate-password.ts';
import { landingPage, mailboxPage } from './pages.ts';

export interface Runtime {
  readonly url: string;
  readonly database: Database;
  readonly queue: InProcessJobQueue;
  stop(): Promise<void>;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const remoteAddress = (_request: Request, env: unknown): string =>
  (env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress ?? 'unknown';

/** The API process: database, adapters, job processors (in-process), HTTP server. */
export const startRuntime = async (config: Config, logger: Logger): Promise<Runtime> => {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    schema: config.DATABASE_SCHEMA,
  });
  await database.migrate();
  logger.info({ embedded: database.embedded }, 'database ready');

  const captureFile = join(config.DATA_DIR, 'mail', 'outbox.jsonl');
  const mailer = createNodemailerMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    captureFile,
    onCapture: (mail) =>
      logger.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail captured (no SMTP_URL)'),
  });

  let queue: InProcessJobQueue | undefined;
  const deps: Deps = {
    store: database.store,
    clock: systemClock,
    ids: createUuidGenerator(),
    tokens: createCryptoSecretTokens(),
    passwords: createArgon2PasswordHasher(),
    mailer,
    jobs: { enqueue: (job) => (queue as InProcessJobQueue).enqueue(job) },
    config: {
      lifecycle: { retentionDays: config.RETENTION_DAYS, purgeGraceDays: config.PURGE_GRACE_DAYS },
      session: DEFAULT_SESSION_POLICY,
      publicUrl: config.PUBLIC_URL,
      productTitle: config.PRODUCT_TITLE,
    },
  };
  queue = createInProcessJobQueue({
    handle: (job) => processEmailJob(deps, job),
    isRetryable,
    onFailed: (job, error) => logger.error({ err: error, job: job.name }, 'job failed'),
  });

  const adminPassword = config.ADMIN_PASSWORD ?? generatePassword();
  const bootstrap = await bootstrapSuperAdmin(deps, {
    email: config.ADMIN_EMAIL || 'admin@example.com',
    password: adminPassword,
  });
  if (bootstrap.created) {
    const shown = config.ADMIN_PASSWORD ? '(from ADMIN_PASSWORD)' : adminPassword;
    console.log(
      `\nFirst super-admin created. Sign in with:\n  email:    ${bootstrap.email}\n  password: ${shown}\n`,
    );
  }

  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) : null;
  const app = createApp({
    deps,
    rateLimits: createRateLimits({ redis: redis ?? undefined }),
    cookie: { secure: config.cookieSecure },
    allowedOrigins: [new URL(config.PUBLIC_URL).origin],
    isReady: () => database.ping(),
    logger,
    clientAddress: remoteAddress,
  });
  app.get('/', (c) => c.html(landingPage(config.PRODUCT_TITLE)));
  if (!config.SMTP_URL) {
    app.get('/dev/mailbox', async (c) => {
      if (!LOOPBACK.has(remoteAddress(c.req.raw, c.env))) return c.text('Not found', 404);
      return c.html(mailboxPage(await readCapturedMail(captureFile)));
    });
  }

  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.PORT, hostname: '0.0.0.0' }, () => resolve(s));
  });

  return {
    url: config.PUBLIC_URL,
    database,
    queue,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue.drain();
      await redis?.quit();
      await database.close();
    },
  };
};
