import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { AppOptions } from '../app-options.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What an id taken from a proxy may look like: short, and nothing a log line or header could trip on. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * A request's id, answered in `X-Request-Id` and stamped on its log lines (request-envelope.ts). A
 * trusted proxy's `X-Request-Id` is kept (one id across the proxy's and our logs); anyone else's is
 * ignored, so a client cannot choose the id our logs file its request under. (Hono's requestId
 * middleware keeps any client's header, hence this one.)
 */
export const requestIds = (viaTrustedProxy: AppOptions['viaTrustedProxy']): ((c: Context) => string) => {
  const trusted = (c: Context) => viaTrustedProxy?.(c.req.raw, c.env) === true;
  return (c) => requestIdFrom(c.req.header(REQUEST_ID_HEADER), c, trusted);
};

/**
 * `requestIds`' answer from the header's value: `viaTrustedProxy(request)` is asked only when the value
 * could be kept.
 */
export const requestIdFrom = <R>(
  offered: string | string[] | undefined,
  request: R,
  viaTrustedProxy: (request: R) => boolean,
): string =>
  typeof offered === 'string' && SAFE_REQUEST_ID.test(offered) && viaTrustedProxy(request)
    ? offered
    : randomUUID();
