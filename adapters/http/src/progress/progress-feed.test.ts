import type { ProgressChanges } from '@vs/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInProcessProgressBus, type ProgressBus } from './progress-bus.ts';
import { createProgressFeed } from './progress-feed.ts';

const changesOf = (uids: readonly string[]): ProgressChanges => ({ rows: [], removed: [...uids] });

/** A bus that counts its subscriptions, around the in-process one. */
const countingBus = () => {
  const inner = createInProcessProgressBus();
  let open = 0;
  const bus: ProgressBus = {
    ...inner,
    subscribe: async (eid, listener) => {
      open += 1;
      const stop = await inner.subscribe(eid, listener);
      return async () => {
        open -= 1;
        await stop();
      };
    },
  };
  return { bus, open: () => open };
};

describe('createProgressFeed', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the changes of a batch once, with every changed uid, for all the streams of the event', async () => {
    // The batch timer is the test's: a batch closes when the test moves the clock past batchMs.
    vi.useFakeTimers();
    const { bus, open } = countingBus();
    const load = vi.fn(async (_eid: string, uids: readonly string[]) => changesOf(uids));
    const feed = createProgressFeed({ bus, load, batchMs: 20 });
    const [first, second, elsewhere] = [vi.fn(), vi.fn(), vi.fn()];
    const stopFirst = await feed.follow('e1', first);
    const stopSecond = await feed.follow('e1', second);
    await feed.follow('e2', elsewhere);
    expect(open()).toBe(2);

    bus.publish('e1', 'u1');
    bus.publish('e1', 'u2');
    bus.publish('e1', 'u1');
    await vi.waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('e1', ['u1', 'u2']);
    expect(first).toHaveBeenCalledWith(changesOf(['u1', 'u2']));
    expect(elsewhere).not.toHaveBeenCalled();

    await stopFirst();
    expect(open()).toBe(2);
    await stopSecond();
    expect(open()).toBe(1);
    bus.publish('e1', 'u3');
    await vi.advanceTimersByTimeAsync(50);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failed read and goes on with the next batch', async () => {
    const bus = createInProcessProgressBus();
    const load = vi
      .fn<(eid: string, uids: readonly string[]) => Promise<ProgressChanges>>()
      .mockRejectedValueOnce(new Error('database away'))
      .mockImplementation(async (_eid, uids) => changesOf(uids));
    const failures: unknown[] = [];
    const feed = createProgressFeed({ bus, load, batchMs: 5, onLoadError: (error) => failures.push(error) });
    const listener = vi.fn();
    await feed.follow('e1', listener);
    bus.publish('e1', 'u1');
    await vi.waitFor(() => expect(failures).toHaveLength(1));
    bus.publish('e1', 'u2');
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith(changesOf(['u2'])));
  });
});
