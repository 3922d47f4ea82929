import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type KeptSchedule, keepSchedule } from './schedule-keeper.ts';

/** A store holding at most one schedule, which a test can wipe or take offline. */
const fakeStore = () => {
  const store = { scheduled: false, up: true, upserts: 0, reconnect: () => {} };
  const answer = () => {
    if (!store.up) throw new Error('store down');
  };
  return {
    store,
    exists: async () => {
      answer();
      return store.scheduled;
    },
    upsert: async () => {
      answer();
      store.scheduled = true;
      store.upserts += 1;
    },
    onReconnect: (listener: () => void) => {
      store.reconnect = listener;
      return () => {
        store.reconnect = () => {};
      };
    },
  };
};

describe('keepSchedule', () => {
  let kept: KeptSchedule | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-01T09:00:30.000Z'));
  });
  afterEach(() => {
    kept?.stop();
    vi.useRealTimers();
  });

  it('upserts at once, so a changed period applies even when the schedule exists', async () => {
    const fake = fakeStore();
    fake.store.scheduled = true;
    kept = await keepSchedule({ ...fake, checkEveryMs: 60_000 });
    expect(fake.store.upserts).toBe(1);
    expect(await kept.isScheduled()).toBe(true);
  });

  it('re-creates a schedule found missing at the next whole period on the clock, leaving a present one alone', async () => {
    const fake = fakeStore();
    const recreated: string[] = [];
    kept = await keepSchedule({
      ...fake,
      checkEveryMs: 60_000,
      onRecreated: () => recreated.push(new Date().toISOString()),
    });
    // Looked at 09:01:00: present.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.store.upserts).toBe(1);

    fake.store.scheduled = false;
    expect(await kept.isScheduled()).toBe(false);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(fake.store.scheduled).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.store.scheduled).toBe(true);
    expect(fake.store.upserts).toBe(2);
    expect(recreated).toEqual(['2026-06-01T09:02:00.000Z']);
  });

  it('re-creates it as soon as the connection comes back, without waiting for the period', async () => {
    const fake = fakeStore();
    kept = await keepSchedule({ ...fake, checkEveryMs: 60_000 });
    fake.store.scheduled = false;
    fake.store.reconnect();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.store.scheduled).toBe(true);
  });

  it('reports a check that could not reach the store and heals at the next chance', async () => {
    const fake = fakeStore();
    const failures: unknown[] = [];
    kept = await keepSchedule({
      ...fake,
      checkEveryMs: 1000,
      onCheckFailed: (error) => failures.push(error),
    });
    fake.store.scheduled = false;
    fake.store.up = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(failures).toEqual([new Error('store down')]);
    await expect(kept.heal()).rejects.toThrow('store down');

    fake.store.up = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.store.scheduled).toBe(true);
  });

  it('heals on demand, saying whether it had to', async () => {
    const fake = fakeStore();
    kept = await keepSchedule({ ...fake, checkEveryMs: 60_000 });
    expect(await kept.heal()).toBe(false);
    fake.store.scheduled = false;
    expect(await kept.heal()).toBe(true);
  });

  it('stops looking once stopped', async () => {
    const fake = fakeStore();
    kept = await keepSchedule({ ...fake, checkEveryMs: 1000 });
    kept.stop();
    fake.store.scheduled = false;
    fake.store.reconnect();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.store.scheduled).toBe(false);
  });
});
