import { describe, expect, it } from 'vitest';
import { createReadiness } from './readiness.ts';

const up = (name: string) => ({ name, check: async () => true });
const down = (name: string) => ({ name, check: async () => false });

describe('createReadiness', () => {
  it('is ready when every dependency answers', async () => {
    const readiness = createReadiness({ stopping: () => false, dependencies: [up('database'), up('redis')] });
    expect(await readiness()).toEqual({ ready: true });
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
    });
    const started = Date.now();
    expect(
      await createReadiness({ stopping: () => false, dependencies: [rejects, hangs], timeoutMs: 50 })(),
    ).toEqual({
      ready: false,
      reason: 'database and redis unavailable',
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('is not ready from the first shutdown signal, whatever the dependencies say', async () => {
    let stopping = false;
    const readiness = createReadiness({ stopping: () => stopping, dependencies: [up('database')] });
    expect(await readiness()).toEqual({ ready: true });
    stopping = true;
    expect(await readiness()).toEqual({ ready: false, reason: 'shutting down' });
  });
});
