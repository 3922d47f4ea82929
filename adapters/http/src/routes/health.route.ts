import { Hono } from 'hono';
import type { AppOptions } from '../app-options.ts';

/** Liveness (the process answers) and readiness (the database answers). */
export const healthRoutes = (options: Pick<AppOptions, 'isReady'>) =>
  new Hono()
    .get('/healthz', (c) => c.json({ success: true, message: 'ok' }))
    .get('/readyz', async (c) => {
      const ready = await options.isReady().catch(() => false);
      return ready
        ? c.json({ success: true, message: 'ready' })
        : c.json({ success: false, message: 'database unavailable' }, 503);
    });
