/**
 * `npm run bench`: the participant save path (PUT /api/response/participant) through the whole API
 * against real PostgreSQL, next to the same UPSERT through raw `pg` at the same concurrency, both
 * measured in this run; then the API's p99 at a fixed 200 requests/s.
 *
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the PostgreSQL; default the local test database.
 * Everything lives in a fresh schema that is dropped at the end. BENCH_API_NODE_ARGS passes flags to
 * the API process (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
 */
import pg from 'pg';
import {
  body,
  CONNECTIONS,
  DATABASE_URL,
  launchApi,
  loadApi,
  PARTICIPANTS,
  POOL_SIZE,
  percentile,
  SECONDS,
  seed,
} from './save-api.ts';

const FIXED_RATE = 200;

/**
 * Open loop: one save every 1000/rate ms on a fixed schedule, whatever the answers do (a room of
 * people does not wait for each other). Latency counts from the scheduled time, so a stall shows.
 */
const paceApi = async (base: string, cookies: string[], rate: number, seconds: number) => {
  const interval = 1000 / rate;
  const count = Math.round(rate * seconds);
  const latencies: number[] = [];
  let failures = 0;
  const start = performance.now() + 50;
  const sends: Promise<void>[] = [];
  for (let i = 0; i < count; i += 1) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    sends.push(
      fetch(`${base}/api/response/participant?prework=true`, {
        method: 'PUT',
        headers: {
          origin: base,
          'content-type': 'application/json',
          cookie: cookies[i % cookies.length] as string,
        },
        body: JSON.stringify(body),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          if (!response.ok) failures += 1;
          latencies.push(performance.now() - due);
        },
        () => {
          failures += 1;
        },
      ),
    );
  }
  await Promise.all(sends);
  if (failures > 0) throw new Error(`${failures} failed requests in the paced load`);
  latencies.sort((a, b) => a - b);
  return { rps: count / seconds, p99: percentile(latencies, 0.99), total: count };
};

const loadRaw = async (schema: string, uids: string[], seconds: number) => {
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: POOL_SIZE });
  const sql = `insert into "${schema}"."responses" ("uid", "kind", "values", "descriptions", "percent_lived", "updated_at")
    values ($1, 'prework', $2, $3, $4, now())
    on conflict ("uid", "kind") do update set "values" = excluded."values", "descriptions" = excluded."descriptions",
      "percent_lived" = excluded."percent_lived", "updated_at" = excluded."updated_at"`;
  const params = [
    JSON.stringify(body.values),
    JSON.stringify(body.descriptions),
    JSON.stringify(body.percentLived),
  ];
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  let next = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const uid = uids[next % uids.length] as string;
      next += 1;
      const start = performance.now();
      await pool.query(sql, [uid, ...params]);
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  await pool.end();
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / seconds, p99: percentile(latencies, 0.99), total: latencies.length };
};

const main = async () => {
  console.log(
    `${CONNECTIONS} concurrent connections, ${SECONDS} s per run, pool ${POOL_SIZE}, ${PARTICIPANTS} participants`,
  );
  const { base, schema, stop } = await launchApi();
  try {
    const { uids, cookies } = await seed(base);
    await loadApi(base, cookies, 2); // warm-up: JIT, pools, first saves
    const raw = await loadRaw(schema, uids, SECONDS);
    const full = await loadApi(base, cookies, SECONDS);
    const fixed = await paceApi(base, cookies, FIXED_RATE, SECONDS);
    const rows = [
      {
        run: 'raw pg UPSERT (baseline)',
        'req/s': raw.rps.toFixed(0),
        'p99 ms': raw.p99.toFixed(1),
        requests: raw.total,
      },
      {
        run: 'PUT /api/response/participant',
        'req/s': full.rps.toFixed(0),
        'p99 ms': full.p99.toFixed(1),
        requests: full.total,
      },
      {
        run: `API paced at ${FIXED_RATE} req/s`,
        'req/s': fixed.rps.toFixed(0),
        'p99 ms': fixed.p99.toFixed(1),
        requests: fixed.total,
      },
    ];
    console.table(rows);
    const ratio = full.rps / raw.rps;
    console.log(`throughput ratio API / raw pg: ${ratio.toFixed(2)} (target >= 0.50)`);
    console.log(`p99 at ${FIXED_RATE} req/s: ${fixed.p99.toFixed(1)} ms (target < 100 ms)`);
  } finally {
    await stop();
  }
};

await main();
