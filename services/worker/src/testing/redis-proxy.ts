import { connect, createServer, type Socket } from 'node:net';

export interface RedisProxy {
  /** A REDIS_URL that goes through the proxy. */
  readonly url: string;
  /** Cuts every connection and refuses new ones, as a Redis that went down. */
  down(): Promise<void>;
  /** Accepts connections again on the same port, as the Redis coming back. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy in front of the real Redis, so a test can take "Redis" away without touching it. */
export const startRedisProxy = async (redisUrl: string): Promise<RedisProxy> => {
  const target = new URL(redisUrl);
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
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
  const port = typeof address === 'object' && address ? address.port : 0;
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  return {
    url: `redis://127.0.0.1:${port}${target.pathname}`,
    down: stop,
    up: () => listen(port),
    close: stop,
  };
};
