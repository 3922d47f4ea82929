import type { MiddlewareHandler } from 'hono';
import type { AppOptions } from '../app-options.ts';
import type { AppEnv } from '../env.ts';
import { routeLabel } from './route-label.ts';

/** Probes that orchestrators call every few seconds: logged at debug, not to drown the rest. */
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * One line per request, after it is answered: method, route pattern, status, duration, client
 * address, and (from the request's logger) its id. Never the URL itself (its query may carry a
 * link id), headers, cookies or bodies.
 */
export const accessLog =
  ({ clientAddress }: Pick<AppOptions, 'clientAddress'>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    await next();
    const route = routeLabel(c);
    const line = {
      method: c.req.method,
      route,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      clientAddress: clientAddress(c.req.raw, c.env),
    };
    c.var.log[PROBES.has(route) ? 'debug' : 'info'](line, 'request');
  };
