import type { AppType } from '@vs/http';
import { hc } from 'hono/client';

/** Typed from the server's routes (type-only import: no server code in the bundle). */
export const api = hc<AppType>('/', { init: { credentials: 'same-origin' } });
