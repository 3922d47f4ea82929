import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';

export interface TestServiceUrls {
  readonly databaseUrl: string;
  readonly redisUrl: string;
}

/**
 * The real PostgreSQL and Redis of TEST_DATABASE_URL and TEST_REDIS_URL, or null when they are not
 * set (a developer's plain `npm test`). In CI a missing one is an error, never a skip.
 */
export const testServiceUrls = (): TestServiceUrls | null => {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (databaseUrl && redisUrl) return { databaseUrl, redisUrl };
  if (process.env.CI === 'true') {
    throw new Error(
      'CI=true needs TEST_DATABASE_URL and TEST_REDIS_URL: these tests run on the real services.',
    );
  }
  return null;
};

/** A name no other test run uses: a PostgreSQL schema, or a Redis key prefix. */
export const uniqueName = (stem: string): string => `${stem}_${randomBytes(6).toString('hex')}`;

export const dropSchema = async (databaseUrl: string, schema: string): Promise<void> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
};

/** Deletes every key under the prefix, so no test leaves anything in the shared Redis. */
export const removeQueueKeys = async (redisUrl: string, prefix: string): Promise<void> => {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
};

/** Resolves once `check` holds, polling; rejects after `ms`. */
export const eventually = async (check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/**
 * Waits until the clock is a quarter to half way through a period of `periodMs`: at least half a
 * period before the next multiple of it, when whatever runs on those multiples (a worker looking
 * for its schedule) runs next.
 */
export const midPeriod = async (periodMs: number): Promise<void> => {
  const phase = Date.now() % periodMs;
  if (phase >= periodMs / 4 && phase < periodMs / 2) return;
  const wait = (periodMs / 4 - phase + periodMs) % periodMs;
  await new Promise((resolve) => setTimeout(resolve, wait));
};
