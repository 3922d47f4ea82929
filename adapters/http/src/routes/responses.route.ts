import { Hono } from 'hono';
import type { AppOptions } from '../app.ts';
import type { AppEnv } from '../env.ts';

/** /api/response: pre-work and live values, meaningful work. */
export const responseRoutes = (_options: AppOptions) => new Hono<AppEnv>();
