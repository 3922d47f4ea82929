import { describe, expect, it } from 'vitest';
import { notReadyReasons, type WorkerReadinessChecks } from './readiness.ts';

const healthy: WorkerReadinessChecks = {
  redisConnected: () => true,
  queuesServed: () => true,
  databaseAnswers: async () => true,
  lifecycleScheduled: async () => true,
};

describe('notReadyReasons', () => {
  it('finds none when everything answers, with or without a schedule to keep', async () => {
    expect(await notReadyReasons(healthy)).toEqual([]);
    const { lifecycleScheduled: _none, ...withoutSchedule } = healthy;
    expect(await notReadyReasons(withoutSchedule)).toEqual([]);
  });

  it('names a missing lifecycle schedule, and a schedule check that failed as one', async () => {
    expect(await notReadyReasons({ ...healthy, lifecycleScheduled: async () => false })).toEqual([
      'lifecycle schedule missing',
    ]);
    const failing = async (): Promise<boolean> => {
      throw new Error('timeout');
    };
    expect(await notReadyReasons({ ...healthy, lifecycleScheduled: failing })).toEqual([
      'lifecycle schedule missing',
    ]);
  });

  it('names what is down, and does not look for the schedule while Redis is away', async () => {
    let looked = false;
    const reasons = await notReadyReasons({
      redisConnected: () => false,
      queuesServed: () => false,
      databaseAnswers: async () => {
        throw new Error('connection refused');
      },
      lifecycleScheduled: async () => {
        looked = true;
        return false;
      },
    });
    expect(reasons).toEqual(['redis unavailable', 'database unavailable', 'not serving every queue']);
    expect(looked).toBe(false);
  });
});
