import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HealthServerOptions {
  readonly port: number;
  /** Whether the worker can do its work now (connections up, every queue served). */
  readonly isReady: () => Promise<boolean>;
  /** The metrics text, given whether the worker is ready. */
  readonly metrics: (ready: boolean) => Promise<string>;
}

export interface HealthServer {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * What ops probe and scrape: `GET /readyz` (200 when ready, else 503) and `GET /metrics`
 * (Prometheus text). Nothing else is served.
 */
export const startHealthServer = async (options: HealthServerOptions): Promise<HealthServer> => {
  const server: Server = createServer((request, response) => {
    const answer = async (): Promise<void> => {
      const path = new URL(request.url ?? '/', 'http://worker').pathname;
      if (request.method !== 'GET' || (path !== '/readyz' && path !== '/metrics')) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
        return;
      }
      const ready = await options.isReady().catch(() => false);
      if (path === '/readyz') {
        response
          .writeHead(ready ? 200 : 503, { 'content-type': 'text/plain' })
          .end(ready ? 'ready\n' : 'not ready\n');
        return;
      }
      response
        .writeHead(200, { 'content-type': 'text/plain; version=0.0.4' })
        .end(await options.metrics(ready));
    };
    answer().catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('error\n');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '0.0.0.0', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
