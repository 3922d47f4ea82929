import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DomainError, defineMessage, type SecretBox } from '@vs/domain';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const noKey = (): DomainError =>
  new DomainError(
    'unavailable',
    'SSO.NO_SECRET_KEY',
    defineMessage({
      id: 'error.sso.noSecretKey',
      defaultMessage:
        'This server keeps no identity provider secrets: set SSO_SECRET_KEY (64 hex digits) in its environment.',
    }),
  );

/**
 * AES-256-GCM with a 32-byte key: `v1.<iv>.<tag>.<ciphertext>` (base64url). A fresh 96-bit IV per
 * seal; the tag makes a changed or foreign text fail to open. Without a key, nothing is sealed or opened.
 */
export const createAesSecretBox = (key: Uint8Array | null): SecretBox => {
  if (key !== null && key.length !== 32) throw new Error('The secret key must be 32 bytes');
  return {
    seal: (plain) => {
      if (key === null) throw noKey();
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open: (sealed) => {
      if (key === null) throw noKey();
      const [version, iv, tag, body, ...rest] = sealed.split('.');
      if (
        version !== VERSION ||
        iv === undefined ||
        tag === undefined ||
        body === undefined ||
        rest.length > 0
      )
        throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
};
