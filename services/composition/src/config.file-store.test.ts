import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

const s3 = { S3_URL: 'http://127.0.0.1:9000', S3_BUCKET: 'vs-files' };

describe('readConfig: the file store', () => {
  it.each([
    ['one process with nothing configured', {}, 'filesystem'],
    ['a fleet (Redis), which shares no disk', { REDIS_URL: 'redis://127.0.0.1:6379' }, 'postgres'],
    ['an S3 endpoint, even in a fleet', { ...s3, REDIS_URL: 'redis://127.0.0.1:6379' }, 's3'],
    [
      'an explicit choice over auto',
      { FILE_STORE: 'filesystem', REDIS_URL: 'redis://127.0.0.1:6379' },
      'filesystem',
    ],
    ['PostgreSQL asked for', { FILE_STORE: 'postgres' }, 'postgres'],
  ] as const)('auto picks by %s', (_, env, expected) => {
    expect(readConfig(env).fileStore).toBe(expected);
  });

  it('reads the S3 settings with their defaults, and the file time to live', () => {
    expect(readConfig(s3)).toMatchObject({
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
      FILE_TTL_MINUTES: 60,
    });
    expect(readConfig({ ...s3, S3_FORCE_PATH_STYLE: 'false', FILE_TTL_MINUTES: '15' })).toMatchObject({
      S3_FORCE_PATH_STYLE: false,
      FILE_TTL_MINUTES: 15,
    });
  });

  it.each([
    [
      's3 without an endpoint or a bucket',
      { FILE_STORE: 's3' },
      /S3_URL: required when FILE_STORE is s3[\s\S]*S3_BUCKET: required/,
    ],
    ['an endpoint without a bucket', { S3_URL: s3.S3_URL }, /S3_BUCKET: required when S3_URL is set/],
    ['one key without the other', { ...s3, S3_ACCESS_KEY_ID: 'id' }, /give both or neither/],
    ['an unknown store', { FILE_STORE: 'nfs' }, /FILE_STORE/],
    ['a time to live of zero', { FILE_TTL_MINUTES: '0' }, /FILE_TTL_MINUTES/],
  ] as const)('refuses %s', (_, env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});
