import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  dropSchema,
  freePort,
  removeQueueKeys,
  type SmtpSink,
  type SmtpSinkOptions,
  type SpawnedProcess,
  spawnApi,
  spawnWorker,
  startSmtpSink,
  type TestServiceUrls,
  testServiceUrls,
  uniqueName,
} from '@vs/composition/testing';
import { type Database, openDatabase } from '@vs/persistence';

import { type ReverseProxy, startReverseProxy } from './nginx.ts';

/** One worker process per kind, as ops would run them (`--queues`). */
const WORKER_QUEUES = ['email,lifecycle', 'pdf', 'zip'] as const;
/** Five processes starting together on two busy cores take a while. */
const READY_MS = 60_000;

export interface FleetOptions {
  /** API replicas behind the proxy (default 2). */
  readonly apiReplicas?: number;
  /** PostgreSQL and Redis to run on (default: TEST_DATABASE_URL and TEST_REDIS_URL). */
  readonly services?: TestServiceUrls;
  /** The worker processes, one `--queues` value each (default: email,lifecycle; pdf; zip). */
  readonly workerQueues?: readonly string[];
  /** More environment for every process (a fault test's shorter timeouts). */
  readonly env?: Readonly<Record<string, string>>;
  /** How the SMTP sink answers (a slow one keeps a bulk send under way for a while). */
  readonly smtp?: SmtpSinkOptions;
}

export interface Fleet {
  /** The proxy's public URL: every request of a test goes here (the APIs' PUBLIC_URL too). */
  readonly url: string;
  readonly adminEmail: string;
  readonly adminPassword: string;
  /** The SMTP server every process mails through. */
  readonly sink: SmtpSink;
  /** A connection of the test's own to the fleet's schema, for seeding. */
  readonly database: Database;
  readonly proxy: ReverseProxy;
  /** The API replica behind the proxy at `index` (a restart replaces it). */
  api(index: number): SpawnedProcess;
  /** The running worker processes serving `queues` (as given in `workerQueues`). */
  workers(queues: string): SpawnedProcess[];
  /** Starts one more worker process for `queues` and waits until it is ready. */
  startWorker(queues: string): Promise<SpawnedProcess>;
  /**
   * SIGTERM to API replica `index`, waits for it to exit, starts it again on the same port and
   * waits until it is ready. Resolves with the old process's exit code (or signal).
   */
  restartApi(index: number): Promise<number | string>;
  /** What every process wrote, for a failing test's message. */
  logs(): string;
  /** Stops every process, then drops the schema, the Redis keys and the temp dirs. */
  stop(): Promise<void>;
}

/** Every child still running, killed outright if this process exits without stopping the fleet. */
const children = new Set<SpawnedProcess>();
process.once('exit', () => {
  for (const spawned of children) spawned.child.kill('SIGKILL');
});

const stopProcess = async (spawned: SpawnedProcess, graceMs: number): Promise<number | string> => {
  spawned.child.kill('SIGTERM');
  const timer = setTimeout(() => spawned.child.kill('SIGKILL'), graceMs);
  const code = await spawned.exited;
  clearTimeout(timer);
  return code;
};

/**
 * A fleet on this machine: nginx on a spare port in front of the API replicas, one worker process
 * per kind, on the real PostgreSQL (a fresh schema) and Redis (a fresh key prefix) of
 * TEST_DATABASE_URL and TEST_REDIS_URL, mailing to an SMTP sink. Every process has its own
 * DATA_DIR and port, so nothing but PostgreSQL and Redis is shared, as between machines. Whatever
 * fails during the start is stopped again before the error is thrown.
 */
