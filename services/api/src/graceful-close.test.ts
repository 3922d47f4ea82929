import { Agent, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gracefulServer } from './graceful-close.ts';

/**
 * A server whose /slow and /stream replies (the stream sends its headers and a first byte at once)
 * end when the test calls `release`, and whose /hang never answers. `arrived` lists the paths it has
 * been asked for, so the test waits for the requests, not for time.
 */
const startServer = async () => {
  const arrived: string[] = [];
  const held: (() => void)[] = [];
  const graceful = gracefulServer((request, response) => {
    arrived.push(request.url ?? '');
    if (request.url === '/slow') held.push(() => response.end('done'));
    else if (request.url === '/stream') {
      response.writeHead(200);
      response.write('a');
      held.push(() => response.end('b'));
    } else if (request.url !== '/hang') response.end('ok');
  });
  const { server } = graceful;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const release = () => {
    for (const end of held.splice(0)) end();
  };
  return { graceful, server, port: (server.address() as AddressInfo).port, arrived: () => arrived, release };
};

/**
 * Keeps its connections for as long as the server does: the global agent drops an idle one after
 * 5 s, which would end a connection the server failed to close.
 */
const agent = new Agent({ keepAlive: true });

/** A keep-alive GET: resolves with the reply's status, Connection header and body, or the error. */
const fetchKeepAlive = (port: number, path: string) =>
  new Promise<{ status?: number; connection?: string; body?: string; error?: string }>((resolve) => {
    get(
      { port, host: '127.0.0.1', path, agent, headers: { connection: 'keep-alive' } },
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

describe('gracefulServer', () => {
  let server: Server | undefined;
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    server?.closeAllConnections();
    server?.close();
    agent.destroy();
  });

  it('lets requests in flight finish with Connection: close, refuses new connections and closes at once after', async () => {
    const started = await startServer();
    server = started.server;
    // Idle keep-alive connections time out long after the test's own timeout: a close that
    // waited for that fails the test instead of passing slowly.
    server.keepAliveTimeout = 10 * 60_000;
    const { graceful } = started;
    const slow = fetchKeepAlive(started.port, '/slow');
    const stream = fetchKeepAlive(started.port, '/stream');
    await vi.waitFor(() => expect(started.arrived()).toHaveLength(2));
    expect(graceful.requestsReceived()).toBe(2);

    const closed = graceful.close(60_000);
    expect((await fetchKeepAlive(started.port, '/')).error).toMatch(/ECONNREFUSED/);
    started.release();
    expect(await slow).toEqual({ status: 200, connection: 'close', body: 'done' });
    expect(await stream).toMatchObject({ status: 200, body: 'ab' });
    // Resolves although the streamed reply's connection said keep-alive and would never time out.
    await closed;
  });

  it('destroys the connections still open at the deadline, not before', async () => {
    const started = await startServer();
    server = started.server;
    const { graceful } = started;
    let settled = false;
    const hanging = fetchKeepAlive(started.port, '/hang').finally(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(started.arrived()).toEqual(['/hang']));
    // The grace period runs on the test's clock; the sockets stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const closeAll = vi.spyOn(server, 'closeAllConnections');
    const closed = graceful.close(200);
    await vi.advanceTimersByTimeAsync(199);
    expect(closeAll).not.toHaveBeenCalled();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(closeAll).toHaveBeenCalledTimes(1);
    await closed;
    expect((await hanging).error).toMatch(/socket hang up|ECONNRESET/);
  });
});
