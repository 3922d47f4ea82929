import { describe, expect, it } from 'vitest';
import type { Job, JobQueue } from '../../ports/services.ts';
import { createTestDeps, outboxJobs } from '../../testing/index.ts';
import { markJobDone } from './outbox.ts';
import { relayOutbox } from './relay-outbox.ts';

const resetJob = (uid: string): Job => ({
  kind: 'email',
  name: 'reset-email',
  payload: { requestId: `request-${uid}`, uid },
});

/** A queue that keeps one job per id, as the real adapters do, and can be told to refuse. */
const createRecordingQueue = () => {
  const jobs = new Map<string, Job>();
  /** Every enqueue call, ids in order, duplicates included. */
  const handed: string[] = [];
  const state = { refuseFrom: Number.POSITIVE_INFINITY, calls: 0 };
  const queue: JobQueue = {
    enqueue: async (job, options) => {
      state.calls += 1;
      if (state.calls >= state.refuseFrom) throw new Error('queue unavailable');
      const id = options?.id ?? `generated-${state.calls}`;
      handed.push(id);
      if (!jobs.has(id)) jobs.set(id, job);
    },
    enqueueAndWait: async () => {
      throw new Error('not used');
    },
  };
  return { queue, jobs, handed, state };
};

/** Test deps whose outbox holds a job for each uid, a minute apart, oldest first. */
const withOutbox = async (...uids: string[]) => {
  const recording = createRecordingQueue();
  const deps = createTestDeps({ jobs: recording.queue });
  for (const uid of uids) {
    await deps.store.outbox.add({
      id: `entry-${uid}`,
      job: resetJob(uid),
      createdAt: deps.clock.now(),
      relayedAt: null,
    });
    deps.clock.advance(60_000);
  }
  return { deps, ...recording };
};

const REDELIVER_MS = 120_000;
const relay = (deps: Parameters<typeof relayOutbox>[0], limit = 10) =>
  relayOutbox(deps, { limit, redeliverAfterMs: REDELIVER_MS });

describe('relayOutbox', () => {
  it('hands every due job to the queue under its entry id and keeps it until the job is done', async () => {
    const { deps, jobs } = await withOutbox('a', 'b');
    expect(await relay(deps)).toEqual({ relayed: 2 });
    expect([...jobs]).toEqual([
      ['entry-a', resetJob('a')],
      ['entry-b', resetJob('b')],
    ]);
    expect(await outboxJobs(deps.store)).toEqual([resetJob('a'), resetJob('b')]);
    await markJobDone(deps, 'entry-a');
    expect(await outboxJobs(deps.store)).toEqual([resetJob('b')]);
  });

  it('relays the oldest entries first, at most `limit` per call, each once until it is stale', async () => {
    const { deps, handed } = await withOutbox('a', 'b', 'c');
    expect(await relay(deps, 2)).toEqual({ relayed: 2 });
    expect(await relay(deps, 2)).toEqual({ relayed: 1 });
    expect(await relay(deps, 2)).toEqual({ relayed: 0 });
    expect(handed).toEqual(['entry-a', 'entry-b', 'entry-c']);
  });

  it('hands a job not done after the redelivery time over again under the same id', async () => {
    const { deps, handed, jobs } = await withOutbox('a', 'b');
    await relay(deps);
    await markJobDone(deps, 'entry-b');
    deps.clock.advance(REDELIVER_MS - 1);
    expect(await relay(deps)).toEqual({ relayed: 0 });
    deps.clock.advance(1);
    // The queue lost nothing here, so the second hand-over of entry-a makes no second job.
    expect(await relay(deps)).toEqual({ relayed: 1 });
    expect(handed).toEqual(['entry-a', 'entry-b', 'entry-a']);
    expect([...jobs.keys()]).toEqual(['entry-a', 'entry-b']);
  });

  it('hands a job the queue lost over again, so it is done in the end', async () => {
    const { deps, jobs } = await withOutbox('a');
    await relay(deps);
    jobs.clear(); // Redis restarted without persistence.
    deps.clock.advance(REDELIVER_MS);
    expect(await relay(deps)).toEqual({ relayed: 1 });
    expect([...jobs.keys()]).toEqual(['entry-a']);
  });

  it('relays nothing from an empty outbox', async () => {
    const { deps, state } = await withOutbox();
    expect(await relay(deps)).toEqual({ relayed: 0 });
    expect(state.calls).toBe(0);
  });

  it('stops at the first job the queue refuses, returns why, and keeps it and the later ones due', async () => {
    const { deps, handed, state } = await withOutbox('a', 'b', 'c');
    state.refuseFrom = 2;
    const refused = await relay(deps);
    expect(refused).toMatchObject({ relayed: 1, refused: new Error('queue unavailable') });
    expect(handed).toEqual(['entry-a']);

    state.refuseFrom = Number.POSITIVE_INFINITY;
    expect(await relay(deps)).toEqual({ relayed: 2 });
    expect(handed).toEqual(['entry-a', 'entry-b', 'entry-c']);
  });

  it('makes no second job when a relay is repeated after the entries were queued but not marked', async () => {
    const { deps, jobs } = await withOutbox('a', 'b');
    const markRelayed = deps.store.outbox.markRelayed;
    deps.store.outbox.markRelayed = async () => {
      throw new Error('crashed before marking');
    };
    await expect(relay(deps)).rejects.toThrow('crashed before marking');
    deps.store.outbox.markRelayed = markRelayed;

    expect(await relay(deps)).toEqual({ relayed: 2 });
    expect([...jobs.keys()]).toEqual(['entry-a', 'entry-b']);
  });
});
