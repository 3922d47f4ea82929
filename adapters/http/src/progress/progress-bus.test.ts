import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { testRedisUrl, useTestRedis } from '../testing/test-redis.ts';
import { createInProcessProgressBus, type ProgressBus } from './progress-bus.ts';
import { createRedisProgressBus } from './redis-progress-bus.ts';

const redisUrl = testRedisUrl();

/** The uids a listener heard, and a way to wait for the next one. */
const listening = () => {
  const heard: string[] = [];
  let waiting: ((uid: string) => void) | null = null;
  return {
    heard,
    listener: (uid: string) => {
      heard.push(uid);
      waiting?.(uid);
    },
    next: (timeoutMs = 2000) =>
      new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`nothing heard within ${timeoutMs} ms`)), timeoutMs);
        waiting = (uid) => {
          clearTimeout(timer);
          waiting = null;
          resolve(uid);
        };
      }),
  };
};

describe('createInProcessProgressBus', () => {
  it("tells an event's listeners its participant's uid, and no one else's", async () => {
    const bus = createInProcessProgressBus();
    const [mine, other] = [listening(), listening()];
    const stop = await bus.subscribe('e1', mine.listener);
    await bus.subscribe('e2', other.listener);
    bus.publish('e1', 'u1');
    await stop();
    bus.publish('e1', 'u2');
    expect(mine.heard).toEqual(['u1']);
    expect(other.heard).toEqual([]);
    await bus.close();
  });
});

if (redisUrl) {
  describe('createRedisProgressBus (two API replicas on one Redis)', () => {
    const redis = useTestRedis(redisUrl);
    let buses: ProgressBus[] = [];
    afterEach(async () => {
      await Promise.all(buses.map((bus) => bus.close()));
      buses = [];
    });
    const replica = (): ProgressBus => {
      const bus = createRedisProgressBus({
        publisher: redis.connect(),
        subscriber: new Redis(redisUrl, { maxRetriesPerRequest: null }),
        prefix: redis.prefix(),
      });
      buses.push(bus);
      return bus;
    };

    it('carries a publish on one replica to the listeners of that event on the other', async () => {
      const [first, second] = [replica(), replica()];
      const [here, there, elsewhere] = [listening(), listening(), listening()];
      await second.subscribe('event-a', there.listener);
      await first.subscribe('event-a', here.listener);
      await second.subscribe('event-b', elsewhere.listener);
      const heardThere = there.next();
      const heardHere = here.next();
      first.publish('event-a', 'uid-1');
      expect(await heardThere).toBe('uid-1');
      expect(await heardHere).toBe('uid-1');
      expect(elsewhere.heard).toEqual([]);
    });

    it('stops telling a listener once it unsubscribed, and keeps telling the others of its event', async () => {
      const [first, second] = [replica(), replica()];
      const [gone, staying] = [listening(), listening()];
      const stop = await second.subscribe('event-a', gone.listener);
      await second.subscribe('event-a', staying.listener);
      await stop();
      const heard = staying.next();
      first.publish('event-a', 'uid-2');
      expect(await heard).toBe('uid-2');
      expect(gone.heard).toEqual([]);
    });

    it('says when its subscriber connection came back, and carries publishes again after', async () => {
      const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null, retryStrategy: () => 20 });
      // Asked before the bus subscribes: a subscribed connection runs nothing else.
      const id = String(await subscriber.client('ID'));
      const bus = createRedisProgressBus({ publisher: redis.connect(), subscriber, prefix: redis.prefix() });
      buses.push(bus);
      const heard = listening();
      await bus.subscribe('event-a', heard.listener);
      let resyncs = 0;
      bus.onResync(() => {
        resyncs += 1;
      });
      // Its connection dies (what a Redis restart does to it); ioredis reconnects and resubscribes.
      await redis.connect().client('KILL', 'ID', id);
      await expect.poll(() => resyncs, { timeout: 3000 }).toBe(1);
      const next = heard.next();
      replica().publish('event-a', 'uid-4');
      expect(await next).toBe('uid-4');
      expect(resyncs).toBe(1);
    });

    it('swallows a publish Redis refuses, reporting it', async () => {
      const errors: unknown[] = [];
      const publisher = new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false });
      const bus = createRedisProgressBus({
        publisher,
        subscriber: new Redis(redisUrl, { maxRetriesPerRequest: null }),
        prefix: redis.prefix(),
        onPublishError: (error) => errors.push(error),
      });
      buses.push(bus);
      expect(() => bus.publish('event-a', 'uid-3')).not.toThrow();
      await expect.poll(() => errors.length).toBe(1);
      publisher.disconnect();
    });
  });
}
