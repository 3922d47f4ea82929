/**
 * `npm run bench:redis-down`: how soon the API and the job queue stop waiting for a Redis that is
 * not there (docs/decisions.md, "Login limits while Redis is down" and "Unavailable services
 * answer 503"). These were wall-clock bounds in the integration tests, which now check only what
 * happens; the times are measured here, BENCH_ROUNDS (default 20) each, median and max:
 *
 * - a login of the bootstrap super-admin with Redis refusing connections (the limits count in the
 *   process), beside the same login with Redis up (target: no slower; the tests said under 1.5 s);
 * - a queue's `enqueue` and `enqueueAndWait` against a Redis that accepts and never answers, with
 *   a 300 ms enqueue timeout (target: about 300 ms; the tests said under 2 s);
 * - a worker's `close` with a 200 ms grace while its job never ends (target: about 200 ms; the
 *   tests said under 2 s).
 *
 * Uses PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL) and Redis (REDIS_URL or
 * TEST_REDIS_URL). Not part of `npm test`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeQueueKeys } from '@vs/composition/testing';
import type { Job } from '@vs/domain';
import { createBullMqJobQueue, createBullMqWorker } from '@vs/queue/bullmq';
import { dropSchema, freePort, latenciesOf, request, startApi } from './support/harness.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const REDIS_URL = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = { email: 'bench.admin@example.test', password: 'Bench1234x' };
const emailJob: Job = { kind: 'email', name: 'reset-email', payload: { requestId: 'r1', uid: 'u1' } };

const freshPrefix = (): string => `vs-bench-${randomBytes(6).toString('hex')}`;

/** Milliseconds `work` took, whether it resolved or threw. */
const timed = async (work: () => Promise<unknown>): Promise<number> => {
  const start = performance.now();
  await work().catch(() => undefined);
  return performance.now() - start;
};

const report = (name: string, samples: readonly number[]): void => {
  const sorted = [...samples].sort((a, b) => a - b);
  const { p50 } = latenciesOf(samples);
  console.log(`${name}: median ${p50.toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`);
};

/** Login latencies of the bootstrap super-admin against an API using `redisUrl`. */
const logins = async (redisUrl: string): Promise<number[]> => {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const prefix = freshPrefix();
  const dataDir = await mkdtemp(join(tmpdir(), 'vs-bench-redis-down-'));
  const api = await startApi({
    schema,
    dataDir,
    poolSize: 2,
    env: {
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  try {
    const samples: number[] = [];
    // One login first, untimed: the first one of a process also warms its hashing.
    for (let round = -1; round < ROUNDS; round += 1) {
      const start = performance.now();
      const outcome = await request(api.base, 'POST', '/api/auth/login', { body: ADMIN });
      if (outcome !== true) throw new Error(`login failed: ${outcome}`);
      if (round >= 0) samples.push(performance.now() - start);
    }
    return samples;
  } finally {
    await api.stop();
    await dropSchema(schema);
    await removeQueueKeys(REDIS_URL, prefix);
    await rm(dataDir, { recursive: true, force: true });
  }
};

/** A port that accepts connections and never answers, like a Redis that is not there. */
const silentPort = async (): Promise<{ url: string; close(): Promise<void> }> => {
  const server: Server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};

const refusals = async (): Promise<{ enqueue: number[]; waited: number[] }> => {
  const silent = await silentPort();
  const enqueue: number[] = [];
  const waited: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const down = createBullMqJobQueue({ url: silent.url, prefix: freshPrefix(), enqueueTimeoutMs: 300 });
      enqueue.push(await timed(() => down.enqueue(emailJob)));
      waited.push(await timed(() => down.enqueueAndWait(emailJob, 60_000)));
      await down.close();
    }
  } finally {
    await silent.close();
  }
  return { enqueue, waited };
};

const closes = async (): Promise<number[]> => {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const prefix = freshPrefix();
    const queue = createBullMqJobQueue({ url: REDIS_URL, prefix });
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const worker = createBullMqWorker({
      url: REDIS_URL,
      prefix,
      kind: 'email',
      concurrency: 1,
      handle: () => {
        started();
        return new Promise<void>(() => {});
      },
    });
    await queue.enqueue(emailJob);
    await running;
    const start = performance.now();
    if (await worker.close(200)) throw new Error('the never-ending job finished');
    samples.push(performance.now() - start);
    await queue.close();
    await removeQueueKeys(REDIS_URL, prefix);
  }
  return samples;
};

report('login, Redis up', await logins(REDIS_URL));
report('login, Redis refusing connections', await logins(`redis://127.0.0.1:${await freePort()}`));
const { enqueue, waited } = await refusals();
report('enqueue refused (timeout 300 ms)', enqueue);
report('enqueueAndWait refused (timeout 300 ms)', waited);
report('worker close, grace 200 ms, job never ends', await closes());
// The never-ending jobs' workers keep renewing their locks after a close that gave up, as in a
// process about to exit: end here.
process.exit(0);
