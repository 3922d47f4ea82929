import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, beforeEach } from 'vitest';

/** The Redis the tests use, when there is one; CI must have one. */
export const testRedisUrl = (): string | undefined => {
  const url = process.env.TEST_REDIS_URL;
  if (!url && process.env.CI === 'true') {
    throw new Error('TEST_REDIS_URL is not set: CI must run the rate limits against Redis.');
  }
  return url;
};

export interface TestRedis {
  /** A new connection, closed after the test. */
  connect(): Redis;
  /** A key prefix of the current test alone; its keys are deleted after the test. */
  prefix(): string;
}

/** Call inside a describe: each test gets its own key prefix and connections, cleaned up after it. */
export const useTestRedis = (url: string): TestRedis => {
  let clients: Redis[] = [];
  let prefix = '';

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

  return {
    connect: () => {
      const client = new Redis(url, { maxRetriesPerRequest: 1 });
      clients.push(client);
      return client;
    },
    prefix: () => prefix,
  };
};
