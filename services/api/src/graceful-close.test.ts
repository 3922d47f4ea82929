import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully } from './graceful-close.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server whose /slow answers after 300 ms, /stream sends its headers at once and ends after 300 ms, /hang never answers. */
const startServer = async (): Promise<{ server: Server; port: number }> => {
  const server = createServer((request, response) => {
    if (request.url === '/slow') setTimeout(() => response.end('done'), 300);
    else if (request.url === '/stream') {
      response.writeHead(200);
      response.write('a');
      setTimeout(() => response.end('b'), 300);
    } else if (request.url !== '/hang') response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
};

/** A keep-alive GET: resolves with the reply's status, Connection header and body, or the error. */
const fetchKeepAlive = (port: number, path: string) =>
  new Promise<{ status?: number; connection?: string; body?: string; error?: string }>((resolve) => {
    get(
      { port, host: '127.0.0.1', path, headers: { connection: 'keep-alive' } },
      (reply: IncomingMessage) => {
        let body = '';
        reply.on('data', (chunk) => {
          body += chunk;
        });
        reply.on('end', () =>
          resolve({ status: reply.statusCode, connection: reply.headers.connection, body }),
        );
        reply.on('error', (error) => resolve({ error: error.message }));
      },
    ).on('error', (error) => resolve({ error: error.message }));
  });

describe('closeGracefully', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
  });

  it('lets requests in flight finish with Connection: close, refuses new connections and closes at once after', async () => {
    const started = await startServer();
    server = started.server;
    const graceful = closeGracefully(server);
    const slow = fetchKeepAlive(started.port, '/slow');
    const stream = fetchKeepAlive(started.port, '/stream');
    await sleep(100);

    const began = Date.now();
    const closed = graceful.close(10_000);
    expect((await fetchKeepAlive(started.port, '/')).error).toMatch(/ECONNREFUSED/);
    expect(await slow).toEqual({ status: 200, connection: 'close', body: 'done' });
    expect(await stream).toMatchObject({ status: 200, body: 'ab' });
    await closed;
    // Not the keep-alive timeout (5 s) of the streamed reply's connection.
    expect(Date.now() - began).toBeLessThan(2000);
  });

  it('destroys the connections still open at the deadline', async () => {
    const started = await startServer();
    server = started.server;
    const graceful = closeGracefully(server);
    const hanging = fetchKeepAlive(started.port, '/hang');
    await sleep(100);
    const began = Date.now();
    await graceful.close(200);
    expect(Date.now() - began).toBeGreaterThanOrEqual(150);
    expect((await hanging).error).toMatch(/socket hang up|ECONNRESET/);
  });
});
