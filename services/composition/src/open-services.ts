import { join } from 'node:path';
import { type Deps, type JobQueue, markJobDone } from '@vs/domain';
import type { LocatedBrowser } from '@vs/pdf';
import { type Database, openDatabase } from '@vs/persistence';
import {
  type BullMqJobQueue,
  createInProcessJobQueue,
  type InProcessJobQueue,
  type ReceivedJob,
} from '@vs/queue';
import {
  createAesSecretBox,
  createArgon2PasswordHasher,
  createCryptoSecretTokens,
  createUuidGenerator,
  systemClock,
} from '@vs/security';
import { createIdentityProviders, createSamlProtocol } from '@vs/sso';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { domainConfigOf } from './domain-config.ts';
import { chooseFileStore } from './file-store.ts';
import { createMailer } from './mailer.ts';
import { createOutputPorts } from './output-ports.ts';
import { processorFor, processors } from './processors.ts';
import { createServiceOutages, type ServiceOutages } from './service-outages.ts';
import { ssoSecretKey } from './sso-secret-key.ts';

/** Where jobs go: BullMQ, served by worker processes, or a queue that runs them in this process. */
export type JobsBackend =
  | { readonly kind: 'bullmq'; readonly queue: BullMqJobQueue }
  | { readonly kind: 'in-process'; readonly queue: InProcessJobQueue };

export interface Services {
  readonly deps: Deps;
  readonly database: Database;
  readonly jobs: JobsBackend;
  /** The outages of PostgreSQL and Redis, each logged once per outage; feed every client's failures here. */
  readonly outages: ServiceOutages;
  /** Captured mail (no SMTP_URL), one JSON object a line. */
  readonly mailCaptureFile: string;
  /** Waits for in-process jobs, then closes the queue and the database. */
  close(): Promise<void>;
}

export interface OpenServicesOptions {
  /** `bullmq` insists on REDIS_URL (worker processes); `auto` runs jobs in process without it. */
  readonly jobs: 'auto' | 'bullmq';
  /** Keep session look-ups between requests (the API; see signed-in-cache.ts in persistence). */
  readonly cacheSignedIn?: boolean;
  /** The browser PDFs are rendered with here (findPdfBrowser); null: PDFs answer 503. */
  readonly browser: LocatedBrowser | null;
  /** Told of each job that ran in this process once it is done or failed for good (progress notices). */
  readonly onJobSettled?: JobSettled;
}

/** Hears of a settled job; must not throw. */
export type JobSettled = (job: ReceivedJob) => void;

/**
 * Runs one job with its kind's processor, then marks it done so its outbox entry is not handed
 * over again, and logs the outcome: the same path for BullMQ workers and the in-process queue.
 */
export const runJob = async (
  deps: Deps,
  logger: Logger,
  job: ReceivedJob,
  onSettled?: JobSettled,
): Promise<void> => {
  const result = await processorFor(job.kind).process(deps, job);
  if (job.id !== undefined) await markJobDone(deps, job.id);
  onSettled?.(job);
  logger.info({ queue: job.kind, job: job.name, ...(result === undefined ? {} : { result }) }, 'job done');
};

/**
 * Logs a job that failed for good and runs its kind's `failedForGood` (a zip job marks its
 * request failed): the same path for BullMQ workers and the in-process queue.
 */
export const reportFailedJob = async (
  deps: Deps,
  logger: Logger,
  job: ReceivedJob,
  error: unknown,
  onSettled?: JobSettled,
): Promise<void> => {
  logger.error({ err: error, queue: job.kind, job: job.name }, 'job failed for good');
  try {
    await processors[job.kind]?.failedForGood?.(deps, job, error);
    // Recorded as failed: done. When recording fails, the entry stays and the job runs again later.
    if (job.id !== undefined) await markJobDone(deps, job.id);
    onSettled?.(job);
  } catch (hookError) {
    logger.error({ err: hookError, queue: job.kind, job: job.name }, 'could not record a failed job');
  }
};

/**
 * An attempt failed and the queue tries the job again later: runs its kind's `retrying` (an email
 * shows "retrying: reason"). Never throws: a failure to record it is only logged.
 */
