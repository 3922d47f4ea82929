import { afterEach, describe, expect, it } from 'vitest';
import { type ProbeServer, startProbeServer } from './probe-server.ts';

describe('startProbeServer', () => {
  let server: ProbeServer | undefined;
  afterEach(() => server?.close());

  it('answers the given GET paths only', async () => {
    server = await startProbeServer({
      port: 0,
      routes: {
        '/metrics': async () => ({ status: 200, contentType: 'text/plain; version=0.0.4', body: 'up 1\n' }),
        '/broken': async () => {
          throw new Error('no');
        },
      },
    });
    const base = `http://127.0.0.1:${server.port}`;
    const metrics = await fetch(`${base}/metrics?x=1`);
    expect([metrics.status, metrics.headers.get('content-type'), await metrics.text()]).toEqual([
      200,
      'text/plain; version=0.0.4',
      'up 1\n',
    ]);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${base}/api/auth/login`)).status).toBe(404);
    expect((await fetch(`${base}/broken`)).status).toBe(500);
  });
});
