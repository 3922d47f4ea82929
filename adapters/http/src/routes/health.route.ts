import { Hono } from 'hono';
import type { AppOptions, Readiness } from '../app-options.ts';

const UNKNOWN: Readiness = { ready: false, reason: 'readiness unknown' };

/** Liveness (the process answers) and readiness (it can serve: dependencies up, not shutting down). */
export const healthRoutes = (options: Pick<AppOptions, 'readiness'>) =>
  new Hono()
    .get('/healthz', (c) => c.json({ success: true, message: 'ok' }))
    .get('/readyz', async (c) => {
      const report = await options.readiness().catch(() => UNKNOWN);
      // Each dependency's state rides along: an optional one (Redis) may be down while ready.
      const detail = report.dependencies === undefined ? {} : { dependencies: report.dependencies };
      return report.ready
        ? c.json({ success: true, message: 'ready', ...detail })
        : c.json({ success: false, message: report.reason, ...detail }, 503);
    });
