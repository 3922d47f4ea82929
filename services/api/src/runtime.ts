import { getRequestListener } from '@hono/node-server';
import {
  accessLoggerOf,
  type Config,
  createReadiness,
  type Dependency,
  findPdfBrowser,
  isLocalhostUrl,
  type JobSettled,
  openServices,
  type ProbeServer,
  progressNotices,
  type Services,
  startProbeServer,
} from '@vs/composition';
import { bootstrapSuperAdmin, type Deps } from '@vs/domain';
import {
  createApp,
  createClientAddressing,
  createInProcessProgressBus,
  createRateLimits,
  createRedisProgressBus,
  withSaveLane,
} from '@vs/http';
import { lifecycleSweepJob } from '@vs/worker-lifecycle';
import type { Redis, RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { createApiMetrics } from './api-metrics.ts';
import { serveDevMailbox } from './dev-mailbox.ts';
import { serveFrontends } from './frontends.ts';
import { generatePassword } from './generate-password.ts';
import { gracefulServer } from './graceful-close.ts';
import { memoryReturningCollection, returnMemoryWhenIdle } from './idle-memory.ts';
import { orgPageTitle, signedInPage } from './org-page-title.ts';
import { reportingOutboxWrites, startOutboxRelay } from './outbox-relay.ts';

export interface Runtime {
  readonly url: string;
  readonly services: Services;
  /**
   * Relays the outbox and, when jobs run in this process, waits until every job has run
   * (tests read the mail after it).
   */
  drainJobs(): Promise<void>;
  /**
   * Shuts down: /readyz answers 503 at once, no new connection is accepted, requests in flight
   * get `graceMs` to finish (then their connections are destroyed), the outbox is relayed and
   * every service closed.
   */
  stop(graceMs?: number): Promise<void>;
}

/** /metrics on its own port (METRICS_PORT), apart from the public traffic; none when 0. */
const startMetricsServer = (config: Config, registry: Registry): Promise<ProbeServer> | null =>
  config.METRICS_PORT === 0
    ? null
    : startProbeServer({
        port: config.METRICS_PORT,
        routes: {
          '/metrics': async () => ({
            status: 200,
            contentType: registry.contentType,
            body: await registry.metrics(),
          }),
        },
      });

/** A connection to REDIS_URL, or null without one (ioredis is then never loaded). */
const redisConnection = async (config: Config, options: RedisOptions): Promise<Redis | null> => {
  if (!config.REDIS_URL) return null;
  const { Redis } = await import('ioredis');
  return new Redis(config.REDIS_URL, options);
};

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
  const timer = setInterval(() => void sweep(), config.lifecycleSweepMs);
  timer.unref();
  return () => clearInterval(timer);
};

/** Origins of absolute URLs among `urls` other than the public one (relative URLs stay here). */
const otherOrigins = (publicUrl: string, urls: readonly string[]): string[] =>
  urls.map((url) => new URL(url, publicUrl).origin).filter((origin) => origin !== new URL(publicUrl).origin);

