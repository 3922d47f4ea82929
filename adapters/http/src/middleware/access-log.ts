import type { MiddlewareHandler } from 'hono';
import type { AppOptions } from '../app-options.ts';
import type { AppEnv } from '../env.ts';
import { routeLabel } from './route-label.ts';

/** Probes that orchestrators call every few seconds: logged at debug, not to drown the rest. */
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * One line per request, after it is answered: its id, method, route pattern, status, duration and
 * client address. Never the URL itself (its query may carry a link id), headers, cookies or bodies:
 * these fields are all a line can hold, which is why it may go to a logger without redaction.
 */
export const accessLog =
  ({
    clientAddress,
    logger,
    accessLogger = logger,
  }: Pick<AppOptions, 'clientAddress' | 'logger' | 'accessLogger'>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    await next();
    const route = routeLabel(c);
    const line = {
      requestId: c.get('requestId'),
      method: c.req.method,
      route,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      clientAddress: clientAddress(c.req.raw, c.env),
    };
    accessLogger[PROBES.has(route) ? 'debug' : 'info'](line, 'request');
  };
