import { Gauge, Histogram, type Registry } from 'prom-client';

/** From a quick session check to a large upload or a PDF rendered while the client waits. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

type Labels = 'method' | 'route' | 'status';

interface Timer {
  observe(seconds: number): void;
}

/** The metrics of one method and route, bound once: a request only looks its status up. */
export interface RouteMetrics {
  /** A request is being answered. */
  started(): void;
  /** It was answered, with `status`, after `seconds` (until its reply's headers were ready). */
  finished(status: number, seconds: number): void;
}

export interface HttpMetrics {
  /** A request is being answered. */
  started(): void;
  /** It was answered, with `status`, after `seconds` (until its reply's headers were ready). */
  finished(method: string, route: string, status: number, seconds: number): void;
  /** The recorder of one method and route, for a caller that answers only that route (save-lane.ts). */
  route(method: string, route: string): RouteMetrics;
}

const byRegistry = new WeakMap<Registry, HttpMetrics>();

/**
 * Request metrics in `registry`, registered once however often asked for (request-envelope.ts and
 * save-lane.ts feed them):
 * `vs_http_request_duration_seconds{method,route,status}` and `vs_http_requests_in_flight`. Each
 * label set is bound once (prom-client's `labels()`), the first time it is seen: a request only
 * looks its set up (by status alone where its route's recorder is kept). Label sets are few: route
 * patterns, never paths.
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
  const started = (): void => {
    answering += 1;
  };
  const routeMetrics = (method: string, route: string): RouteMetrics => {
    // Bound the first time each status is seen; statuses are few.
    const timers = new Map<number, Timer>();
    return {
      started,
      finished: (status, seconds) => {
        answering -= 1;
        let timer = timers.get(status);
        if (timer === undefined) {
          timer = duration.labels({ method, route, status: String(status) });
          timers.set(status, timer);
        }
        timer.observe(seconds);
      },
    };
  };
  const routes = new Map<string, RouteMetrics>();
  const route = (method: string, pattern: string): RouteMetrics => {
    const key = `${method} ${pattern}`;
    let metrics = routes.get(key);
    if (metrics === undefined) {
      metrics = routeMetrics(method, pattern);
      routes.set(key, metrics);
    }
    return metrics;
  };
  return {
    started,
    finished: (method, pattern, status, seconds) => route(method, pattern).finished(status, seconds),
    route,
  };
};
