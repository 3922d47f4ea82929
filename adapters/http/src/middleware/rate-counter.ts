import { rateLimited } from '@vs/domain';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export interface RateLimitRule {
  readonly points: number;
  readonly durationSeconds: number;
}

/**
 * Counts events per key in a fixed window that starts with a key's first event (keys are
 * compared case-insensitively). A key is over its limit once it has counted `points` events.
 */
export interface RateCounter {
  /**
   * Counts one event (or `events` of them, at once); refuses with a 429 DomainError (carrying the
   * wait) when that passes the limit. A refused count stays counted: the key is spent until its
   * window ends.
   */
  consume(key: string, events?: number): Promise<void>;
  /** Counts one event (or `events` of them) without ever refusing it. */
  add(key: string, events?: number): Promise<void>;
  /** Takes back one counted event (or `events`): ones that turned out not to count, e.g. a correct password. */
  refund(key: string, events?: number): Promise<void>;
  /** How many events the key has counted in its current window. */
  count(key: string): Promise<number>;
  /** Forgets the key's events. */
  clear(key: string): Promise<void>;
}

export interface RateCounterOptions {
  readonly rule: RateLimitRule;
  /** Redis key prefix, e.g. `vs:rl:loginFailuresPerClient`. */
  readonly keyPrefix: string;
  /** An ioredis client: counters shared by every API replica. In-memory when absent. */
  readonly redis?: unknown;
}

/** A rate-limiter-flexible limiter in Redis, or in this process when there is no Redis. */
export const createRateCounter = ({ rule, keyPrefix, redis }: RateCounterOptions): RateCounter => {
  const common = { keyPrefix, points: rule.points, duration: rule.durationSeconds };
  const limiter = redis
    ? new RateLimiterRedis({
        ...common,
        storeClient: redis,
        // When Redis fails, this process counts on its own instead of failing logins.
        insuranceLimiter: new RateLimiterMemory(common),
      })
    : new RateLimiterMemory(common);
  const normal = (key: string) => key.toLowerCase();
  return {
    consume: async (key, events = 1) => {
      try {
        await limiter.consume(normal(key), events);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw rateLimited(error.msBeforeNext);
        throw error;
      }
    },
    add: async (key, events = 1) => {
      await limiter.penalty(normal(key), events);
    },
    refund: async (key, events = 1) => {
      await limiter.reward(normal(key), events);
    },
    count: async (key) => (await limiter.get(normal(key)))?.consumedPoints ?? 0,
    clear: async (key) => {
      await limiter.delete(normal(key));
    },
  };
};
