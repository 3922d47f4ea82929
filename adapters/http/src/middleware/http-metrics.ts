import { Gauge, Histogram, type Registry } from 'prom-client';

/** From a quick session check to a large upload or a PDF rendered while the client waits. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

type Labels = 'method' | 'route' | 'status';

interface Timer {
  observe(seconds: number): void;
}

export interface HttpMetrics {
  /** A request is being answered. */
  started(): void;
  /** It was answered, with `status`, after `seconds` (until its reply's headers were ready). */
  finished(method: string, route: string, status: number, seconds: number): void;
}

const byRegistry = new WeakMap<Registry, HttpMetrics>();

/**
 * Request metrics in `registry`, registered once however often asked for (request-envelope.ts and
 * save-lane.ts feed them):
 * `vs_http_request_duration_seconds{method,route,status}` and `vs_http_requests_in_flight`. Each
 * label set is bound once (prom-client's `labels()`), the first time it is seen: a request only
 * looks its set up. Label sets are few: route patterns, never paths.
 */
export const httpMetrics = (registry: Registry): HttpMetrics => {
  let metrics = byRegistry.get(registry);
  if (metrics === undefined) {
    metrics = registerHttpMetrics(registry);
    byRegistry.set(registry, metrics);
  }
  return metrics;
};

const registerHttpMetrics = (registry: Registry): HttpMetrics => {
  const duration = new Histogram<Labels>({
    name: 'vs_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  // A plain count, read when the metrics are collected: nothing to hash per request.
  let answering = 0;
  new Gauge({
    name: 'vs_http_requests_in_flight',
    help: 'HTTP requests being answered now.',
    registers: [registry],
    collect() {
      this.set(answering);
    },
  });
  const bound = new Map<string, Timer>();
  const timerOf = (method: string, route: string, status: number): Timer => {
    const key = `${status} ${method} ${route}`;
    let timer = bound.get(key);
    if (timer === undefined) {
      timer = duration.labels({ method, route, status: String(status) });
      bound.set(key, timer);
    }
    return timer;
  };
  return {
    started: () => {
      answering += 1;
    },
    finished: (method, route, status, seconds) => {
      answering -= 1;
      timerOf(method, route, status).observe(seconds);
    },
  };
};
