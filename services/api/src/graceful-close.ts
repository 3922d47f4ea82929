import { createServer, type RequestListener, type Server, ServerResponse } from 'node:http';

export interface GracefulServer {
  readonly server: Server;
  /**
   * Stops accepting connections, closes the idle ones, lets the requests in flight finish (their
   * replies say `Connection: close`, and their connections close after them) and, after `graceMs`,
   * destroys whatever connection is left. Resolves once the server has closed.
   */
  close(graceMs: number): Promise<void>;
  /** How many requests the server has received so far. */
  requestsReceived(): number;
}

/** Node's `writeHead`, saying `Connection: close` and ending the connection after the reply. */
function closingWriteHead(this: ServerResponse, ...args: unknown[]): ServerResponse {
  this.shouldKeepAlive = false;
  return Reflect.apply(ServerResponse.prototype.writeHead, this, args);
}

/** How often, while closing, connections that have become idle are closed. */
const IDLE_SWEEP_MS = 100;

/**
 * A Node HTTP server for `listener` that can close gracefully, and counts its requests (for
 * idle-memory.ts). Node (>= 18.2) tracks connections itself (closeIdleConnections,
 * closeAllConnections); what it lacks is telling clients of requests in flight not to reuse their
 * connection: without that, `close` waits for each keep-alive connection to time out.
 *
 * Nothing is kept per request: every reply whose headers are written once closing has begun says
 * `Connection: close` (its connection ends after it), and a connection whose reply had said
 * keep-alive before is closed once it falls idle. Keeping each reply in flight in a set cost a save
 * about a fifth of its CPU: V8's young-generation collections grew five times dearer and full ones
 * came six times as often (bench/README.md).
 */
export const gracefulServer = (listener: RequestListener): GracefulServer => {
  let received = 0;
  /** This server's replies: Node's own until it closes. */
  class GracefulResponse extends ServerResponse {}
  const server = createServer({ ServerResponse: GracefulResponse }, listener);
  server.on('request', () => {
    received += 1;
  });
  return {
    server,
    requestsReceived: () => received,
    close: async (graceMs) => {
      // Changed only now, so that no reply pays for it before.
      Object.defineProperty(GracefulResponse.prototype, 'writeHead', { value: closingWriteHead });
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const idle = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
      try {
        await closed;
      } finally {
        clearInterval(idle);
        clearTimeout(deadline);
      }
    },
  };
};
