import type { AppType } from '@vs/http';
import { hc } from 'hono/client';

/**
 * Typed from the server's routes (type-only import: no server code in the bundle). Await a call
 * with `call` from @vs/ui; the reads and writes the remote makes are in queries.ts and saves.ts.
 */
export const api = hc<AppType>('/', { init: { credentials: 'same-origin' } });
