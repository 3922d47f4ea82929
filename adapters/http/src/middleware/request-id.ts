import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppOptions } from '../app-options.ts';
import type { AppEnv } from '../env.ts';
import { lazyChild } from '../logger.ts';
import { withReplyHeaders } from './reply-headers.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What an id taken from a proxy may look like: short, and nothing a log line or header could trip on. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Gives every request an id, answers it in `X-Request-Id`, and puts a child logger carrying it on
 * the context. A trusted proxy's `X-Request-Id` is kept (one id across the proxy's and our logs);
 * anyone else's is ignored, so a client cannot choose the id our logs file its request under.
 * (Hono's requestId middleware keeps any client's header, hence this one.)
 */
export const requestId =
  ({ logger, viaTrustedProxy }: Pick<AppOptions, 'logger' | 'viaTrustedProxy'>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const offered = c.req.header(REQUEST_ID_HEADER);
    const id =
      offered !== undefined && SAFE_REQUEST_ID.test(offered) && viaTrustedProxy?.(c.req.raw, c.env) === true
        ? offered
        : randomUUID();
    c.set('requestId', id);
    c.set('log', lazyChild(logger, { requestId: id }));
    await withReplyHeaders(c, next, [[REQUEST_ID_HEADER, id]]);
  };
