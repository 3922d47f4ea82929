/**
 * `npm run bench:progress`: the participant save path (PUT /api/response/participant) with
 * BENCH_STREAMS (50) progress streams open on the participants' event, against the same load with
 * none, measured in one run (none, streams, none again: the baseline is the mean of the two); then
 * the time from a save to its `progress` event on a stream (p50, p95), one save at a time.
 * Same database settings as `npm run bench` (bench/save-api.ts).
 */
import { readSse } from '@vs/http/testing/sse';
import { body, CONNECTIONS, launchApi, loadApi, PARTICIPANTS, SECONDS, seed } from './save-api.ts';
import { percentile } from './support/harness.ts';
import { openStreams } from './support/progress-streams.ts';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 50);
const LATENCY_SAMPLES = 200;

/** One save at a time; how long until the stream shows that participant's row. */
const saveToEvent = async (
  base: string,
  eid: string,
  adminCookie: string,
  cookies: string[],
  uids: string[],
) => {
  const response = await fetch(`${base}/api/event/progress/stream?eid=${eid}`, {
    headers: { cookie: adminCookie },
  });
  const events = readSse(response);
  await events.nextEvent();
  const latencies: number[] = [];
  try {
    for (let i = 0; i < LATENCY_SAMPLES; i += 1) {
      const who = i % cookies.length;
      const start = performance.now();
      const saved = await fetch(`${base}/api/response/participant?prework=true`, {
        method: 'PUT',
        headers: { origin: base, 'content-type': 'application/json', cookie: cookies[who] as string },
        body: JSON.stringify(body),
      });
      if (!saved.ok) throw new Error(`save: ${saved.status}`);
      for (;;) {
        const event = await events.nextEvent(5000);
        if (event.event === 'progress' && JSON.parse(event.data ?? '{}').uid === uids[who]) break;
      }
      latencies.push(performance.now() - start);
    }
  } finally {
    await events.close();
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) };
};

const main = async () => {
  console.log(
    `${CONNECTIONS} saving connections, ${SECONDS} s per run, ${PARTICIPANTS} participants, ${STREAMS} streams`,
  );
  const { base, stop } = await launchApi();
  try {
    const { uids, cookies, eid, adminCookie } = await seed(base);
    await loadApi(base, cookies, 2); // warm-up: JIT, pools, first saves
    const before = await loadApi(base, cookies, SECONDS);
    const streams = await openStreams(base, eid, adminCookie, STREAMS);
    const during = await loadApi(base, cookies, SECONDS);
    await new Promise((resolve) => setTimeout(resolve, 500));
    streams.close();
    const after = await loadApi(base, cookies, SECONDS);
    const latency = await saveToEvent(base, eid, adminCookie, cookies, uids);
    console.table([
      { run: 'saves, no stream open', 'req/s': before.rps.toFixed(0), 'p99 ms': before.p99.toFixed(1) },
      {
        run: `saves, ${STREAMS} streams open`,
        'req/s': during.rps.toFixed(0),
        'p99 ms': during.p99.toFixed(1),
      },
      { run: 'saves, no stream open (again)', 'req/s': after.rps.toFixed(0), 'p99 ms': after.p99.toFixed(1) },
    ]);
    const fewest = Math.min(...streams.received);
    console.log(`progress events per stream during the load: at least ${fewest}`);
    const ratio = during.rps / ((before.rps + after.rps) / 2);
    console.log(`throughput ratio ${STREAMS} streams / none: ${ratio.toFixed(2)} (target >= 0.90)`);
    console.log(
      `save to event on the stream: p50 ${latency.p50.toFixed(0)} ms, p95 ${latency.p95.toFixed(0)} ms`,
    );
  } finally {
    await stop();
  }
};

await main();
