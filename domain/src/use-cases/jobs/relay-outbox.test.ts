import { describe, expect, it } from 'vitest';
import type { Job, JobQueue } from '../../ports/services.ts';
import { createTestDeps, outboxJobs } from '../../testing/index.ts';
import { relayOutbox } from './relay-outbox.ts';

const resetJob = (uid: string): Job => ({
  kind: 'email',
  name: 'reset-email',
  payload: { requestId: `request-${uid}`, uid },
});

/** A queue that keeps one job per id, as the real adapters do, and can be told to refuse. */
const createRecordingQueue = () => {
  const jobs = new Map<string, Job>();
  const state = { refuseFrom: Number.POSITIVE_INFINITY, calls: 0 };
  const queue: JobQueue = {
    enqueue: async (job, options) => {
      state.calls += 1;
      if (state.calls >= state.refuseFrom) throw new Error('queue unavailable');
      const id = options?.id ?? `generated-${state.calls}`;
      if (!jobs.has(id)) jobs.set(id, job);
    },
    enqueueAndWait: async () => {
      throw new Error('not used');
    },
  };
  return { queue, jobs, state };
};

/** Test deps whose outbox holds a job for each uid, a minute apart, oldest first. */
const withOutbox = async (...uids: string[]) => {
  const recording = createRecordingQueue();
  const deps = createTestDeps({ jobs: recording.queue });
  for (const uid of uids) {
    await deps.store.outbox.add({ id: `entry-${uid}`, job: resetJob(uid), createdAt: deps.clock.now() });
    deps.clock.advance(60_000);
  }
  return { deps, ...recording };
};

describe('relayOutbox', () => {
  it('hands every pending job to the queue under its entry id and empties the outbox', async () => {
    const { deps, jobs } = await withOutbox('a', 'b');
    expect(await relayOutbox(deps, { limit: 10 })).toEqual({ relayed: 2 });
    expect([...jobs]).toEqual([
      ['entry-a', resetJob('a')],
      ['entry-b', resetJob('b')],
    ]);
    expect(await outboxJobs(deps.store)).toEqual([]);
  });

  it('relays the oldest entries first, at most `limit` per call', async () => {
    const { deps, jobs } = await withOutbox('a', 'b', 'c');
    expect(await relayOutbox(deps, { limit: 2 })).toEqual({ relayed: 2 });
    expect([...jobs.keys()]).toEqual(['entry-a', 'entry-b']);
    expect(await outboxJobs(deps.store)).toEqual([resetJob('c')]);
  });

  it('relays nothing from an empty outbox', async () => {
    const { deps, state } = await withOutbox();
    expect(await relayOutbox(deps, { limit: 10 })).toEqual({ relayed: 0 });
    expect(state.calls).toBe(0);
  });

  it('stops at the first job the queue refuses and keeps it and the later ones for a later relay', async () => {
    const { deps, jobs, state } = await withOutbox('a', 'b', 'c');
    state.refuseFrom = 2;
    await expect(relayOutbox(deps, { limit: 10 })).rejects.toThrow('queue unavailable');
    expect([...jobs.keys()]).toEqual(['entry-a']);
    expect(await outboxJobs(deps.store)).toEqual([resetJob('b'), resetJob('c')]);

    state.refuseFrom = Number.POSITIVE_INFINITY;
    expect(await relayOutbox(deps, { limit: 10 })).toEqual({ relayed: 2 });
    expect([...jobs.keys()]).toEqual(['entry-a', 'entry-b', 'entry-c']);
  });

  it('makes no second job when a relay is repeated after the entries were queued but not removed', async () => {
    const { deps, jobs } = await withOutbox('a', 'b');
    const remove = deps.store.outbox.remove;
    deps.store.outbox.remove = async () => {
      throw new Error('crashed before removing');
    };
    await expect(relayOutbox(deps, { limit: 10 })).rejects.toThrow('crashed before removing');
    deps.store.outbox.remove = remove;

    expect(await relayOutbox(deps, { limit: 10 })).toEqual({ relayed: 2 });
    expect([...jobs.keys()]).toEqual(['entry-a', 'entry-b']);
    expect(await outboxJobs(deps.store)).toEqual([]);
  });
});
