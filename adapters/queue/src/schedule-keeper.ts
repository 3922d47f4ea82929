export interface ScheduleKeeperOptions {
  /** Whether the schedule exists now; rejects when its store does not answer. */
  readonly exists: () => Promise<boolean>;
  /** Creates the schedule or updates it in place: harmless when another process just did so. */
  readonly upsert: () => Promise<void>;
  /**
   * How often to look for the schedule between reconnections: at every multiple of it on the
   * clock (every whole minute for 60 s), in every replica alike.
   */
  readonly checkEveryMs: number;
  /** Registers a listener called each time the connection to the store is (re)established; returns its removal. */
  readonly onReconnect: (listener: () => void) => () => void;
  /** Told each time the schedule was found missing and created again. */
  readonly onRecreated?: () => void;
  /** Told when a check could not reach the store; the next reconnection or period tries again. */
  readonly onCheckFailed?: (error: unknown) => void;
}

export interface KeptSchedule {
  /** Whether the schedule exists now; rejects when its store does not answer. */
  isScheduled(): Promise<boolean>;
  /** Looks for the schedule now and creates it again when missing; resolves true when it had to. */
  heal(): Promise<boolean>;
  /** Stops looking. */
  stop(): void;
}

/**
 * Keeps a schedule that lives in a store which may lose its memory (a Redis restarted without
 * persistence comes back empty, and nothing there would ever re-create it): upserts it at once
 * (so a changed period applies), then re-creates it whenever it is found missing, at every
 * reconnection and at every multiple of `checkEveryMs` on the clock (so when the next look comes
 * is known, to operators and tests alike). Every replica keeps the same schedule id, so upserts
 * from several processes leave one schedule.
 *
 * @example
 * const kept = await keepSchedule({ exists, upsert, checkEveryMs: 60_000, onReconnect });
 * if (!(await kept.isScheduled())) reportNotReady('lifecycle schedule missing');
 */
export const keepSchedule = async (options: ScheduleKeeperOptions): Promise<KeptSchedule> => {
  const { exists, upsert, checkEveryMs, onRecreated, onCheckFailed } = options;
  await upsert();
  const heal = async (): Promise<boolean> => {
    if (await exists()) return false;
    await upsert();
    onRecreated?.();
    return true;
  };
  const healQuietly = () => {
    heal().catch((error: unknown) => onCheckFailed?.(error));
  };
  let timer: NodeJS.Timeout | undefined;
  const lookAtNextMultiple = () => {
    timer = setTimeout(
      () => {
        healQuietly();
        lookAtNextMultiple();
      },
      checkEveryMs - (Date.now() % checkEveryMs),
    );
    timer.unref();
  };
  lookAtNextMultiple();
  const stopListening = options.onReconnect(healQuietly);
  return {
    isScheduled: exists,
    heal,
    stop: () => {
      clearTimeout(timer);
      stopListening();
    },
  };
};
