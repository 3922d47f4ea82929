import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('clientNetwork', () => {
  it('counts an IPv4 client by its address, also when it arrives IPv4-mapped', () => {
    expect(clientNetwork('192.0.2.1')).toBe('192.0.2.1');
    expect(clientNetwork('::ffff:192.0.2.1')).toBe('192.0.2.1');
  });

  it('counts every address of one IPv6 /64 as one client, and another /64 apart', () => {
    const first = clientNetwork('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(first).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0db8:0001:0002::1')).toBe(first);
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(first);
    expect(clientNetwork('::1')).toBe('::/64');
  });

  it('keeps what is not an address as it is', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
