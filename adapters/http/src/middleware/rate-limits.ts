import { rateLimited } from '@vs/domain';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

export interface RateLimitRule {
  readonly points: number;
  readonly durationSeconds: number;
}

/** Attempts allowed per window, per account (email) and per client address. */
export const RATE_LIMIT_RULES = {
  loginPerAccount: { points: 10, durationSeconds: 15 * 60 },
  loginPerClient: { points: 50, durationSeconds: 15 * 60 },
  resetPerAccount: { points: 3, durationSeconds: 60 * 60 },
  resetPerClient: { points: 20, durationSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMIT_RULES;

export interface RateLimits {
  /** Counts one attempt; throws a 429 DomainError when the key is over its limit. */
  consume(name: RateLimitName, key: string): Promise<void>;
}

export interface RateLimitOptions {
  /** An ioredis client: counters shared by every API replica. In-memory when absent. */
  readonly redis?: unknown;
  readonly rules?: Partial<Record<RateLimitName, RateLimitRule>>;
  readonly prefix?: string;
}

export const createRateLimits = (options: RateLimitOptions = {}): RateLimits => {
  const limiters = new Map<RateLimitName, RateLimiterAbstract>();
  for (const name of Object.keys(RATE_LIMIT_RULES) as RateLimitName[]) {
    const rule = options.rules?.[name] ?? RATE_LIMIT_RULES[name];
    const common = {
      keyPrefix: `${options.prefix ?? 'vs'}:rl:${name}`,
      points: rule.points,
      duration: rule.durationSeconds,
    };
    limiters.set(
      name,
      options.redis
        ? new RateLimiterRedis({
            ...common,
            storeClient: options.redis,
            // When Redis fails, this process counts on its own instead of failing logins.
            insuranceLimiter: new RateLimiterMemory(common),
          })
        : new RateLimiterMemory(common),
    );
  }
  return {
    consume: async (name, key) => {
      try {
        await limiters.get(name)?.consume(key.toLowerCase());
      } catch (error) {
        if (error instanceof RateLimiterRes) throw rateLimited();
        throw error;
      }
    },
  };
};
