import { randomBytes } from 'node:crypto';
import { DomainError } from '@vs/domain';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimits, RATE_LIMIT_RULES, type RateLimitOptions } from './rate-limits.ts';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.CI === 'true') {
  throw new Error('TEST_REDIS_URL is not set: CI must run the rate limits against Redis.');
}

const TWO_PER_MINUTE = { loginPerAccount: { points: 2, durationSeconds: 60 } };

const RATE_LIMITED = { kind: 'rate-limited', code: 'RATE_LIMITED' };

/** The behaviour every limiter must show, whatever keeps the counters. */
const describeLimits = (name: string, options: () => RateLimitOptions) => {
  describe(`createRateLimits (${name})`, () => {
    it('counts attempts and refuses the one past the limit with a 429 DomainError', async () => {
      const limits = createRateLimits({ ...options(), rules: TWO_PER_MINUTE });
      await limits.consume('loginPerAccount', 'pat@example.test');
      await limits.consume('loginPerAccount', 'pat@example.test');
      const refused = limits.consume('loginPerAccount', 'pat@example.test');
      await expect(refused).rejects.toBeInstanceOf(DomainError);
      await expect(refused).rejects.toMatchObject(RATE_LIMITED);
    });

    it('counts keys case-insensitively', async () => {
      const limits = createRateLimits({ ...options(), rules: TWO_PER_MINUTE });
      await limits.consume('loginPerAccount', 'Pat@Example.test');
      await limits.consume('loginPerAccount', 'PAT@EXAMPLE.TEST');
      await expect(limits.consume('loginPerAccount', 'pat@example.test')).rejects.toMatchObject(RATE_LIMITED);
    });

    it('keeps separate counters per key and per limit', async () => {
      const limits = createRateLimits({
        ...options(),
        rules: { ...TWO_PER_MINUTE, resetPerAccount: { points: 1, durationSeconds: 60 } },
      });
      await limits.consume('loginPerAccount', 'pat@example.test');
      await limits.consume('loginPerAccount', 'pat@example.test');
      await limits.consume('loginPerAccount', 'sam@example.test');
      await limits.consume('resetPerAccount', 'pat@example.test');
      await expect(limits.consume('resetPerAccount', 'pat@example.test')).rejects.toMatchObject(RATE_LIMITED);
    });

    it('applies the built-in rule of a limit the options do not override', async () => {
      const limits = createRateLimits({ ...options(), rules: TWO_PER_MINUTE });
      const { points } = RATE_LIMIT_RULES.resetPerAccount;
      for (let i = 0; i < points; i += 1) await limits.consume('resetPerAccount', 'pat@example.test');
      await expect(limits.consume('resetPerAccount', 'pat@example.test')).rejects.toMatchObject(RATE_LIMITED);
    });
  });
};

describeLimits('in memory', () => ({}));

describe('createRateLimits (in memory), over time', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows attempts again once the window has passed', async () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T09:00:00.000Z') });
    const limits = createRateLimits({ rules: TWO_PER_MINUTE });
    await limits.consume('loginPerAccount', 'pat@example.test');
    await limits.consume('loginPerAccount', 'pat@example.test');
    await expect(limits.consume('loginPerAccount', 'pat@example.test')).rejects.toMatchObject(RATE_LIMITED);
    vi.advanceTimersByTime(60_001);
    await expect(limits.consume('loginPerAccount', 'pat@example.test')).resolves.toBeUndefined();
  });

  it('keeps the counters of two in-memory instances apart (one per process)', async () => {
    const first = createRateLimits({ rules: TWO_PER_MINUTE });
    const second = createRateLimits({ rules: TWO_PER_MINUTE });
    await first.consume('loginPerAccount', 'pat@example.test');
    await first.consume('loginPerAccount', 'pat@example.test');
    await expect(second.consume('loginPerAccount', 'pat@example.test')).resolves.toBeUndefined();
  });
});

describe('createRateLimits while Redis is unreachable', () => {
  it('keeps counting in this process instead of failing the login', async () => {
    const broken = new Redis({
      port: 1,
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    try {
      const limits = createRateLimits({ redis: broken, rules: TWO_PER_MINUTE });
      await limits.consume('loginPerAccount', 'pat@example.test');
      await limits.consume('loginPerAccount', 'pat@example.test');
      await expect(limits.consume('loginPerAccount', 'pat@example.test')).rejects.toMatchObject(RATE_LIMITED);
    } finally {
      broken.disconnect();
    }
  });
});

if (redisUrl) {
  describe('with Redis', () => {
    /** Clients opened by the current test, closed after it, with every key under its prefix deleted. */
    let clients: Redis[] = [];
    let prefix = '';
    const connect = (): Redis => {
      const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      clients.push(client);
      return client;
    };

    beforeEach(() => {
      prefix = `test-${randomBytes(6).toString('hex')}`;
      clients = [];
    });

    afterEach(async () => {
      const [first] = clients;
      if (first) {
        const keys = await first.keys(`${prefix}:*`);
        if (keys.length > 0) await first.del(...keys);
      }
      await Promise.all(clients.map((client) => client.quit()));
    });

    describeLimits('Redis', () => ({ redis: connect(), prefix }));

    describe('createRateLimits (Redis) across API replicas', () => {
      it('shares counters between two instances, each with its own connection', async () => {
        const first = createRateLimits({ redis: connect(), prefix, rules: TWO_PER_MINUTE });
        const second = createRateLimits({ redis: connect(), prefix, rules: TWO_PER_MINUTE });
        await first.consume('loginPerAccount', 'pat@example.test');
        await second.consume('loginPerAccount', 'PAT@example.test');
        await expect(first.consume('loginPerAccount', 'pat@example.test')).rejects.toMatchObject(
          RATE_LIMITED,
        );
        await expect(second.consume('loginPerAccount', 'pat@example.test')).rejects.toMatchObject(
          RATE_LIMITED,
        );
      });

      it('keeps its counters under the prefix, expiring with the window', async () => {
        const redis = connect();
        await createRateLimits({ redis, prefix, rules: TWO_PER_MINUTE }).consume(
          'loginPerAccount',
          'Pat@x.test',
        );
        const key = `${prefix}:rl:loginPerAccount:pat@x.test`;
        expect(await redis.get(key)).toBe('1');
        const ttl = await redis.ttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(60);
      });

      it('keeps the counters of different prefixes apart', async () => {
        const redis = connect();
        const first = createRateLimits({ redis, prefix, rules: TWO_PER_MINUTE });
        const second = createRateLimits({ redis, prefix: `${prefix}:other`, rules: TWO_PER_MINUTE });
        await first.consume('loginPerAccount', 'pat@example.test');
        await first.consume('loginPerAccount', 'pat@example.test');
        await expect(second.consume('loginPerAccount', 'pat@example.test')).resolves.toBeUndefined();
      });
    });
  });
}
