import { setImmediate as nextTurn } from 'node:timers/promises';
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

    it("never refuses a room's logins for logins still waiting in line behind the hashing", async () => {
      const limits = createRateLimits({
        ...store(),
        loginsAtOnce: 1,
        rules: { loginFailuresPerClient: { points: 3, durationSeconds: 600 } },
      });
      const room = Array.from({ length: 20 }, (_, i) =>
        limits.login(
          { account: `person-${i}@example.test`, client: ATTEMPT.client },
          // A hash that takes a turn of the event loop, as a real one does on the thread pool.
          () => nextTurn().then(() => i),
          isWrong,
        ),
      );
      expect(await Promise.all(room)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    });

    it('tells how many logins are in line, the running one included, until they are done', async () => {
      const limits = createRateLimits({ ...store(), loginsAtOnce: 1 });
      let open = () => {};
      const gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      expect(limits.loginsInLine()).toBe(0);
      const logins = Array.from({ length: 5 }, (_, i) =>
        limits.login({ account: `waiting-${i}@example.test`, client: ATTEMPT.client }, () => gate, isWrong),
      );
      await expect.poll(() => limits.loginsInLine()).toBe(5);
      open();
      await Promise.all(logins);
      expect(limits.loginsInLine()).toBe(0);
    });

    it("checks no more of a burst of wrong guesses across accounts than the client's limit", async () => {
      const limits = createRateLimits({
        ...store(),
        loginsAtOnce: 2,
        rules: { loginFailuresPerClient: { points: 5, durationSeconds: 600 } },
      });
      let checked = 0;
      const burst = Array.from({ length: 30 }, (_, i) =>
        limits.login(
          { account: `target-${i}@example.test`, client: ATTEMPT.client },
          async () => {
            checked += 1;
            await nextTurn();
            throw WRONG;
          },
          isWrong,
        ),
      );
      const outcomes = await Promise.allSettled(burst);
      expect(checked).toBe(5);
      expect(outcomes.filter((o) => o.status === 'rejected' && o.reason !== WRONG)).toHaveLength(25);
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
