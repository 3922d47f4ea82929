import { createServer } from 'node:net';
import { Redis, type RedisOptions } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { isRedisUnavailable, QueueUnavailableError } from './redis-unavailable.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** A port nobody listens on: a Redis that is down. */
const refusingPort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** What a command on a client to a Redis that is down rejects with. */
const failedCommand = async (options: RedisOptions): Promise<unknown> => {
  const client = new Redis({ port: await refusingPort(), ...options });
  client.on('error', () => {});
  try {
    return await client.get('key').catch((error: unknown) => error);
  } finally {
    client.disconnect();
  }
};

describe('isRedisUnavailable', () => {
  it("knows ioredis's errors for a Redis it cannot reach", async () => {
    // Retried past maxRetriesPerRequest (the queue's producer connection).
    expect(isRedisUnavailable(await failedCommand({ maxRetriesPerRequest: 1 }))).toBe(true);
    // Refused at once without an offline queue (the API's rate-limit and readiness client).
    expect(isRedisUnavailable(await failedCommand({ enableOfflineQueue: false }))).toBe(true);
    // Waiting when the client was closed.
    const client = new Redis({ port: await refusingPort(), maxRetriesPerRequest: null });
    client.on('error', () => {});
    const waiting = client.get('key').catch((error: unknown) => error);
    client.disconnect();
    expect(isRedisUnavailable(await waiting)).toBe(true);
  });

  it("knows the queue's own refusal, also as the cause of another error", () => {
    const refused = new QueueUnavailableError('the email queue did not accept the job within 5000 ms');
    expect(isRedisUnavailable(refused)).toBe(true);
    expect(isRedisUnavailable(new Error('could not send', { cause: refused }))).toBe(true);
  });

  it('leaves every other error alone, a bare socket error included (whose socket it is, is not known)', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (const error of [refused, new Error('boom'), 'Connection is closed.', null, undefined, { code: 'x' }])
      expect(isRedisUnavailable(error)).toBe(false);
  });

  if (redisUrl) {
    it('leaves a command Redis refused alone', async () => {
      const client = new Redis(redisUrl);
      try {
        const key = `vs-test-${Date.now()}-not-a-list`;
        await client.set(key, 'text', 'EX', 10);
        const wrongType = await client.lpush(key, 'x').catch((error: unknown) => error);
        expect(wrongType).toBeInstanceOf(Error);
        expect(isRedisUnavailable(wrongType)).toBe(false);
        await client.del(key);
      } finally {
        client.disconnect();
      }
    });
  }
});