export const reportRetriedJob = async (
  deps: Deps,
  logger: Logger,
  job: ReceivedJob,
  error: unknown,
): Promise<void> => {
  try {
    await processors[job.kind]?.retrying?.(deps, job, error);
  } catch (hookError) {
    // Most often the database is away (its outage is logged once elsewhere); the next attempt
    // records again.
    logger.debug({ err: hookError, queue: job.kind, job: job.name }, 'could not record a retried job');
  }
};

/**
 * Builds every adapter from the configuration: the database (migrated), mail, security and the
 * job queue. The API and the worker processes both start here, so they cannot drift apart.
 */
export const openServices = async (
  config: Config,
  logger: Logger,
  options: OpenServicesOptions,
): Promise<Services> => {
  if (options.jobs === 'bullmq' && !config.REDIS_URL) {
    throw new Error('REDIS_URL is required: worker processes take their jobs from Redis.');
  }
  // Probed only while the database is down, by then `database` is open.
  const outages = createServiceOutages(logger, () => database.ping());
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    schema: config.DATABASE_SCHEMA,
    onConnectionLost: outages.database.down,
    cacheSignedIn: options.cacheSignedIn ?? false,
  });
  await database.migrate();
  logger.info({ embedded: database.embedded }, 'database ready');

  const mailCaptureFile = join(config.DATA_DIR, 'mail', 'outbox.jsonl');
  const mailer = createMailer(config, logger, mailCaptureFile);

  const fileStore = await chooseFileStore(config, database);
  logger.info({ fileStore: config.fileStore, ...fileStore.location }, 'file store ready');
  const outputs = createOutputPorts(config, logger, fileStore, options.browser);

  // The in-process queue runs jobs with these same deps, so it is bound once both exist.
  let jobs: JobsBackend | undefined;
  const lateQueue: JobQueue = {
    enqueue: (job, enqueueOptions) => (jobs as JobsBackend).queue.enqueue(job, enqueueOptions),
    enqueueAndWait: (job, timeoutMs) => (jobs as JobsBackend).queue.enqueueAndWait(job, timeoutMs),
  };
  const deps: Deps = {
    store: database.store,
    clock: systemClock,
    ids: createUuidGenerator(),
    tokens: createCryptoSecretTokens(),
    passwords: createArgon2PasswordHasher({
      concurrency: config.hashConcurrency,
      threadNice: config.PASSWORD_HASH_NICE,
    }),
    mailer,
    jobs: lateQueue,
    files: outputs.files,
    pdf: outputs.pdf,
    archives: outputs.archives,
    identityProviders: createIdentityProviders({
      publicUrl: config.PUBLIC_URL,
      saml: createSamlProtocol({ publicUrl: config.PUBLIC_URL, organisations: database.store.organisations }),
    }),
    secrets: createAesSecretBox(await ssoSecretKey(config)),
    config: domainConfigOf(config),
  };
  const retry = { attempts: config.JOB_ATTEMPTS, backoffMs: config.JOB_BACKOFF_MS };
  // BullMQ (and ioredis) is loaded only with a Redis to queue on.
  jobs = config.REDIS_URL
    ? {
        kind: 'bullmq',
        queue: (await import('@vs/queue/bullmq')).createBullMqJobQueue({
          url: config.REDIS_URL,
          prefix: config.REDIS_PREFIX,
          ...retry,
          retries: { email: { attempts: config.EMAIL_ATTEMPTS, backoffMs: config.EMAIL_BACKOFF_MS } },
          health: outages.redis,
        }),
      }
    : {
        kind: 'in-process',
        queue: createInProcessJobQueue({
          ...retry,
          handle: (job) => runJob(deps, logger, job, options.onJobSettled),
          onFailed: (job, error) => void reportFailedJob(deps, logger, job, error, options.onJobSettled),
          onRetry: (job, error) => void reportRetriedJob(deps, logger, job, error),
        }),
      };
  logger.info({ jobs: jobs.kind }, 'job queue ready');
  const backend = jobs;

  return {
    deps,
    database,
    jobs: backend,
    outages,
    mailCaptureFile,
    close: async () => {
      if (backend.kind === 'in-process') await backend.queue.drain();
      else await backend.queue.close();
      await outputs.close();
      outages.stop();
      await database.close();
    },
  };
};
