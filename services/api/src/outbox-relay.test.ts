import type { Job, JobQueue } from '@vs/domain';
import { createInMemoryStore, outboxJobs } from '@vs/domain/testing';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type OutboxRelay, reportingOutboxWrites, startOutboxRelay } from './outbox-relay.ts';

const job = (uid: string): Job => ({ kind: 'email', name: 'reset-email', payload: { requestId: uid, uid } });
const entry = (uid: string) => ({
  id: `entry-${uid}`,
  job: job(uid),
  createdAt: new Date(),
  relayedAt: null,
});
const clock = { now: () => new Date() };

/** Waits for `check`, moving the (fake) clock on between tries, so the relay's passes run. */
const eventually = (check: () => boolean | Promise<boolean>): Promise<void> =>
  vi.waitFor(async () => expect(await check()).toBe(true), { timeout: 3000, interval: 5 });

/** A queue that records job ids and refuses while `down` is set. */
const createQueue = () => {
  const state = { down: false, ids: [] as string[] };
  const queue: JobQueue = {
    enqueue: async (_job, options) => {
      if (state.down) throw new Error('Redis unavailable');
      state.ids.push(options?.id ?? '?');
    },
    enqueueAndWait: async () => {},
  };
  return { queue, state };
};

describe('the outbox relay', () => {
  const relays: OutboxRelay[] = [];
  // The relay's timer and the clock it dates its passes by are the test's.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(async () => {
    for (const relay of relays.splice(0)) await relay.stop();
    vi.useRealTimers();
  });
  const start = (intervalMs: number, redeliverAfterMs = 60_000) => {
    const store = createInMemoryStore();
    const { queue, state } = createQueue();
    const warnings: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void warnings.push(line) });
    const relay = startOutboxRelay({
      deps: { store, jobs: queue, clock },
      intervalMs,
      redeliverAfterMs,
      batchSize: 2,
      logger,
    });
    relays.push(relay);
    return { store, state, relay, warnings };
  };

  it('relays what a committed transaction wrote right away, without waiting for the timer', async () => {
    const { store, state, relay } = start(60_000);
    const reporting = reportingOutboxWrites(store, relay.poke);
    await reporting.transaction(async (tx) => {
      await tx.outbox.add(entry('a'));
      await tx.outbox.add(entry('b'));
      await tx.outbox.add(entry('c'));
    });
    await eventually(() => state.ids.length === 3);
    expect(state.ids).toEqual(['entry-a', 'entry-b', 'entry-c']);
    // Kept until the jobs are done.
    expect(await outboxJobs(store)).toEqual([job('a'), job('b'), job('c')]);
  });

  it('hands a job not done in time over again, under the same id, until it is done', async () => {
    const { store, state } = start(10, 50);
    await store.outbox.add(entry('a'));
    await eventually(() => state.ids.length >= 2);
    expect(new Set(state.ids)).toEqual(new Set(['entry-a']));
    await store.outbox.remove(['entry-a']);
    const handed = state.ids.length;
    await vi.advanceTimersByTimeAsync(150);
    expect(state.ids.length).toBe(handed);
  });

  it('relays a write made outside a transaction right away too', async () => {
    const { store, state, relay } = start(60_000);
    await reportingOutboxWrites(store, relay.poke).outbox.add(entry('a'));
    await eventually(() => state.ids.length === 1);
  });

  it('reports nothing for a transaction that failed or wrote no outbox entry', async () => {
    const store = createInMemoryStore();
    let reports = 0;
    const reporting = reportingOutboxWrites(store, () => {
      reports += 1;
    });
    await expect(
      reporting.transaction(async (tx) => {
        await tx.outbox.add(entry('a'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await reporting.transaction(async (tx) => tx.outbox.count());
    expect(reports).toBe(0);
    expect(await outboxJobs(store)).toEqual([]);
  });

  it('keeps entries while the queue refuses them, warns once, and relays them on a later pass', async () => {
    const { store, state, relay, warnings } = start(20);
    state.down = true;
    await store.outbox.add(entry('a'));
    relay.poke();
    await vi.advanceTimersByTimeAsync(100);
    expect(await outboxJobs(store)).toEqual([job('a')]);
    expect(warnings.filter((line) => line.includes('job queue unavailable'))).toHaveLength(1);

    state.down = false;
    await eventually(() => state.ids.length === 1);
    expect(warnings.filter((line) => line.includes('resumed: job queue available again'))).toHaveLength(1);
  });

  it('names the database when it is the one down, once per outage', async () => {
    const { store, state, warnings } = start(10);
    await store.outbox.add(entry('a'));
    const due = store.outbox.due;
    store.outbox.due = async () => {
      throw new Error('connection refused');
    };
    await vi.advanceTimersByTimeAsync(100);
    expect(
      warnings.filter((line) => line.includes('outbox relay paused: database unavailable')),
    ).toHaveLength(1);
    expect(warnings.filter((line) => line.includes('job queue'))).toEqual([]);

    store.outbox.due = due;
    await eventually(() => state.ids.length === 1);
    expect(warnings.filter((line) => line.includes('resumed: database available again'))).toHaveLength(1);
  });

  it('flushes everything committed before the call', async () => {
    const { store, state, relay } = start(60_000);
    for (const uid of ['a', 'b', 'c', 'd', 'e']) await store.outbox.add(entry(uid));
    await relay.flush();
    expect(state.ids).toHaveLength(5);
  });
});
