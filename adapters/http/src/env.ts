import type { Actor, Session, User } from '@vs/domain';
import type { AppLogger } from './logger.ts';

/**
 * What the middleware puts on every request's context. Read it with `c.get(name)`: `c.var` copies
 * every variable into a new object at each access.
 */
export interface AppEnv {
  Variables: {
    auth: { readonly actor: Actor; readonly user: User; readonly session: Session } | null;
    sessionToken: string | null;
    /** This request's id: the trusted proxy's `X-Request-Id`, else a new UUID. */
    requestId: string;
    /** Who sent it (client-address.ts), worked out once for the session, the audit and the access log. */
    clientAddress: string;
    /** The app's logger with this request's id on every line. */
    log: AppLogger;
    /** Set when no route answered (the not-found handler did): logs and metrics use a fixed label. */
    unmatched: boolean;
  };
}
