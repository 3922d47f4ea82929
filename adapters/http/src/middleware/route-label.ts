import type { Context } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../env.ts';

/** The label of a request no route answered. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * The route pattern that answered a request (`/api/event/:eid`), never the raw path: logs and
 * metrics stay free of ids and query strings, and metric labels stay few. A middleware that
 * answered itself (a 401 before a handler) is named by its own pattern (`/api/user/*`).
 */
export const routeLabel = (c: Context<AppEnv>): string =>
  c.get('unmatched') ? UNMATCHED_ROUTE : routePath(c) || UNMATCHED_ROUTE;
