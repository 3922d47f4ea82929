import type { ProgressChanges } from '@vs/domain';
import type { ProgressBus } from './progress-bus.ts';

/** Changes are gathered this long before one load serves every stream of the event. */
export const PROGRESS_BATCH_MS = 200;

export type ChangesListener = (changes: ProgressChanges) => void;

/**
 * The changes of each event, read once per process however many streams follow it: the first
 * stream of an event subscribes to the bus, changes arriving within `batchMs` are read together
 * (one load for all of them), and every stream of the event gets the result. The last stream out
 * unsubscribes. So a room of Guides' tabs costs the database what one tab costs.
 */
export interface ProgressFeed {
  /**
   * Resolves once every later change of the event reaches `listener`; gives the way to stop.
   * `resync` is called when changes may have been missed (the bus reconnected): the follower reads
   * the whole event afresh.
   */
  follow(eid: string, listener: ChangesListener, resync?: () => void): Promise<() => Promise<void>>;
}

export interface ProgressFeedOptions {
  readonly bus: ProgressBus;
  /** Reads the rows of the changed participants (and who left): loadProgressChanges. */
  readonly load: (eid: string, uids: readonly string[]) => Promise<ProgressChanges>;
  readonly batchMs?: number;
  /** A load that failed (the database is away): those changes are lost until the next one. */
  readonly onLoadError?: (error: unknown, eid: string) => void;
}

interface Followed {
  readonly listeners: Set<ChangesListener>;
  readonly resyncs: Set<() => void>;
  readonly pending: Set<string>;
  timer: NodeJS.Timeout | null;
  subscribed: Promise<() => Promise<void>>;
}

export const createProgressFeed = ({
  bus,
  load,
  batchMs = PROGRESS_BATCH_MS,
  onLoadError,
}: ProgressFeedOptions): ProgressFeed => {
  const events = new Map<string, Followed>();
  bus.onResync(() => {
    for (const followed of events.values()) for (const resync of followed.resyncs) resync();
  });

  const flush = async (eid: string, followed: Followed): Promise<void> => {
    followed.timer = null;
    const uids = [...followed.pending];
    followed.pending.clear();
    try {
      const changes = await load(eid, uids);
      for (const listener of followed.listeners) listener(changes);
    } catch (error) {
      onLoadError?.(error, eid);
    }
  };

  const start = (eid: string): Followed => {
    const followed: Followed = {
      listeners: new Set(),
      resyncs: new Set(),
      pending: new Set(),
      timer: null,
      subscribed: Promise.resolve(async () => {}),
    };
    followed.subscribed = bus.subscribe(eid, (uid) => {
      followed.pending.add(uid);
      followed.timer ??= setTimeout(() => void flush(eid, followed), batchMs);
    });
    events.set(eid, followed);
    return followed;
  };

  return {
    follow: async (eid, listener, resync) => {
      const followed = events.get(eid) ?? start(eid);
      followed.listeners.add(listener);
      if (resync) followed.resyncs.add(resync);
      const stop = async (): Promise<void> => {
        followed.listeners.delete(listener);
        if (resync) followed.resyncs.delete(resync);
        if (followed.listeners.size > 0 || events.get(eid) !== followed) return;
        events.delete(eid);
        if (followed.timer !== null) clearTimeout(followed.timer);
        await (await followed.subscribed)();
      };
      try {
        await followed.subscribed;
      } catch (error) {
        await stop().catch(() => {});
        throw error;
      }
      return stop;
    },
  };
};
