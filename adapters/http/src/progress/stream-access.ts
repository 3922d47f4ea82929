/**
 * Changes to sessions, users and events as this process hears them from every replica (the
 * session cache's LISTEN/NOTIFY, adapters/persistence signed-in-cache.ts): keys are
 * `s:<session digest>`, `u:<uid>` and `e:<eid>`.
 */
export interface AccessChanges {
  /** Calls `changed` after each change naming one of `keys` (or all of them); returns how to stop. */
  watch(keys: readonly string[], changed: () => void): () => void;
  /** Whether changes are heard now; while not, a watcher polls instead. */
  hearing(): boolean;
}

/**
 * While no changes are heard (no session cache, or its connection lost), an open stream asks this
 * often whether its viewer may still see it: a lost access ends the stream within a second.
 */
export const ACCESS_POLL_MS = 500;

/** What a stream's viewer may see now: nothing, or the event's participants until the session ends. */
export type StreamAccess =
  | { readonly allowed: false }
  | { readonly allowed: true; readonly sessionEndsAt: Date; readonly participants: readonly string[] };

export interface StreamAccessOptions {
  /** Asks the database (without counting as the viewer's activity). */
  readonly check: () => Promise<StreamAccess>;
  /** The changes that may alter the answer: the viewer's session, the viewer, the event. */
  readonly keys: readonly string[];
  readonly changes?: AccessChanges | undefined;
  /** The domain clock, in ms: when the session ends. */
  readonly now: () => number;
  readonly revoked: () => void;
  /** Each answer's participants: those who left the event are removed from the view. */
  readonly participants: (uids: readonly string[]) => void;
}

/** setTimeout's largest delay. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Keeps asking `check` whether a stream may go on: on every change its keys name, at the moment
 * its session would end if the user does nothing more, and every ACCESS_POLL_MS while changes are
 * not heard. One check at a time; a change during a check asks again after it. A check that fails
 * (the database away) changes nothing: the next change or poll asks again. Returns how to stop.
 */
export const guardStreamAccess = (options: StreamAccessOptions): (() => void) => {
  let stopped = false;
  let running = false;
  let again = false;
  let sessionEnd: NodeJS.Timeout | undefined;

  const run = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const access = await options.check().catch(() => null);
        if (stopped || access === null) continue;
        if (!access.allowed) {
          stopped = true;
          options.revoked();
          return;
        }
        options.participants(access.participants);
        clearTimeout(sessionEnd);
        const delay = Math.min(access.sessionEndsAt.getTime() - options.now() + 1, MAX_DELAY_MS);
        sessionEnd = setTimeout(() => void ask(), Math.max(delay, 0));
      } while (again && !stopped);
    } finally {
      running = false;
    }
  };
  const ask = (): void => {
    if (!stopped) void run();
  };

  const unwatch = options.changes?.watch(options.keys, ask) ?? (() => {});
  const poll = setInterval(() => {
    if (options.changes?.hearing() !== true) ask();
  }, ACCESS_POLL_MS);
  ask();
  return () => {
    stopped = true;
    unwatch();
    clearInterval(poll);
    clearTimeout(sessionEnd);
  };
};
