import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/** Who sent a request: the address rate limits, logs and the login audit count. */
export interface ClientAddressing {
  /**
   * The TCP peer, or, when the peer is a trusted proxy, the rightmost `X-Forwarded-For` hop that
   * is not trusted (the first address no trusted proxy vouches for).
   */
  address(request: Request, env: unknown): string;
  /** Whether the TCP peer is a trusted proxy (its `X-Request-Id` may be kept). */
  viaTrustedProxy(request: Request, env: unknown): boolean;
  /** `address` for a request read straight from Node (the save lane, save-lane.ts). */
  addressOfIncoming(incoming: IncomingMessage): string;
  /** `viaTrustedProxy` for a request read straight from Node. */
  incomingViaTrustedProxy(incoming: IncomingMessage): boolean;
}

const UNKNOWN = 'unknown';

/** The TCP peer of a request served by @hono/node-server (absent in `app.request` tests). */
const peerOf = (env: unknown): string | undefined =>
  (env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress;

/**
 * Client addresses behind the reverse proxies named in `trustedProxies`: addresses or CIDR
 * ranges (`10.0.0.0/8`, `::1`), or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`.
 * With none, the client is the TCP peer and `X-Forwarded-For` is ignored (anyone can send it).
 * A malformed entry throws at start.
 */
export const createClientAddressing = (trustedProxies: readonly string[]): ClientAddressing => {
  const trust = proxyaddr.compile([...trustedProxies]);
  const resolve = (peer: string | undefined, forwarded: () => string | undefined): string => {
    if (peer === undefined) return UNKNOWN;
    if (trustedProxies.length === 0) return peer;
    const like = { socket: { remoteAddress: peer }, headers: { 'x-forwarded-for': forwarded() } };
    return proxyaddr(like as unknown as IncomingMessage, trust);
  };
  const trusted = (peer: string | undefined): boolean =>
    peer !== undefined && trustedProxies.length > 0 && trust(peer, 0);
  return {
    address: (request, env) =>
      resolve(peerOf(env), () => request.headers.get('x-forwarded-for') ?? undefined),
    viaTrustedProxy: (_request, env) => trusted(peerOf(env)),
    addressOfIncoming: (incoming) =>
      resolve(incoming.socket.remoteAddress, () => {
        const forwarded = incoming.headers['x-forwarded-for'];
        return Array.isArray(forwarded) ? forwarded.join(', ') : forwarded;
      }),
    incomingViaTrustedProxy: (incoming) => trusted(incoming.socket.remoteAddress),
  };
};
