import { Hono } from 'hono';
import type { AppOptions } from '../app-options.ts';
import type { AppEnv } from '../env.ts';
import { failure } from '../error-handler.ts';
import { validate } from '../validation.ts';
import { eventOutputQuerySchema } from './events.schema.ts';

/** GET /api/event/event_output: a participant's PDF output. */
export const outputRoutes = (_options: AppOptions) =>
  new Hono<AppEnv>().get('/event_output', validate('query', eventOutputQuerySchema), (c) =>
    failure(c, 501, 'PDF outputs are not available yet.'),
  );
