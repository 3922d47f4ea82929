import type { AppType } from '@vs/http';
import { hc } from 'hono/client';

/**
 * Typed from the server's routes (a type-only import: no server code reaches the bundle). Await a
 * call with `call` from @vs/ui: `call(api.api.event.all.$get())`.
 */
export const api = hc<AppType>('/', { init: { credentials: 'same-origin' } });
