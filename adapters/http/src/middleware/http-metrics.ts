import type { MiddlewareHandler } from 'hono';
import { Gauge, Histogram, type Registry } from 'prom-client';
import type { AppEnv } from '../env.ts';
import { routeLabel } from './route-label.ts';

/** From a quick session check to a large upload or a PDF rendered while the client waits. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Request metrics in `registry`: `vs_http_request_duration_seconds{method,route,status}` (until
 * the reply's headers are ready; a streamed download's body is not timed) and
 * `vs_http_requests_in_flight`.
 */
export const httpMetrics = (registry: Registry): MiddlewareHandler<AppEnv> => {
  const duration = new Histogram({
    name: 'vs_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'vs_http_requests_in_flight',
    help: 'HTTP requests being answered now.',
    registers: [registry],
  });
  return async (c, next) => {
    inFlight.inc();
    const end = duration.startTimer();
    try {
      await next();
    } finally {
      inFlight.dec();
      end({ method: c.req.method, route: routeLabel(c), status: String(c.res.status) });
    }
  };
};
