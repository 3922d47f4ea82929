/** What a worker process's readiness is made of, read at each probe. */
export interface WorkerReadinessChecks {
  /** Whether the connection to Redis is up. */
  readonly redisConnected: () => boolean;
  /** Whether every queue of the process is served (false from the first SIGTERM on). */
  readonly queuesServed: () => boolean;
  /** Whether PostgreSQL answers. */
  readonly databaseAnswers: () => Promise<boolean>;
  /** Whether the lifecycle sweep's schedule exists: only in the process that keeps it. */
  readonly lifecycleScheduled?: () => Promise<boolean>;
}

const answers = (check: () => Promise<boolean>): Promise<boolean> => check().catch(() => false);

/**
 * Why the worker is not ready, in the words `/readyz` answers with (`redis unavailable`,
 * `lifecycle schedule missing`, ...); empty when it is ready. The schedule is only looked for
 * while Redis is up: a Redis that is away says enough.
 */
export const notReadyReasons = async (checks: WorkerReadinessChecks): Promise<string[]> => {
  const reasons: string[] = [];
  const redisUp = checks.redisConnected();
  if (!redisUp) reasons.push('redis unavailable');
  if (!(await answers(checks.databaseAnswers))) reasons.push('database unavailable');
  if (!checks.queuesServed()) reasons.push('not serving every queue');
  const { lifecycleScheduled } = checks;
  if (redisUp && lifecycleScheduled && !(await answers(lifecycleScheduled))) {
    reasons.push('lifecycle schedule missing');
  }
  return reasons;
};
