import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Gives a busy spell's memory back once the API is quiet again (issue 38).
 *
 * V8 keeps the pages a busy spell freed in a pool for reuse, and only a memory-reducing collection
 * returns them to the system. Its own memory reducer runs one when the allocation rate is low, but
 * it measures the rate at collections, and a quiet process collects rarely: the rate it last saw,
 * the room's, stands for good. After a room of 2,000 the API kept some 180 MiB of pooled pages and
 * stayed above 2x its idle resident set (bench/README.md, "Where a room's memory stays"). So the
 * API runs that collection itself, once it has served few requests for two checks in a row and its
 * resident set has grown by a quarter since it last gave memory back (or started). The collection
 * stops the event loop for about 100 ms, which a quiet process can spare; then it waits for the
 * next growth.
 */
export interface IdleMemoryOptions {
  /** Requests served so far. */
  readonly requests: () => number;
  /** The process's resident set, bytes. */
  readonly residentBytes: () => number;
  /** The memory-returning collection; null where this V8 offers none (nothing is done). */
  readonly collect: (() => Promise<void>) | null;
  /** Told of each collection: the resident set before and after, in bytes, and how long it took. */
  readonly returned: (report: { before: number; after: number; ms: number }) => void;
  /** Told of a collection that failed (it is tried again at the next quiet check). */
  readonly failed: (error: unknown) => void;
  readonly checkEveryMs?: number;
}

/** How often the API looks at its requests and memory. */
export const IDLE_CHECK_MS = 15_000;
/** At most this many requests in a check's interval is quiet (a load balancer's health checks). */
export const QUIET_REQUESTS = 30;
/** Quiet checks in a row before memory is given back. */
const QUIET_CHECKS = 2;
/** The growth of the resident set since the last return (or the start) that is worth a collection. */
export const GROWTH = 1.25;

/** Starts watching; returns how to stop. */
export const returnMemoryWhenIdle = ({
  requests,
  residentBytes,
  collect,
  returned,
  failed,
  checkEveryMs = IDLE_CHECK_MS,
}: IdleMemoryOptions): (() => void) => {
  if (collect === null) return () => {};
  let baseline = residentBytes();
  let counted = requests();
  let quietChecks = 0;
  let collecting = false;
  const check = async (): Promise<void> => {
    const served = requests();
    quietChecks = served - counted <= QUIET_REQUESTS ? quietChecks + 1 : 0;
    counted = served;
    const before = residentBytes();
    if (collecting || quietChecks < QUIET_CHECKS || before < baseline * GROWTH) return;
    collecting = true;
    const start = performance.now();
    try {
      await collect();
    } finally {
      collecting = false;
    }
    baseline = residentBytes();
    quietChecks = 0;
    returned({ before, after: baseline, ms: performance.now() - start });
  };
  const timer = setInterval(() => void check().catch(failed), checkEveryMs).unref();
  return () => clearInterval(timer);
};

/**
 * V8's full collection with memory reduction (its `gc` extension's "last resort": pooled pages are
 * released), run as a task of its own. The extension is installed in a context made for the
 * purpose, so `gc` is never a global of the application's own.
 */
export const memoryReturningCollection = (): (() => Promise<void>) | null => {
  v8.setFlagsFromString('--expose-gc');
  const gc: unknown = vm.runInNewContext('gc');
  v8.setFlagsFromString('--no-expose-gc');
  if (typeof gc !== 'function') return null;
  return async () => {
    await gc({ type: 'major', execution: 'async', flavor: 'last-resort' });
  };
};