/** The API process: adapters (shared with the workers), the outbox relay, the HTTP server. */
export const startRuntime = async (config: Config, logger: Logger): Promise<Runtime> => {
  if (!config.SMTP_URL && !isLocalhostUrl(config.PUBLIC_URL)) {
    logger.warn(
      { publicUrl: config.PUBLIC_URL },
      'SMTP_URL is not set: no email leaves this server, mail is only captured under DATA_DIR',
    );
  }
  // Without REDIS_URL the PDF and zip jobs run here; with it, the workers render.
  const browser = config.REDIS_URL ? null : await findPdfBrowser(config, logger, 'optional');
  // Jobs run here without REDIS_URL: a logon email's outcome then reaches the progress streams
  // through this process's bus, bound below once it exists.
  let onJobSettled: JobSettled = () => {};
  const services = await openServices(config, logger, {
    jobs: 'auto',
    cacheSignedIn: config.SESSION_CACHE,
    browser,
    onJobSettled: (job) => onJobSettled(job),
  });
  const relay = startOutboxRelay({
    deps: services.deps,
    intervalMs: config.OUTBOX_RELAY_MS,
    redeliverAfterMs: config.OUTBOX_REDELIVER_SECONDS * 1000,
    logger,
  });
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
  // Rate limits and /readyz's detail. Commands fail at once while the connection is down (no
  // offline queue): a login then counts in this process instead of waiting for the next reconnect
  // attempt, and /readyz says so at once.
  const redis = await redisConnection(config, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  if (redis) services.outages.redis.watch(redis);
  // Live progress across replicas: publishes on the shared connection, listens on its own (a
  // subscribed connection runs nothing else). It queues while Redis is away and resubscribes.
  const subscriber = await redisConnection(config, { maxRetriesPerRequest: null });
  if (subscriber) services.outages.redis.watch(subscriber);
  const progressBus =
    redis && subscriber
      ? createRedisProgressBus({
          publisher: redis,
          subscriber,
          prefix: config.REDIS_PREFIX,
          onPublishError: (error) => logger.debug({ err: error }, 'progress change not published'),
        })
      : createInProcessProgressBus();
  onJobSettled = progressNotices(services.deps, progressBus.publish, logger);
  let stopping = false;
  const shutdown = new AbortController();
  const dependencies: Dependency[] = [{ name: 'database', check: () => services.database.ping() }];
  // The API serves without Redis (rate limits count here, progress stays on this replica, jobs wait
  // in the outbox): an outage must not take every replica out of its Service. Reported only.
  if (redis)
    dependencies.push({ name: 'redis', required: false, check: async () => (await redis.ping()) === 'PONG' });
  const readiness = createReadiness({ stopping: () => stopping, dependencies });
  const rateLimits = createRateLimits({
    redis: redis ?? undefined,
    prefix: config.REDIS_PREFIX,
    loginsAtOnce: config.hashConcurrency,
  });
  const metrics = createApiMetrics({
    outboxBacklog: () => services.deps.store.outbox.count(),
    outboxOldest: () => services.deps.store.outbox.oldestCreatedAt(),
    loginsInLine: () => rateLimits.loginsInLine(),
    dependencies: async () => (await readiness()).dependencies,
  });
  const appOptions = {
    deps,
    rateLimits,
    progressBus,
    // Open progress streams end within a second of their access changing, on every replica.
    ...(services.database.signedInChanges ? { accessChanges: services.database.signedInChanges } : {}),
    shutdown: shutdown.signal,
    cookie: { secure: config.cookieSecure },
    allowedOrigins: [new URL(config.PUBLIC_URL).origin],
    readiness,
    logger,
    accessLogger: accessLoggerOf(logger),
    serviceDown: services.outages.serviceDown,
    metrics,
    clientAddress: client.address,
    viaTrustedProxy: client.viaTrustedProxy,
    frontendOrigins: otherOrigins(config.PUBLIC_URL, [
      config.PARTICIPANT_REMOTE_URL,
      config.GUIDE_REMOTE_URL,
      config.ADMIN_REMOTE_URL,
    ]),
  };
  const app = createApp(appOptions);
  serveFrontends(app, {
    productTitle: config.PRODUCT_TITLE,
    contactEmail: config.CONTACT_EMAIL,
    remoteUrls: {
      participant: config.PARTICIPANT_REMOTE_URL,
      guide: config.GUIDE_REMOTE_URL,
      admin: config.ADMIN_REMOTE_URL,
    },
    sessionCheckMs: config.SESSION_CHECK_MS,
    orgPageTitle: (slug) => orgPageTitle(services.deps, slug),
    signedInPage: (token) => signedInPage(services.deps, token),
  });
  if (config.devMailbox) serveDevMailbox(app, services.mailCaptureFile);

  // The participants' saves, most of a live room's requests, go straight to the save lane.
  const hono = getRequestListener(app.fetch, { hostname: '0.0.0.0' });
  const http = gracefulServer(await withSaveLane({ ...appOptions, clientAddressing: client }, hono));
  await new Promise<void>((resolve, reject) => {
    http.server.once('error', reject);
    http.server.listen(config.PORT, '0.0.0.0', resolve);
  });
  const stopReturningMemory = returnMemoryWhenIdle({
    requests: http.requestsReceived,
    residentBytes: () => process.memoryUsage.rss(),
    collect: memoryReturningCollection(),
    returned: ({ before, after, ms }) =>
      logger.info(
        {
          beforeMiB: Math.round(before / 2 ** 20),
          afterMiB: Math.round(after / 2 ** 20),
          ms: Math.round(ms),
        },
        'memory given back after a busy spell',
      ),
    failed: (error) => logger.warn({ err: error }, 'memory not given back'),
  });
  const metricsServer = await startMetricsServer(config, metrics);

  const drainJobs = async (): Promise<void> => {
    const { jobs } = services;
    do {
      await relay.flush();
      if (jobs.kind === 'in-process') await jobs.queue.drain();
      // Entries committed while the queue ran have never been handed over: go round again.
    } while (jobs.kind === 'in-process' && (await services.deps.store.outbox.due(new Date(0), 1)).length > 0);
  };

  return {
    url: config.PUBLIC_URL,
    services,
    drainJobs,
    stop: async (graceMs = config.SHUTDOWN_SECONDS * 1000) => {
      stopping = true;
      // Open progress streams end now rather than hold the shutdown for its whole grace period.
      shutdown.abort();
      stopLifecycleTimer();
      stopReturningMemory();
      await http.close(graceMs);
      await metricsServer?.close();
      await relay.stop();
      // What the last requests committed is handed over before the queue closes.
      await relay.flush();
      await services.close();
      await progressBus.close();
      // A Redis that is away cannot be told goodbye: the connection is simply dropped.
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
};
