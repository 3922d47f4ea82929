import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface GracefulClose {
  /**
   * Stops accepting connections, closes the idle ones, lets the requests in flight finish (their
   * replies say `Connection: close`, and their connections close after them) and, after `graceMs`,
   * destroys whatever connection is left. Resolves once the server has closed.
   */
  close(graceMs: number): Promise<void>;
  /** How many requests the server has received so far. */
  requestsReceived(): number;
}

/**
 * Graceful closing for a Node HTTP server; install it when the server starts, so it knows the
 * requests in flight (and counts them, for idle-memory.ts). Node (>= 18.2) tracks connections
 * itself (closeIdleConnections, closeAllConnections); what it lacks is telling clients of requests
 * in flight not to reuse their connection: without that, `close` waits for each keep-alive
 * connection to time out.
 */
export const closeGracefully = (server: Server): GracefulClose => {
  const inFlight = new Set<ServerResponse>();
  let received = 0;
  let closing = false;
  // Ahead of the app's listener, which may answer synchronously.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const { socket } = request;
    received += 1;
    inFlight.add(response);
    if (closing) response.setHeader('connection', 'close');
    // A reply whose headers went out before the close (a streamed download) still said keep-alive.
    response.once('finish', () => {
      if (closing) socket.end();
    });
    response.once('close', () => inFlight.delete(response));
  });
  return {
    requestsReceived: () => received,
    close: async (graceMs) => {
      closing = true;
      for (const response of inFlight) if (!response.headersSent) response.setHeader('connection', 'close');
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
      try {
        await closed;
      } finally {
        clearTimeout(deadline);
      }
    },
  };
};
