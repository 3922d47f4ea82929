import type { Logger } from 'pino';

/** What a connection reports: ioredis clients emit `error` on every failed attempt and `ready` once back. */
export interface ReportingConnection {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
}

/** One service's outages as one process sees them, from every client and request of the process. */
export interface OutageReporter {
  /** A failure that shows the service down: the first of an outage logs `<service> unavailable`. */
  down(error: unknown): void;
  /** The service answered: logs `<service> reachable again` if it was down. */
  up(): void;
  /** Feeds a connection's `error` and `ready` events in. */
  watch(connection: ReportingConnection): void;
  /** Stops probing (the process is closing its connections). */
  stop(): void;
}

export interface OutageReporterOptions {
  /** Named in the lines: `database`, `redis`. */
  readonly service: string;
  readonly logger: Logger;
  /**
   * Asked every `probeEveryMs` while the service is down, for a service whose clients do not say
   * when it is back (a connection pool only reconnects when asked for a connection).
   */
  readonly probe?: () => Promise<boolean>;
  readonly probeEveryMs?: number;
  /**
   * Failures reported this soon after the service came back belong to the outage just ended: a
   * request that failed a moment before may report a moment after.
   */
  readonly settleMs?: number;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Logs a service's outage once, naming the service (`redis unavailable`, a warning), and once more
 * when it is back (info), instead of a line (or an unhandled-error dump) for every failed
 * reconnect or request. One reporter per service and process, fed by all of its clients.
 */
export const createOutageReporter = ({
  service,
  logger,
  probe,
  probeEveryMs = 1000,
  settleMs = 2000,
}: OutageReporterOptions): OutageReporter => {
  let down = false;
  let stopped = false;
  let backAt = Number.NEGATIVE_INFINITY;
  let probing: NodeJS.Timeout | undefined;

  const up = () => {
    clearTimeout(probing);
    probing = undefined;
    if (!down) return;
    down = false;
    backAt = Date.now();
    logger.info({ service }, `${service} reachable again`);
  };
  const probeLater = () => {
    if (!probe || stopped) return;
    probing = setTimeout(async () => {
      const answers = await probe().catch(() => false);
      if (!down) return;
      if (answers) up();
      else probeLater();
    }, probeEveryMs);
    // Never what keeps a process alive.
    probing.unref();
  };
  const reporter: OutageReporter = {
    down: (error) => {
      if (down || Date.now() - backAt < settleMs) return;
      down = true;
      logger.warn({ service, err: messageOf(error) }, `${service} unavailable`);
      probeLater();
    },
    up,
    watch: (connection) => {
      connection.on('error', reporter.down);
      connection.on('ready', up);
    },
    stop: () => {
      stopped = true;
      clearTimeout(probing);
      probing = undefined;
    },
  };
  return reporter;
};