export const startFleet = async (options: FleetOptions = {}): Promise<Fleet> => {
  const urls = options.services ?? testServiceUrls();
  if (!urls) throw new Error('The fleet runs on real services: set TEST_DATABASE_URL and TEST_REDIS_URL.');
  const replicas = options.apiReplicas ?? 2;
  const schema = uniqueName('fleet');
  const prefix = uniqueName('vs-fleet');
  const adminEmail = 'admin@example.test';
  const adminPassword = 'Admin1234x';
  const spawned: SpawnedProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    await Promise.all(spawned.map((running) => stopProcess(running, 5000)));
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  };
  const track = (running: SpawnedProcess): SpawnedProcess => {
    spawned.push(running);
    children.add(running);
    void running.exited.then(() => children.delete(running));
    return running;
  };
  const tempDir = async (stem: string): Promise<string> => {
    const dir = await mkdtemp(join(tmpdir(), `vs-fleet-${stem}-`));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return dir;
  };

  try {
    cleanups.push(async () => {
      await dropSchema(urls.databaseUrl, schema);
      await removeQueueKeys(urls.redisUrl, prefix);
    });
    // Migrated here first, so the processes start on a ready schema.
    const database = await openDatabase({
      databaseUrl: urls.databaseUrl,
      dataDir: await tempDir('seed'),
      schema,
      poolSize: 2,
    });
    cleanups.push(() => database.close());
    await database.migrate();
    const sink = await startSmtpSink(options.smtp);
    cleanups.push(() => sink.close());

    const proxyPort = await freePort();
    const publicUrl = `http://127.0.0.1:${proxyPort}`;
    const shared = {
      DATABASE_URL: urls.databaseUrl,
      DATABASE_SCHEMA: schema,
      DATABASE_POOL_SIZE: '4',
      REDIS_URL: urls.redisUrl,
      REDIS_PREFIX: prefix,
      SMTP_URL: sink.url,
      PUBLIC_URL: publicUrl,
      FILE_STORE: 'postgres',
      LOG_LEVEL: 'warn',
      ...options.env,
    };
    const apiEnv: Record<string, string>[] = [];
    const apiPorts: number[] = [];
    for (let i = 0; i < replicas; i += 1) {
      apiPorts.push(await freePort());
      apiEnv.push({
        ...shared,
        DATA_DIR: await tempDir(`api${i + 1}`),
        TRUSTED_PROXIES: '127.0.0.1',
        SHUTDOWN_SECONDS: '10',
        DEV_MAILBOX: 'false',
        ADMIN_EMAIL: adminEmail,
        ADMIN_PASSWORD: adminPassword,
      });
    }
    const startApi = async (index: number): Promise<SpawnedProcess> => {
      const api = track(await spawnApi(apiEnv[index] as Record<string, string>, apiPorts[index]));
      await api.ready(READY_MS);
      return api;
    };
    const workers = new Map<string, SpawnedProcess[]>();
    const startWorker = async (queues: string): Promise<SpawnedProcess> => {
      const worker = track(
        await spawnWorker(queues, {
          ...shared,
          DATA_DIR: await tempDir(`worker-${queues.replace(',', '-')}`),
          WORKER_SHUTDOWN_SECONDS: '10',
        }),
      );
      await worker.ready(READY_MS);
      workers.set(queues, [...(workers.get(queues) ?? []), worker]);
      return worker;
    };

    // The first replica alone creates the super-admin; the rest start together.
    const apis = [await startApi(0)];
    const rest = await Promise.all([
      ...apiPorts.slice(1).map((_, i) => startApi(i + 1)),
      ...(options.workerQueues ?? WORKER_QUEUES).map(startWorker),
    ]);
    apis.push(...rest.slice(0, replicas - 1));
    const proxy = await startReverseProxy({ port: proxyPort, upstreams: apiPorts });
    cleanups.push(() => proxy.stop());

    return {
      url: proxy.url,
      adminEmail,
      adminPassword,
      sink,
      database,
      proxy,
      api: (index) => apis[index] as SpawnedProcess,
      workers: (queues) =>
        (workers.get(queues) ?? []).filter(
          (worker) => worker.child.exitCode === null && worker.child.signalCode === null,
        ),
      startWorker,
      restartApi: async (index) => {
        const code = await stopProcess(apis[index] as SpawnedProcess, 15_000);
        apis[index] = await startApi(index);
        return code;
      },
      logs: () =>
        spawned
          .map(
            (running) =>
              `--- ${running.url} (${running.child.spawnargs.slice(1).join(' ')})\n${running.output()}`,
          )
          .join('\n'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
