import { EventEmitter } from 'node:events';

/** Hears that one participant of an event changed (by uid). */
export type ProgressListener = (uid: string) => void;

/**
 * Tells the open progress streams of an event that one of its participants changed (a save, a live
 * step, joining or leaving). Across API replicas through Redis, else within this process.
 */
export interface ProgressBus {
  /** Never throws and never waits: a save must not fail or slow down for its notification. */
  publish(eid: string, uid: string): void;
  /** Resolves once the listener will hear every later publish; gives the way to stop listening. */
  subscribe(eid: string, listener: ProgressListener): Promise<() => Promise<void>>;
  /**
   * Hears that changes may have been missed: the bus lost its connection and has it back (what
   * was published meanwhile never arrived). Followers read afresh. Gives the way to stop hearing.
   */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
}

/** The bus within one process (no REDIS_URL): an EventEmitter with one event name per event. */
export const createInProcessProgressBus = (): ProgressBus => {
  const emitter = new EventEmitter();
  // A dashboard per Guide, each tab a stream: many listeners per event are expected.
  emitter.setMaxListeners(0);
  return {
    publish: (eid, uid) => {
      emitter.emit(eid, uid);
    },
    subscribe: async (eid, listener) => {
      emitter.on(eid, listener);
      return async () => {
        emitter.off(eid, listener);
      };
    },
    // Within one process nothing published can be missed.
    onResync: () => () => {},
    close: async () => {
      emitter.removeAllListeners();
    },
  };
};
