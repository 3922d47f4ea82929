/**
 * `npm run bench:viewers`: what one Guide's open dashboard costs the API while its event's people
 * save, kept up to date by its progress stream (as the console does) against polled (`GET /api/event`,
 * which lists the participants and their progress, every BENCH_POLL_SECONDS (5), as the room's Guide
 * in bench:room does). Issue 38: the stream must cost less than polling did, per viewer.
 *
 * One event of BENCH_EVENT_SIZE (300) people, whose 40 participants with sessions save at
 * BENCH_SAVE_RATE (24) a second: the pace of 300 people saving every 5-20 s. BENCH_VIEWERS (20)
 * dashboards at once. Each of BENCH_ROUNDS (3) rounds has three phases of BENCH_PHASE_SECONDS (30),
 * in turn (the order rotates each round): the saves alone, the saves with every dashboard streaming,
 * the saves with every dashboard polling. A viewer's share is its phase's API CPU (from /proc) less
 * the saves alone of the same round, over the viewers, per minute; its bytes are what the client
 * read. Opening a streaming dashboard (its event, its progress and the stream's snapshot) is
 * weighed apart, once per viewer; a polling dashboard's first poll is its opening.
 * Same database settings as `npm run bench` (bench/save-api.ts).
 */
import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { body, launchApi, PARTICIPANTS, SAVE_PATH, seed } from './save-api.ts';
import { cpuSeconds, median, paced, request } from './support/harness.ts';
import { openStreams } from './support/progress-streams.ts';

const EVENT_SIZE = Number(process.env.BENCH_EVENT_SIZE ?? 300);
const SAVE_RATE = Number(process.env.BENCH_SAVE_RATE ?? 24);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 20);
const PHASE_SECONDS = Number(process.env.BENCH_PHASE_SECONDS ?? 30);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POLL_MS = Number(process.env.BENCH_POLL_SECONDS ?? 5) * 1000;

type Phase = 'saves alone' | 'streaming' | 'polling';
const PHASES: readonly Phase[] = ['saves alone', 'streaming', 'polling'];

/** One GET read to its end; resolves to the bytes of its body. */
const read = async (url: string, cookie: string): Promise<number> => {
  const response = await fetch(url, { headers: { cookie } });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return bytes;
};

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

