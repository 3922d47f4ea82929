import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  /** The URL given, pointing at the proxy instead (same scheme, credentials, database). */
  readonly url: string;
  /** Cuts every connection and refuses new ones, as a server that went down. */
  down(): Promise<void>;
  /** Accepts connections again on the same port, as the server coming back. */
  up(): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_PORTS: Readonly<Record<string, number>> = {
  'redis:': 6379,
  'postgres:': 5432,
  'postgresql:': 5432,
};

/**
 * A TCP proxy in front of a real Redis or PostgreSQL, so a test can take the service away (and
 * bring it back) without touching the machine's shared server.
 */
export const startTcpProxy = async (serviceUrl: string): Promise<TcpProxy> => {
  const target = new URL(serviceUrl);
  const targetPort = Number(target.port) || DEFAULT_PORTS[target.protocol];
  if (!targetPort) throw new Error(`no port in ${target.protocol} URL`);
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    const upstream = connect(targetPort, target.hostname);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const address = server.address();
  const proxied = new URL(serviceUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(typeof address === 'object' && address ? address.port : 0);
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  return {
    url: proxied.toString(),
    down: stop,
    up: () => listen(Number(proxied.port)),
    close: stop,
  };
};
