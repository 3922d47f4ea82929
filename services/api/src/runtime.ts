import type { IncomingMessage } from 'node:http';
import { type ServerType, serve } from '@hono/node-server';
import { type Config, openServices, type Services } from '@vs/composition';
import { bootstrapSuperAdmin, type Deps } from '@vs/domain';
import { createApp, createClientAddressing, createRateLimits } from '@vs/http';
import { readCapturedMail } from '@vs/mail';
import { lifecycleSweepJob } from '@vs/worker-lifecycle';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { serveFrontends } from './frontends.ts';
import { generatePassword } from './generate-password.ts';
import { reportingOutboxWrites, startOutboxRelay } from './outbox-relay.ts';
import { mailboxPage } from './pages.ts';

export interface Runtime {
  readonly url: string;
  readonly services: Services;
  /**
   * Relays the outbox and, when jobs run in this process, waits until every job has run
   * (tests read the mail after it).
   */
  drainJobs(): Promise<void>;
  stop(): Promise<void>;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The TCP peer: the dev mailbox answers this machine only, never a forwarded request. */
const remoteAddress = (_request: Request, env: unknown): string =>
  (env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress ?? 'unknown';

/**
 * Without REDIS_URL the API runs every job itself and sweeps the event lifecycle on a timer;
 * with it, jobs go to BullMQ for the worker processes (which also schedule the sweep).
 */
const startLifecycleTimer = (services: Services, config: Config, logger: Logger): (() => void) => {
  if (services.jobs.kind !== 'in-process') return () => {};
  const sweep = () =>
    services.deps.jobs
      .enqueue(lifecycleSweepJob(services.deps.clock.now().toISOString()))
      .catch((error: unknown) => logger.error({ err: error }, 'lifecycle sweep not queued'));
  void sweep();
  const timer = setInterval(() => void sweep(), config.LIFECYCLE_SWEEP_MINUTES * 60_000);
  timer.unref();
  return () => clearInterval(timer);
};

/** Origins of absolute URLs among `urls` other than the public one (relative URLs stay here). */
const otherOrigins = (publicUrl: string, urls: readonly string[]): string[] =>
  urls.map((url) => new URL(url, publicUrl).origin).filter((origin) => origin !== new URL(publicUrl).origin);

/** The API process: adapters (shared with the workers), the outbox relay, the HTTP server. */
export const startRuntime = async (config: Config, logger: Logger): Promise<Runtime> => {
  const services = await openServices(config, logger, { jobs: 'auto' });
  const relay = startOutboxRelay({ deps: services.deps, intervalMs: config.OUTBOX_RELAY_MS, logger });
  const deps: Deps = { ...services.deps, store: reportingOutboxWrites(services.deps.store, relay.poke) };
  const stopLifecycleTimer = startLifecycleTimer(services, config, logger);

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

  const client = createClientAddressing(config.TRUSTED_PROXIES);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) : null;
  const app = createApp({
    deps,
    rateLimits: createRateLimits({ redis: redis ?? undefined, prefix: config.REDIS_PREFIX }),
    cookie: { secure: config.cookieSecure },
    allowedOrigins: [new URL(config.PUBLIC_URL).origin],
    isReady: () => services.database.ping(),
    logger,
    clientAddress: client.address,
    viaTrustedProxy: client.viaTrustedProxy,
    frontendOrigins: otherOrigins(config.PUBLIC_URL, [
      config.PARTICIPANT_REMOTE_URL,
      config.GUIDE_REMOTE_URL,
      config.ADMIN_REMOTE_URL,
    ]),
  });
  serveFrontends(app, {
    productTitle: config.PRODUCT_TITLE,
    contactEmail: config.CONTACT_EMAIL,
    remoteUrls: {
      participant: config.PARTICIPANT_REMOTE_URL,
      guide: config.GUIDE_REMOTE_URL,
      admin: config.ADMIN_REMOTE_URL,
    },
    sessionCheckMs: config.SESSION_CHECK_MS,
  });
  if (!config.SMTP_URL) {
    app.get('/dev/mailbox', async (c) => {
      if (!LOOPBACK.has(remoteAddress(c.req.raw, c.env))) return c.text('Not found', 404);
      return c.html(mailboxPage(await readCapturedMail(services.mailCaptureFile)));
    });
  }

  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.PORT, hostname: '0.0.0.0' }, () => resolve(s));
  });

  const drainJobs = async (): Promise<void> => {
    const { jobs } = services;
    do {
      await relay.flush();
      if (jobs.kind === 'in-process') await jobs.queue.drain();
    } while ((await services.deps.store.outbox.pending(1)).length > 0 && jobs.kind === 'in-process');
  };

  return {
    url: config.PUBLIC_URL,
    services,
    drainJobs,
    stop: async () => {
      stopLifecycleTimer();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await relay.stop();
      // What the last requests committed is handed over before the queue closes.
      await relay.flush();
      await services.close();
      await redis?.quit();
    },
  };
};