const main = async () => {
  console.log(
    `${VIEWERS} dashboards of an event of ${EVENT_SIZE}; ${SAVE_RATE} saves/s from ${PARTICIPANTS} participants; ` +
      `${ROUNDS} rounds of ${PHASE_SECONDS} s phases; polling every ${POLL_MS / 1000} s`,
  );
  const api = await launchApi();
  const cpu = () => cpuSeconds(api.pid);
  try {
    const { cookies, eid, adminCookie } = await seed(api.base, EVENT_SIZE);
    const eventUrl = `${api.base}/api/event?eid=${eid}`;
    const progressUrl = `${api.base}/api/event/progress?eid=${eid}`;
    const saves = (seconds: number) =>
      paced(SAVE_RATE, seconds, (i) =>
        request(api.base, 'PUT', SAVE_PATH, { cookie: cookies[i % cookies.length] as string, body }),
      );
    await saves(5); // warm-up: JIT, pools, first saves

    /** The saves for one phase beside `viewers` (started with them, stopped once they end). */
    const phase = async (viewers: (signal: AbortSignal) => Promise<number>) => {
      const stop = new AbortController();
      setMaxListeners(VIEWERS + 1, stop.signal); // a sleeping poll listens on it per viewer
      const start = await cpu();
      const viewing = viewers(stop.signal);
      const saved = await saves(PHASE_SECONDS);
      stop.abort();
      const bytes = await viewing;
      const seconds = (await cpu()) - start;
      if (saved.failures > 0)
        throw new Error(`${saved.failures} saves failed: ${JSON.stringify(saved.reasons)}`);
      return { seconds, bytes, saveP99: saved.latencies.p99 };
    };

    const alone = () => phase(async () => 0);

    const streaming = async () => {
      const opened = await cpu();
      const reads = await Promise.all(
        Array.from(
          { length: VIEWERS },
          async () => (await read(eventUrl, adminCookie)) + (await read(progressUrl, adminCookie)),
        ),
      );
      const streams = await openStreams(api.base, eid, adminCookie, VIEWERS);
      const snapshotBytes = sum(streams.bytes);
      const opening = { seconds: (await cpu()) - opened, bytes: sum(reads) + snapshotBytes };
      const result = await phase(async (signal) => {
        await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
        return sum(streams.bytes) - snapshotBytes;
      });
      streams.close();
      const fewest = Math.min(...streams.received);
      if (fewest === 0) throw new Error('a stream read no progress event while its people saved');
      return { ...result, opening };
    };

    const polling = () =>
      phase(async (signal) => {
        let bytes = 0;
        await Promise.all(
          Array.from({ length: VIEWERS }, async (_, viewer) => {
            // The dashboards' polls spread over the interval, as dashboards opened at different times.
            let due = performance.now() + (viewer * POLL_MS) / VIEWERS;
            while (!signal.aborted) {
              const wait = due - performance.now();
              if (wait > 0) await sleep(wait, undefined, { signal }).catch(() => undefined);
              if (signal.aborted) break;
              bytes += await read(eventUrl, adminCookie);
              due += POLL_MS;
            }
          }),
        );
        return bytes;
      });

    const perViewer: Record<Exclude<Phase, 'saves alone'>, { cpuMs: number[]; kB: number[] }> = {
      streaming: { cpuMs: [], kB: [] },
      polling: { cpuMs: [], kB: [] },
    };
    const openings: { cpuMs: number; kB: number }[] = [];
    const rows: Record<string, string | number>[] = [];
    const perMinute = 60 / PHASE_SECONDS / VIEWERS;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const order = PHASES.map((_, i) => PHASES[(i + round - 1) % PHASES.length] as Phase);
      const measured = new Map<Phase, { seconds: number; bytes: number; saveP99: number }>();
      for (const name of order) {
        if (name === 'saves alone') measured.set(name, await alone());
        else if (name === 'polling') measured.set(name, await polling());
        else {
          const { opening, ...result } = await streaming();
          openings.push({ cpuMs: (opening.seconds * 1000) / VIEWERS, kB: opening.bytes / 1024 / VIEWERS });
          measured.set(name, result);
        }
      }
      const base = measured.get('saves alone')?.seconds ?? 0;
      for (const name of PHASES) {
        const result = measured.get(name);
        if (result === undefined) continue;
        rows.push({
          round,
          phase: name,
          'API CPU s': Number(result.seconds.toFixed(2)),
          'save p99 ms': Number(result.saveP99.toFixed(1)),
        });
        if (name === 'saves alone') continue;
        perViewer[name].cpuMs.push((result.seconds - base) * 1000 * perMinute);
        perViewer[name].kB.push((result.bytes / 1024) * perMinute);
      }
    }
    console.table(rows);
    const streamCpu = median(perViewer.streaming.cpuMs);
    const pollCpu = median(perViewer.polling.cpuMs);
    const range = (values: readonly number[]) =>
      `${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)}`;
    console.log(
      `per viewer a minute, streaming: API CPU ${streamCpu.toFixed(1)} ms (${range(perViewer.streaming.cpuMs)}), ` +
        `${median(perViewer.streaming.kB).toFixed(1)} kB read`,
    );
    console.log(
      `per viewer a minute, polling every ${POLL_MS / 1000} s: API CPU ${pollCpu.toFixed(1)} ms (${range(perViewer.polling.cpuMs)}), ` +
        `${median(perViewer.polling.kB).toFixed(1)} kB read`,
    );
    console.log(
      `opening a streaming dashboard (event, progress, snapshot): API CPU ${median(openings.map((o) => o.cpuMs)).toFixed(1)} ms, ` +
        `${median(openings.map((o) => o.kB)).toFixed(1)} kB`,
    );
    console.log(
      `streaming / polling, API CPU per viewer a minute: ${(streamCpu / pollCpu).toFixed(2)} (target < 1)`,
    );
  } finally {
    await api.stop();
  }
};

await main();
