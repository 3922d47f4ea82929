import { Gauge, Histogram, type Registry } from 'prom-client';

/** From a quick session check to a large upload or a PDF rendered while the client waits. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

type Labels = 'method' | 'route' | 'status';

export interface HttpMetrics {
  /** A request is being answered. */
  started(): void;
  /** It was answered, with `status`, after `seconds` (until its reply's headers were ready). */
  finished(method: string, route: string, status: number, seconds: number): void;
}

/**
 * Request metrics in `registry` (request-envelope.ts feeds them):
 * `vs_http_request_duration_seconds{method,route,status}` and `vs_http_requests_in_flight`. Each
 * label set is bound once (prom-client's `labels()`), the first time it is seen: a request only
 * looks its set up. Label sets are few: route patterns, never paths.
 */
export const httpMetrics = (registry: Registry): HttpMetrics => {
  const duration = new Histogram<Labels>({
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
  const bound = new Map<string, { observe(seconds: number): void }>();
  return {
    started: () => inFlight.inc(),
    finished: (method, route, status, seconds) => {
      inFlight.dec();
      const key = `${status} ${method} ${route}`;
      let timer = bound.get(key);
      if (timer === undefined) {
        timer = duration.labels({ method, route, status: String(status) });
        bound.set(key, timer);
      }
      timer.observe(seconds);
    },
  };
};
