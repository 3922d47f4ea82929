import { Hono } from 'hono';
import type { AppOptions } from '../app.ts';
import type { AppEnv } from '../env.ts';

/** /api/user: accounts, email templates and user lists. */
export const userRoutes = (_options: AppOptions) => new Hono<AppEnv>();
