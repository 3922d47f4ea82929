import type { Deps } from '@vs/domain';
import type { ClientAddressing } from './client-address.ts';
import type { AppLogger } from './error-handler.ts';
import type { RateLimits } from './middleware/rate-limits.ts';
import type { CookieOptions } from './middleware/session.ts';

export interface AppOptions {
  readonly deps: Deps;
  readonly rateLimits: RateLimits;
  readonly cookie: CookieOptions;
  /** Origins allowed on unsafe requests besides the request's own (the PUBLIC_URL origin). */
  readonly allowedOrigins: readonly string[];
  /** Whether the database answers (GET /readyz). */
  readonly isReady: () => Promise<boolean>;
  readonly logger: AppLogger;
  /** The client address of a request (rate limits, logs), through trusted proxies only. */
  readonly clientAddress: ClientAddressing['address'];
  /** Whether the request came through a trusted proxy; always false when absent. */
  readonly viaTrustedProxy?: ClientAddressing['viaTrustedProxy'];
  /** Other origins the served frontends load code from (a remote deployed elsewhere); CSP allows them. */
  readonly frontendOrigins?: readonly string[];
}
