import { describe, expect, it } from 'vitest';
import { isLocalhostHost, isLocalhostUrl } from './localhost.ts';

describe('localhost', () => {
  it('knows the URLs of this machine', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1',
      'https://[::1]:8443/x',
      'http://LOCALHOST',
    ])
      expect(isLocalhostUrl(url)).toBe(true);
    for (const url of [
      'https://values.example.com',
      'http://localhost.example.com',
      'http://10.0.0.1',
      'nonsense',
    ])
      expect(isLocalhostUrl(url)).toBe(false);
  });

  it('knows the Host headers of this machine, on any port, and nothing dressed up as one', () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:80', '[::1]:3000'])
      expect(isLocalhostHost(host)).toBe(true);
    for (const host of [
      undefined,
      '',
      'example.com',
      'localhost:3000@evil.com',
      'localhost/x',
      'localhost evil',
      '::1',
    ])
      expect(isLocalhostHost(host)).toBe(false);
  });
});
