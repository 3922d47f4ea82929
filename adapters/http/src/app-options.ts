import type { Deps } from '@vs/domain';
import type { Registry } from 'prom-client';
import type { ClientAddressing } from './client-address.ts';
import type { AppLogger } from './logger.ts';
import type { RateLimits } from './middleware/rate-limits.ts';
import type { CookieOptions } from './middleware/session.ts';
import type { ProgressBus } from './progress/progress-bus.ts';
import type { ProgressFeed } from './progress/progress-feed.ts';
import type { AccessChanges } from './progress/stream-access.ts';

export interface AppOptions {
  readonly deps: Deps;
  readonly rateLimits: RateLimits;
  readonly cookie: CookieOptions;
  /** Origins allowed on unsafe requests besides the request's own (the PUBLIC_URL origin). */
  readonly allowedOrigins: readonly string[];
  /** Whether this process should get traffic (GET /readyz), and if not, what is down. */
  readonly readiness: () => Promise<Readiness>;
  /** The process logger (pino); each request logs through a child carrying its request id. */
  readonly logger: AppLogger;
  /**
   * Where the access log's line per request goes; `logger` when absent. Those lines carry fixed
   * fields only (middleware/access-log.ts), so the process may pass a logger that skips redaction.
   */
  readonly accessLogger?: AppLogger;
  /** The client address of a request (rate limits, logs), through trusted proxies only. */
  readonly clientAddress: ClientAddressing['address'];
  /** Whether the request came through a trusted proxy; always false when absent. */
  readonly viaTrustedProxy?: ClientAddressing['viaTrustedProxy'];
  /** Other origins the served frontends load code from (a remote deployed elsewhere); CSP allows them. */
  readonly frontendOrigins?: readonly string[];
  /** Where request metrics go (prom-client); none when absent. */
  readonly metrics?: Registry;
  /**
   * The service an error shows to be down (`database`, `redis`), or null for any other error:
   * the drivers' failures are known where they are built, not here. Such a request answers 503
   * with Retry-After and logs nothing: the caller reports each outage once. Without it, every
   * unexpected error is a 500.
   */
  readonly serviceDown?: (error: unknown) => string | null;
  /**
   * Where participants' changes travel to the open progress streams: Redis pub/sub shared by the
   * replicas when REDIS_URL is set. Within this process when absent.
   */
  readonly progressBus?: ProgressBus;
  /**
   * Changes to sessions, users and events heard from every replica (the session cache): an open
   * progress stream asks again at once whether its viewer may still see it. Without it, streams
   * ask every ACCESS_POLL_MS.
   */
  readonly accessChanges?: AccessChanges;
  /** How often an open progress stream sends a heartbeat comment; 25 s when absent. */
  readonly progressHeartbeatMs?: number;
  /** Aborted when the process begins to shut down: long-lived replies (progress streams) end. */
  readonly shutdown?: AbortSignal;
}

/** What the routes get: the options with the progress bus settled, and the feed the streams share. */
export type RouteOptions = AppOptions & {
  readonly progressBus: ProgressBus;
  readonly progressFeed: ProgressFeed;
};

/**
 * A readiness report: `reason` names what is down (`database unavailable`), never a secret;
 * `dependencies` how each one answered (`{ database: 'up', redis: 'down' }`), optional ones included.
 */
export type Readiness =
  | { readonly ready: true; readonly dependencies?: Readonly<Record<string, 'up' | 'down'>> }
  | {
      readonly ready: false;
      readonly reason: string;
      readonly dependencies?: Readonly<Record<string, 'up' | 'down'>>;
    };
