import { DomainError } from '@vs/domain';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRedisUrl, useTestRedis } from '../testing/test-redis.ts';
import { createRateCounter, type RateCounterOptions } from './rate-counter.ts';

const redisUrl = testRedisUrl();

const TWO_PER_MINUTE = { points: 2, durationSeconds: 60 };

const RATE_LIMITED = { kind: 'rate-limited', code: 'RATE_LIMITED' };

type Store = Pick<RateCounterOptions, 'redis' | 'keyPrefix'>;

/** The behaviour every counter must show, whatever keeps the counts. */
const describeCounter = (name: string, store: () => Store) => {
  describe(`createRateCounter (${name})`, () => {
    const counter = () => createRateCounter({ ...store(), rule: TWO_PER_MINUTE });

    it('refuses the event past the limit with a 429 DomainError carrying the wait in seconds', async () => {
      const limit = counter();
      await limit.consume('pat@example.test');
      await limit.consume('pat@example.test');
      const refused = await limit.consume('pat@example.test').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DomainError);
      expect(refused).toMatchObject(RATE_LIMITED);
      const { retryAfterSeconds } = refused as DomainError;
      expect(retryAfterSeconds).toBeGreaterThan(0);
      expect(retryAfterSeconds).toBeLessThanOrEqual(60);
    });

    it('counts keys case-insensitively, each key apart', async () => {
      const limit = counter();
      await limit.consume('Pat@Example.test');
      await limit.consume('PAT@EXAMPLE.TEST');
      await limit.consume('sam@example.test');
      await expect(limit.consume('pat@example.test')).rejects.toMatchObject(RATE_LIMITED);
      expect(await limit.count('pat@example.test')).toBe(3);
      expect(await limit.count('sam@example.test')).toBe(1);
      expect(await limit.count('nobody@example.test')).toBe(0);
    });

    it('counts many events at once, refusing past the limit (they stay counted) and refunding many', async () => {
      const limit = counter();
      await limit.consume('pat@example.test', 2);
      await expect(limit.consume('pat@example.test', 1)).rejects.toMatchObject(RATE_LIMITED);
      expect(await limit.count('pat@example.test')).toBe(3);
      await limit.refund('pat@example.test', 3);
      expect(await limit.count('pat@example.test')).toBe(0);
      await expect(limit.consume('sam@example.test', 3)).rejects.toMatchObject(RATE_LIMITED);
    });

    it('adds events without refusing, takes one back on refund and forgets all on clear', async () => {
      const limit = counter();
      for (let i = 0; i < 3; i += 1) await limit.add('pat@example.test');
      expect(await limit.count('pat@example.test')).toBe(3);
      await limit.refund('pat@example.test');
      expect(await limit.count('pat@example.test')).toBe(2);
      await limit.clear('PAT@example.test');
      expect(await limit.count('pat@example.test')).toBe(0);
      await expect(limit.consume('pat@example.test')).resolves.toBeUndefined();
    });
  });
};

describeCounter('in memory', () => ({ keyPrefix: 'vs:rl:test' }));

describe('createRateCounter (in memory), over time', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows events again once the window has passed', async () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T09:00:00.000Z') });
    const limit = createRateCounter({ keyPrefix: 'vs:rl:test', rule: TWO_PER_MINUTE });
    await limit.consume('pat@example.test');
    await limit.consume('pat@example.test');
    await expect(limit.consume('pat@example.test')).rejects.toMatchObject(RATE_LIMITED);
    vi.advanceTimersByTime(60_001);
    await expect(limit.consume('pat@example.test')).resolves.toBeUndefined();
  });

  it('keeps the counts of two in-memory counters apart (one per process)', async () => {
    const first = createRateCounter({ keyPrefix: 'vs:rl:test', rule: TWO_PER_MINUTE });
    const second = createRateCounter({ keyPrefix: 'vs:rl:test', rule: TWO_PER_MINUTE });
    await first.consume('pat@example.test');
    await first.consume('pat@example.test');
    await expect(second.consume('pat@example.test')).resolves.toBeUndefined();
  });
});

describe('createRateCounter while Redis is unreachable', () => {
  it('keeps counting in this process instead of failing the login', async () => {
    const broken = new Redis({
      port: 1,
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    try {
      const limit = createRateCounter({ redis: broken, keyPrefix: 'vs:rl:test', rule: TWO_PER_MINUTE });
      await limit.consume('pat@example.test');
      await limit.add('pat@example.test');
      expect(await limit.count('pat@example.test')).toBe(2);
      await expect(limit.consume('pat@example.test')).rejects.toMatchObject(RATE_LIMITED);
      await limit.clear('pat@example.test');
      await expect(limit.consume('pat@example.test')).resolves.toBeUndefined();
    } finally {
      broken.disconnect();
    }
  });
});

if (redisUrl) {
  describe('with Redis', () => {
    const redis = useTestRedis(redisUrl);
    const keyPrefix = () => `${redis.prefix()}:rl:test`;

    describeCounter('Redis', () => ({ redis: redis.connect(), keyPrefix: keyPrefix() }));

    it('shares counts between two counters (API replicas), each with its own connection', async () => {
      const first = createRateCounter({
        redis: redis.connect(),
        keyPrefix: keyPrefix(),
        rule: TWO_PER_MINUTE,
      });
      const second = createRateCounter({
        redis: redis.connect(),
        keyPrefix: keyPrefix(),
        rule: TWO_PER_MINUTE,
      });
      await first.consume('pat@example.test');
      await second.consume('PAT@example.test');
      await expect(first.consume('pat@example.test')).rejects.toMatchObject(RATE_LIMITED);
      await expect(second.consume('pat@example.test')).rejects.toMatchObject(RATE_LIMITED);
    });

    it('keeps its counts under the prefix, expiring with the window', async () => {
      const client = redis.connect();
      await createRateCounter({ redis: client, keyPrefix: keyPrefix(), rule: TWO_PER_MINUTE }).consume(
        'Pat@x.test',
      );
      const key = `${keyPrefix()}:pat@x.test`;
      expect(await client.get(key)).toBe('1');
      const ttl = await client.ttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60);
    });

    it('keeps the counts of different prefixes apart', async () => {
      const client = redis.connect();
      const first = createRateCounter({ redis: client, keyPrefix: keyPrefix(), rule: TWO_PER_MINUTE });
      const second = createRateCounter({
        redis: client,
        keyPrefix: `${redis.prefix()}:other`,
        rule: TWO_PER_MINUTE,
      });
      await first.consume('pat@example.test');
      await first.consume('pat@example.test');
      await expect(second.consume('pat@example.test')).resolves.toBeUndefined();
    });
  });
}
