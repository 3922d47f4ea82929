/**
 * `npm run bench:fleet`: the participant save path (PUT /api/response/participant) through nginx in
 * front of two API replicas, next to one replica answering directly, both measured in this run on
 * the same fleet (fleet/): the ratio says what the second replica and the proxy hop give
 * and cost on this machine. On 2 cores shared with PostgreSQL, Redis and the load generator, two
 * replicas cannot double anything; on separate machines they would.
 *
 * TEST_DATABASE_URL and TEST_REDIS_URL name the services (default: this machine's); BENCH_SECONDS
 * (10) and BENCH_CONNECTIONS (32) shape each run.
 */
import { createHttpClient } from '@vs/api/testing';
import autocannon from 'autocannon';
import { startFleet } from './fleet.ts';
import { liveSave } from './save-load.ts';
import { seedParticipants } from './seed.ts';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
process.env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PARTICIPANTS = 40;
const PASSWORD = 'Bench1234x';

/** Closed loop: each connection sends the next save as soon as the last one answered. */
const saveLoad = async (url: string, origin: string, cookies: readonly string[], seconds: number) => {
  let next = 0;
  const result = await autocannon({
    url: `${url}/api/response/participant`,
    method: 'PUT',
    connections: CONNECTIONS,
    duration: seconds,
    body: JSON.stringify(liveSave(1)),
    setupClient: (client) => {
      const cookie = cookies[next % cookies.length] as string;
      next += 1;
      client.setHeaders({ origin, 'content-type': 'application/json', cookie });
    },
  });
  const failed = result.errors + result.non2xx;
  if (failed > 0) throw new Error(`${failed} failed requests against ${url}`);
  return { rps: result.requests.average, p99: result.latency.p99, total: result.requests.total };
};

const fleet = await startFleet();
try {
  const { participants } = await seedParticipants(fleet.database, {
    count: PARTICIPANTS,
    password: PASSWORD,
    sessionAccess: 'Live',
  });
  const cookies: string[] = [];
  for (const { email } of participants) {
    const client = createHttpClient(fleet.url);
    await client.request('POST', '/api/auth/login', { email, password: PASSWORD });
    cookies.push(client.cookie);
  }
  console.log(
    `Node ${process.version}; ${CONNECTIONS} connections, ${SECONDS} s per run, ${PARTICIPANTS} participants`,
  );
  const direct = fleet.api(0).url;
  // Warm-up: JIT, pools, first saves on both replicas.
  await saveLoad(fleet.url, fleet.url, cookies, 2);
  const one = await saveLoad(direct, fleet.url, cookies, SECONDS);
  const two = await saveLoad(fleet.url, fleet.url, cookies, SECONDS);
  console.table([
    {
      run: 'one replica, direct',
      'req/s': one.rps.toFixed(0),
      'p99 ms': one.p99.toFixed(1),
      requests: one.total,
    },
    {
      run: 'nginx + two replicas',
      'req/s': two.rps.toFixed(0),
      'p99 ms': two.p99.toFixed(1),
      requests: two.total,
    },
  ]);
  console.log(
    `throughput ratio two replicas via nginx / one replica direct: ${(two.rps / one.rps).toFixed(2)}`,
  );
} finally {
  await fleet.stop();
}
