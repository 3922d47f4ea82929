import { EventEmitter } from 'node:events';
import type { ProgressBus } from './progress-bus.ts';

/** The Redis channel of one event's progress changes; a message is a participant's uid. */
export const progressChannel = (prefix: string, eid: string): string => `${prefix}:progress:${eid}`;

/** The part of an ioredis client the bus uses. */
export interface RedisPublisher {
  publish(channel: string, message: string): Promise<unknown>;
}

/** A connection in subscriber mode (ioredis: it then serves subscriptions only). */
export interface RedisSubscriber {
  subscribe(channel: string): Promise<unknown>;
  unsubscribe(channel: string): Promise<unknown>;
  on(event: 'message', listener: (channel: string, message: string) => void): unknown;
  /** The connection is lost (ioredis: `close`), then ready again (resubscribed by ioredis). */
  on(event: 'close' | 'ready', listener: () => void): unknown;
  disconnect(): void;
}

export interface RedisProgressBusOptions {
  /** Any connection (the API's shared one): PUBLISH is one command. */
  readonly publisher: RedisPublisher;
  /** A dedicated connection: subscribed, it can run nothing else. The bus closes it. */
  readonly subscriber: RedisSubscriber;
  /** Key prefix of the deployment (REDIS_PREFIX): channels are `<prefix>:progress:<eid>`. */
  readonly prefix: string;
  /** A publish Redis refused (it is down): the save went through, only the live view misses it. */
  readonly onPublishError?: (error: unknown) => void;
}

/**
 * The bus across API replicas: one Redis channel per event, subscribed while this process has a
 * stream open on it. A message is the participant's uid. Redis keeps no message for a subscriber
 * that is away: when the subscriber connection is back after losing it, `onResync` listeners hear
 * that what was published meanwhile is lost (ioredis has resubscribed by then: its SUBSCRIBE goes
 * out before anything the listeners read).
 */
export const createRedisProgressBus = (options: RedisProgressBusOptions): ProgressBus => {
  const { publisher, subscriber, prefix } = options;
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const channelPrefix = progressChannel(prefix, '');
  const channelOf = (eid: string): string => progressChannel(prefix, eid);
  // Each event's SUBSCRIBE, shared by the streams that open while it is under way.
  const subscriptions = new Map<string, Promise<unknown>>();
  subscriber.on('message', (channel, uid) => {
    if (channel.startsWith(channelPrefix)) local.emit(channel.slice(channelPrefix.length), uid);
  });
  const resyncs = new Set<() => void>();
  let lost = false;
  subscriber.on('close', () => {
    lost = true;
  });
  subscriber.on('ready', () => {
    if (!lost) return;
    lost = false;
    for (const listener of resyncs) listener();
  });
  return {
    publish: (eid, uid) => {
      publisher.publish(channelOf(eid), uid).catch((error: unknown) => options.onPublishError?.(error));
    },
    subscribe: async (eid, listener) => {
      local.on(eid, listener);
      let subscribed = subscriptions.get(eid);
      if (subscribed === undefined) {
        // A failed SUBSCRIBE is forgotten, so the next stream tries again.
        subscribed = subscriber.subscribe(channelOf(eid)).catch((error: unknown) => {
          subscriptions.delete(eid);
          throw error;
        });
        subscriptions.set(eid, subscribed);
      }
      try {
        await subscribed;
      } catch (error) {
        local.off(eid, listener);
        throw error;
      }
      // The last stream of the event out unsubscribes (commands on one connection keep their order).
      return async () => {
        local.off(eid, listener);
        if (local.listenerCount(eid) > 0) return;
        subscriptions.delete(eid);
        await subscriber.unsubscribe(channelOf(eid));
      };
    },
    onResync: (listener) => {
      resyncs.add(listener);
      return () => resyncs.delete(listener);
    },
    close: async () => {
      resyncs.clear();
      local.removeAllListeners();
      // Dropped, not asked to quit: a Redis that is away would keep a QUIT waiting.
      subscriber.disconnect();
    },
  };
};
