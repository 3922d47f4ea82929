import { describe, expect, it } from 'vitest';
import { testRedisUrl, useTestRedis } from '../testing/test-redis.ts';
import { createRateLimits, type RateLimitOptions } from './rate-limits.ts';

const redisUrl = testRedisUrl();

const ATTEMPT = { account: 'Pat@Example.test', client: '198.51.100.7' };
const WRONG = new Error('wrong password');
const isWrong = (error: unknown) => error === WRONG;
const RATE_LIMITED = { kind: 'rate-limited', code: 'RATE_LIMITED' };

/** Parts of the login limits the route outcomes cannot show. */
const describeLoginLimits = (name: string, store: () => RateLimitOptions) => {
  describe(`createRateLimits login (${name})`, () => {
    it('lets no more parallel wrong guesses through than the limit', async () => {
      const limits = createRateLimits(store());
      let checked = 0;
      const guess = () =>
        limits.login(
          ATTEMPT,
          async () => {
            checked += 1;
            throw WRONG;
          },
          isWrong,
        );
      const outcomes = await Promise.allSettled(Array.from({ length: 25 }, guess));
      expect(checked).toBe(10);
      expect(outcomes.filter((o) => o.status === 'rejected' && o.reason === WRONG)).toHaveLength(10);
      expect(outcomes.filter((o) => o.status === 'rejected' && o.reason !== WRONG)).toHaveLength(15);
    });

    it('does not count a check that failed for another reason than a wrong password', async () => {
      const limits = createRateLimits(store());
      const broken = new Error('database down');
      for (let i = 0; i < 15; i += 1) {
        await expect(
          limits.login(
            ATTEMPT,
            async () => {
              throw broken;
            },
            isWrong,
          ),
        ).rejects.toBe(broken);
      }
      await expect(limits.login(ATTEMPT, async () => 'in', isWrong)).resolves.toBe('in');
    });

    it('counts the account whatever the case and surrounding spaces of its email', async () => {
      const limits = createRateLimits(store());
      for (let i = 0; i < 10; i += 1) {
        const account = i % 2 === 0 ? ' pat@example.test ' : 'PAT@EXAMPLE.TEST';
        await expect(
          limits.login({ ...ATTEMPT, account }, async () => Promise.reject(WRONG), isWrong),
        ).rejects.toBe(WRONG);
      }
      await expect(limits.login(ATTEMPT, async () => 'in', isWrong)).rejects.toMatchObject(RATE_LIMITED);
    });
  });
};

describeLoginLimits('in memory', () => ({}));

if (redisUrl) {
  describe('with Redis', () => {
    const redis = useTestRedis(redisUrl);
    describeLoginLimits('Redis', () => ({ redis: redis.connect(), prefix: redis.prefix() }));
  });
}
