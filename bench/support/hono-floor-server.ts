/**
 * The floor of the save path with the API's framework: Hono on @hono/node-server, one route doing
 * what a participant's save needs and nothing else (floor-save.ts, session look-ups kept as the
 * kept floor keeps them: the API's I/O), no middleware. Between the kept floor and the API it
 * tells what the framework costs and what the API's own code costs.
 *
 * PORT, DATABASE_URL, DATABASE_SCHEMA and DATABASE_POOL_SIZE as for the API; GET /readyz answers.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createFloorSave } from './floor-save.ts';

const save = createFloorSave('hono_floor', { keepSignedIn: true });

const app = new Hono()
  .get('/readyz', (c) => c.json({ ready: true }))
  .put('/api/response/participant', async (c) => {
    const answer = await save(c.req.header('cookie'), c.req.url, await c.req.text());
    return c.body(answer.body, answer.status, { 'content-type': 'application/json' });
  });

serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });

// Exit normally on SIGTERM, so a `--cpu-prof` run writes its profile.
process.on('SIGTERM', () => process.exit(0));
