import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createClientAddressing } from './client-address.ts';

const envFrom = (peer: string) => ({ incoming: { socket: { remoteAddress: peer } } as IncomingMessage });
const requestWith = (forwardedFor?: string) =>
  new Request('http://localhost/api/auth/login', {
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('client address', () => {
  it('is the TCP peer, whatever X-Forwarded-For says, when no proxy is trusted', () => {
    const client = createClientAddressing([]);
    expect(client.address(requestWith('203.0.113.9'), envFrom('198.51.100.7'))).toBe('198.51.100.7');
    expect(client.viaTrustedProxy(requestWith(), envFrom('127.0.0.1'))).toBe(false);
  });

  it('is the rightmost untrusted X-Forwarded-For hop behind trusted proxies', () => {
    const client = createClientAddressing(['10.0.0.0/8', 'loopback']);
    // spoofed, real client, inner proxy (trusted)
    const request = requestWith('6.6.6.6, 203.0.113.9, 10.1.2.3');
    expect(client.address(request, envFrom('127.0.0.1'))).toBe('203.0.113.9');
    expect(client.viaTrustedProxy(request, envFrom('127.0.0.1'))).toBe(true);
  });

  it('ignores X-Forwarded-For from a peer that is not trusted', () => {
    const client = createClientAddressing(['10.0.0.0/8']);
    expect(client.address(requestWith('203.0.113.9'), envFrom('198.51.100.7'))).toBe('198.51.100.7');
    expect(client.viaTrustedProxy(requestWith(), envFrom('198.51.100.7'))).toBe(false);
  });

  it('is the trusted peer itself when it forwards nothing', () => {
    const client = createClientAddressing(['127.0.0.1']);
    expect(client.address(requestWith(), envFrom('127.0.0.1'))).toBe('127.0.0.1');
  });

  it('is "unknown" without a TCP peer (in-process requests)', () => {
    expect(createClientAddressing([]).address(requestWith(), undefined)).toBe('unknown');
  });

  it('reads a request straight from Node (the save lane) as it reads one through Hono', () => {
    const client = createClientAddressing(['10.0.0.0/8', 'loopback']);
    const incoming = (peer: string, forwardedFor?: string) =>
      ({
        socket: { remoteAddress: peer },
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      }) as IncomingMessage;
    for (const [peer, forwarded] of [
      ['127.0.0.1', '6.6.6.6, 203.0.113.9, 10.1.2.3'],
      ['198.51.100.7', '203.0.113.9'],
      ['127.0.0.1', undefined],
    ] as const) {
      const viaHono = [requestWith(forwarded), envFrom(peer)] as const;
      expect(client.addressOfIncoming(incoming(peer, forwarded))).toBe(client.address(...viaHono));
      expect(client.incomingViaTrustedProxy(incoming(peer, forwarded))).toBe(
        client.viaTrustedProxy(...viaHono),
      );
    }
  });

  it('refuses a malformed trusted proxy at start', () => {
    expect(() => createClientAddressing(['10.0.0.0/99'])).toThrow();
  });
});
