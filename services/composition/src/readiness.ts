/** Whether each dependency answered on the last check, by name (`database`, `redis`). */
export type DependencyStates = Readonly<Record<string, 'up' | 'down'>>;

/**
 * A readiness report: `reason` names what is down (`database unavailable`), never a secret.
 * `dependencies` says how each dependency answered, the optional ones included: a process can be
 * ready with an optional one down.
 */
export type Readiness =
  | { readonly ready: true; readonly dependencies?: DependencyStates }
  | { readonly ready: false; readonly reason: string; readonly dependencies?: DependencyStates };

/** Something a process uses to do its work, checked on each GET /readyz. */
export interface Dependency {
  /** Named in the reply when down: `database`, `redis`. */
  readonly name: string;
  /** Resolves true when it answers; a rejection counts as down. */
  check(): Promise<boolean>;
  /**
   * False for a dependency the process can serve without (the API without Redis: rate limits
   * count locally, live progress stays local, a job waits in the outbox): reported, never a reason
   * to take the process out of its Service. Required unless said otherwise.
   */
  readonly required?: boolean;
}

export interface ReadinessOptions {
  /** True from the first shutdown signal: traffic should go elsewhere. */
  readonly stopping: () => boolean;
  readonly dependencies: readonly Dependency[];
  /** A dependency that has not answered by then counts as down (a probe must not hang). */
  readonly timeoutMs?: number;
}

const answersWithin = async (dependency: Dependency, timeoutMs: number): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([dependency.check().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * A process's readiness (the API's, a worker's): not ready while shutting down, else ready when
 * every required dependency answers. The reason names what is down (`redis unavailable`), never an
 * address or a credential; every dependency's state is in `dependencies`.
 */
export const createReadiness =
  ({ stopping, dependencies, timeoutMs = 2000 }: ReadinessOptions) =>
  async (): Promise<Readiness> => {
    if (stopping()) return { ready: false, reason: 'shutting down' };
    const answers = await Promise.all(dependencies.map((dependency) => answersWithin(dependency, timeoutMs)));
    const states: DependencyStates = Object.fromEntries(
      dependencies.map((dependency, index) => [dependency.name, answers[index] ? 'up' : 'down']),
    );
    const down = dependencies
      .filter((dependency, index) => dependency.required !== false && !answers[index])
      .map((dependency) => dependency.name);
    return down.length === 0
      ? { ready: true, dependencies: states }
      : { ready: false, reason: `${down.join(' and ')} unavailable`, dependencies: states };
  };
