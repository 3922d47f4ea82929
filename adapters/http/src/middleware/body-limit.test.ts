import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bodyLimit } from './body-limit.ts';

/** An app that echoes the body's length, behind a 10-byte limit. */
const app = new Hono()
  .use(bodyLimit({ maxSize: 10, onError: (c) => c.json({ tooLarge: true }, 413) }))
  .all('/', async (c) => c.json({ length: (await c.req.text()).length }));

const send = async (init: RequestInit) => {
  const response = await app.request('http://localhost/', { method: 'PUT', ...init });
  return { status: response.status, body: await response.json() };
};

const stream = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

describe('body limit', () => {
  it('judges a body by its Content-Length: at the limit passes, above is refused', async () => {
    expect(await send({ body: '0123456789', headers: { 'content-length': '10' } })).toEqual({
      status: 200,
      body: { length: 10 },
    });
    expect(await send({ body: '0123456789', headers: { 'content-length': '11' } })).toEqual({
      status: 413,
      body: { tooLarge: true },
    });
  });

  it('counts a streamed body (no length, or chunked) as it arrives', async () => {
    const streamed = (text: string, headers: Record<string, string> = {}) =>
      send({ body: stream(text), headers, duplex: 'half' } as RequestInit);
    expect(await streamed('0123456789')).toEqual({ status: 200, body: { length: 10 } });
    expect(await streamed('0123456789a')).toEqual({ status: 413, body: { tooLarge: true } });
    expect(await streamed('0123456789a', { 'content-length': '3', 'transfer-encoding': 'chunked' })).toEqual({
      status: 413,
      body: { tooLarge: true },
    });
  });

  it('lets reads and bodiless requests through', async () => {
    expect((await app.request('http://localhost/', { method: 'GET' })).status).toBe(200);
    expect(await send({})).toEqual({ status: 200, body: { length: 0 } });
  });
});
