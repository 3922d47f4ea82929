import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a probe path answers. */
export interface ProbeReply {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

export interface ProbeServerOptions {
  /** 0 picks a free port (tests). */
  readonly port: number;
  /** The GET paths served (`/readyz`, `/metrics`); every other request is a 404. */
  readonly routes: Readonly<Record<string, () => Promise<ProbeReply>>>;
}

export interface ProbeServer {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * A listener for what ops probe and scrape, apart from public traffic: the worker's `/readyz` and
 * `/metrics`, the API's `/metrics` (METRICS_PORT). Nothing but the given GET paths is served.
 */
export const startProbeServer = async (options: ProbeServerOptions): Promise<ProbeServer> => {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://probe').pathname;
    const route = request.method === 'GET' ? options.routes[path] : undefined;
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    route()
      .then((reply) =>
        response.writeHead(reply.status, { 'content-type': reply.contentType }).end(reply.body),
      )
      .catch(() => {
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
