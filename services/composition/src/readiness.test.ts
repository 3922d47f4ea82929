import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReadiness } from './readiness.ts';

const up = (name: string) => ({ name, check: async () => true });
const down = (name: string) => ({ name, check: async () => false });

describe('createReadiness', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is ready when every dependency answers', async () => {
    const readiness = createReadiness({ stopping: () => false, dependencies: [up('database'), up('redis')] });
    expect(await readiness()).toEqual({ ready: true, dependencies: { database: 'up', redis: 'up' } });
  });

  it('names what is down: a false answer, a rejection and a dependency that hangs alike', async () => {
    const hangs = { name: 'redis', check: () => new Promise<boolean>(() => {}) };
    const rejects = {
      name: 'database',
      check: async (): Promise<boolean> => {
        throw new Error('postgres://app:hunter2@db/values refused');
      },
    };
    expect(
      await createReadiness({ stopping: () => false, dependencies: [up('database'), down('redis')] })(),
    ).toEqual({
      ready: false,
      reason: 'redis unavailable',
      dependencies: { database: 'up', redis: 'down' },
    });
    vi.useFakeTimers();
    let answer: unknown;
    void createReadiness({ stopping: () => false, dependencies: [rejects, hangs], timeoutMs: 50 })().then(
      (result) => {
        answer = result;
      },
    );
    // The hanging check is given up on at its timeout, not one tick earlier.
    await vi.advanceTimersByTimeAsync(49);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toEqual({
      ready: false,
      reason: 'database and redis unavailable',
      dependencies: { database: 'down', redis: 'down' },
    });
  });

  it('is not ready from the first shutdown signal, whatever the dependencies say', async () => {
    let stopping = false;
    const readiness = createReadiness({ stopping: () => stopping, dependencies: [up('database')] });
    expect(await readiness()).toMatchObject({ ready: true });
    stopping = true;
    expect(await readiness()).toEqual({ ready: false, reason: 'shutting down' });
  });

  it('stays ready with an optional dependency down, and reports it', async () => {
    const readiness = createReadiness({
      stopping: () => false,
      dependencies: [up('database'), { ...down('redis'), required: false }],
    });
    expect(await readiness()).toEqual({ ready: true, dependencies: { database: 'up', redis: 'down' } });
    const noDatabase = createReadiness({
      stopping: () => false,
      dependencies: [down('database'), { ...down('redis'), required: false }],
    });
    expect(await noDatabase()).toEqual({
      ready: false,
      reason: 'database unavailable',
      dependencies: { database: 'down', redis: 'down' },
    });
  });
});
