import type { MiddlewareHandler } from 'hono';
import type { AppOptions } from '../app-options.ts';
import type { AppEnv } from '../env.ts';
import { lazyChild } from '../logger.ts';
import { accessLog } from './access-log.ts';
import { httpMetrics } from './http-metrics.ts';
import { type HeaderEntries, withDefaultReplyHeaders } from './reply-headers.ts';
import { REQUEST_ID_HEADER, requestIds } from './request-id.ts';
import { routeLabel } from './route-label.ts';

export interface RequestEnvelopeOptions
  extends Pick<AppOptions, 'logger' | 'accessLogger' | 'clientAddress' | 'viaTrustedProxy' | 'metrics'> {
  /** The headers every reply to a path carries besides its id, once they are worked out (at start). */
  readonly replyHeaders: Promise<(path: string) => HeaderEntries>;
}

/**
 * What every request gets, in one middleware and so for one pass through Hono's chain: an id
 * (request-id.ts) in `X-Request-Id` and on a child logger on the context, its client address on
 * the context, the reply headers of its path (security headers; `Cache-Control` for the API), then,
 * once it is answered, its metrics (http-metrics.ts, given a registry) and one access-log line
 * (access-log.ts). The clock is read once at the start and once at the end; the route label and the
 * client address are worked out once for both the metrics and the log line.
 */
export const requestEnvelope = (options: RequestEnvelopeOptions): MiddlewareHandler<AppEnv> => {
  const metrics = options.metrics && httpMetrics(options.metrics);
  const log = accessLog(options);
  const requestIdOf = requestIds(options.viaTrustedProxy);
  let headersFor: ((path: string) => HeaderEntries) | undefined;
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c);
    const clientAddress = options.clientAddress(c.req.raw, c.env);
    c.set('requestId', requestId);
    c.set('clientAddress', clientAddress);
    c.set('log', lazyChild(options.logger, { requestId }));
    headersFor ??= await options.replyHeaders;
    metrics?.started();
    try {
      await withDefaultReplyHeaders(c, next, [headersFor(c.req.path), [[REQUEST_ID_HEADER, requestId]]]);
    } finally {
      const durationMs = performance.now() - started;
      const { method } = c.req;
      const route = routeLabel(c);
      const { status } = c.res;
      metrics?.finished(method, route, status, durationMs / 1000);
      log({ requestId, method, route, status, durationMs: Math.round(durationMs * 10) / 10, clientAddress });
    }
  };
};
