import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { createTestApp } from '@vs/http/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** The API served as services/api serves it (@hono/node-server), on a free port. */
let server: ReturnType<typeof serve>;
let port = 0;

beforeAll(async () => {
  const { app } = await createTestApp();
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      port = info.port;
      resolve();
    });
  });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** What a keep-alive client sees on one connection: every byte, and whether the server ended it. */
const openConnection = async () => {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let received = '';
  let ended = false;
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1');
  });
  socket.on('error', () => {});
  socket.on('close', () => {
    ended = true;
  });
  // Waits for what the client sees (bytes, the close), never for a fixed time.
  const until = (done: () => boolean) =>
    vi.waitFor(() => expect(done()).toBe(true), { timeout: 3000, interval: 5 });
  return { socket, received: () => received, ended: () => ended, until };
};

const head = (text: string): string => text.slice(0, text.indexOf('\r\n\r\n')).toLowerCase();

describe('a 413 on a keep-alive connection', () => {
  it('refuses a chunked body that is too large saying Connection: close, then closes', async () => {
    const connection = await openConnection();
    const chunk = 'x'.repeat(64 * 1024);
    connection.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n' +
        'Content-Type: application/json\r\nOrigin: http://localhost\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    // Well past the 256 KiB limit; the client would send more but waits for the answer.
    for (let sent = 0; sent < 5; sent += 1)
      connection.socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    await connection.until(() => connection.received().includes('\r\n\r\n'));
    expect(connection.received()).toMatch(/^HTTP\/1\.1 413 /);
    // Said before the client sends its next request on the connection: it will not be answered.
    expect(head(connection.received())).toContain('connection: close');
    await connection.until(connection.ended);
    expect(connection.ended()).toBe(true);
    connection.socket.destroy();
  });

  it('answers a too-large body that states its length with Connection: close too', async () => {
    const connection = await openConnection();
    connection.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n' +
        `Content-Type: application/json\r\nOrigin: http://localhost\r\nContent-Length: ${1024 * 1024}\r\n\r\n`,
    );
    await connection.until(() => connection.received().includes('\r\n\r\n'));
    expect(connection.received()).toMatch(/^HTTP\/1\.1 413 /);
    expect(head(connection.received())).toContain('connection: close');
    await connection.until(connection.ended);
    expect(connection.ended()).toBe(true);
    connection.socket.destroy();
  });

  it('keeps an ordinary answer on a keep-alive connection open for the next request', async () => {
    const connection = await openConnection();
    const get = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n';
    connection.socket.write(get);
    await connection.until(() => connection.received().includes('"ok"'));
    expect(head(connection.received())).not.toContain('connection: close');
    connection.socket.write(get);
    await connection.until(() => connection.received().split('HTTP/1.1 200').length === 3);
    expect(connection.received().split('HTTP/1.1 200')).toHaveLength(3);
    connection.socket.destroy();
  });
});
