import { Hono } from 'hono';
import type { AppOptions } from '../app.ts';
import type { AppEnv } from '../env.ts';

/** /api/event: events, participants, logon emails, uploads and team output. */
export const eventRoutes = (_options: AppOptions) => new Hono<AppEnv>();
