import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GROWTH,
  IDLE_CHECK_MS,
  memoryReturningCollection,
  QUIET_REQUESTS,
  returnMemoryWhenIdle,
} from './idle-memory.ts';

const MiB = 2 ** 20;

/** A process whose requests and resident set the test sets, watched as the API watches itself. */
const watched = (collect: (() => Promise<void>) | null = async () => {}) => {
  const state = { requests: 0, rss: 200 * MiB };
  const returned: { before: number; after: number }[] = [];
  const failures: unknown[] = [];
  const collections = vi.fn(async () => {
    await collect?.();
    state.rss = 210 * MiB;
  });
  const stop = returnMemoryWhenIdle({
    requests: () => state.requests,
    residentBytes: () => state.rss,
    collect: collect === null ? null : collections,
    returned: ({ before, after }) => returned.push({ before: before / MiB, after: after / MiB }),
    failed: (error) => failures.push(error),
  });
  /** One check's interval, with `requests` served in it. */
  const interval = async (requests = 0) => {
    state.requests += requests;
    await vi.advanceTimersByTimeAsync(IDLE_CHECK_MS);
  };
  return { state, returned, failures, collections, stop, interval };
};

describe("returnMemoryWhenIdle: a busy spell's memory given back once the API is quiet (issue 38)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('collects once the resident set has grown by a quarter and two checks in a row were quiet', async () => {
    const { state, returned, collections, interval, stop } = watched();
    await interval(5_000);
    state.rss = 500 * MiB;
    await interval(4_000);
    await interval(QUIET_REQUESTS);
    expect(collections).not.toHaveBeenCalled();
    await interval(3);
    expect(collections).toHaveBeenCalledTimes(1);
    expect(returned).toEqual([{ before: 500, after: 210 }]);
    // Quiet, but grown by less than a quarter since: nothing more.
    state.rss = 210 * MiB * GROWTH - 1;
    for (let i = 0; i < 5; i += 1) await interval();
    expect(collections).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not collect while requests keep coming, however large the process', async () => {
    const { state, collections, interval, stop } = watched();
    state.rss = 900 * MiB;
    for (let i = 0; i < 10; i += 1) await interval(QUIET_REQUESTS + 1 + (i % 2) * 500);
    expect(collections).not.toHaveBeenCalled();
    stop();
  });

  it('leaves a process that has not grown alone, and stops when told', async () => {
    const { state, collections, interval, stop } = watched();
    for (let i = 0; i < 5; i += 1) await interval();
    expect(collections).not.toHaveBeenCalled();
    stop();
    state.rss = 900 * MiB;
    for (let i = 0; i < 5; i += 1) await interval();
    expect(collections).not.toHaveBeenCalled();
  });

  it('reports a failed collection and tries again at the next quiet check', async () => {
    let attempts = 0;
    const { state, failures, collections, returned, interval, stop } = watched(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('no collection');
    });
    state.rss = 500 * MiB;
    await interval();
    await interval();
    expect(failures).toEqual([new Error('no collection')]);
    await interval();
    expect(collections).toHaveBeenCalledTimes(2);
    expect(returned).toEqual([{ before: 500, after: 210 }]);
    stop();
  });

  it('does nothing where V8 offers no such collection', async () => {
    const { state, interval, returned, stop } = watched(null);
    state.rss = 900 * MiB;
    for (let i = 0; i < 5; i += 1) await interval();
    expect(returned).toEqual([]);
    stop();
  });
});

describe('memoryReturningCollection', () => {
  it('gives pooled pages back to the system without making gc a global', async () => {
    const collect = memoryReturningCollection();
    expect(collect).not.toBeNull();
    expect('gc' in globalThis).toBe(false);
    const start = process.memoryUsage.rss();
    // Short-lived objects by the hundred thousand: the pages they took are freed, not returned.
    let kept: unknown[] = [];
    for (let round = 0; round < 40; round += 1) {
      for (let i = 0; i < 20_000; i += 1) kept.push({ i, text: `value ${i} of round ${round}` });
      if (kept.length > 200_000) kept = kept.slice(100_000);
    }
    kept = [];
    const before = process.memoryUsage.rss();
    await collect?.();
    // At least half of what the churn added is given back (an ordinary full collection: some 15 %).
    expect(process.memoryUsage.rss() - start).toBeLessThan((before - start) / 2);
  });
});
