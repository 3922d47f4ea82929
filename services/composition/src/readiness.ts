/** A readiness report: `reason` names what is down (`database unavailable`), never a secret. */
export type Readiness = { readonly ready: true } | { readonly ready: false; readonly reason: string };

/** Something a process needs to do its work, checked on each GET /readyz. */
export interface Dependency {
  /** Named in the reply when down: `database`, `redis`. */
  readonly name: string;
  /** Resolves true when it answers; a rejection counts as down. */
  check(): Promise<boolean>;
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
 * every dependency answers. The reason names what is down (`redis unavailable`), never an address
 * or a credential.
 */
export const createReadiness =
  ({ stopping, dependencies, timeoutMs = 2000 }: ReadinessOptions) =>
  async (): Promise<Readiness> => {
    if (stopping()) return { ready: false, reason: 'shutting down' };
    const answers = await Promise.all(dependencies.map((dependency) => answersWithin(dependency, timeoutMs)));
    const down = dependencies.filter((_, index) => !answers[index]).map((dependency) => dependency.name);
    return down.length === 0
      ? { ready: true }
      : { ready: false, reason: `${down.join(' and ')} unavailable` };
  };
