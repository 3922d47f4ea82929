import { randomBytes } from 'node:crypto';
import { DomainError } from '@vs/domain';
import { describe, expect, it } from 'vitest';
import { createAesSecretBox } from './aes-secret-box.ts';

describe('createAesSecretBox', () => {
  const box = createAesSecretBox(randomBytes(32));

  it('opens what it sealed, and never seals the same text alike twice', () => {
    const sealed = box.seal('client-secret-é');
    expect(sealed).not.toContain('client-secret');
    expect(box.open(sealed)).toBe('client-secret-é');
    expect(box.seal('client-secret-é')).not.toBe(sealed);
  });

  it('refuses a changed text and one sealed with another key', () => {
    const sealed = box.seal('client-secret');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => box.open([...parts.slice(0, 3), body.toString('base64url')].join('.'))).toThrow();
    expect(() => createAesSecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open('plain-text')).toThrow('Not a sealed secret');
  });

  it('without a key, seals and opens nothing (an unavailable error naming SSO_SECRET_KEY)', () => {
    const keyless = createAesSecretBox(null);
    expect(() => keyless.seal('x')).toThrow(DomainError);
    expect(() => keyless.seal('x')).toThrow(/SSO_SECRET_KEY/);
    expect(() => keyless.open('v1.a.b.c')).toThrow(/SSO_SECRET_KEY/);
  });

  it('takes a 32-byte key only', () => {
    expect(() => createAesSecretBox(randomBytes(16))).toThrow('32 bytes');
  });
});
