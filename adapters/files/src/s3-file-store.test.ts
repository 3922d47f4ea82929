import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFileStoreContract, expectNoFile, readText } from './file-store.contract.ts';
import { createS3FileStore, type S3FileStore } from './s3-file-store.ts';

// A real S3 protocol server (s3rver, pure JavaScript) on a spare port of this machine.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let directory = '';
let server: S3rver;
let endpoint = '';
const stores: S3FileStore[] = [];

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'vs-s3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  for (const store of stores) store.close();
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

let buckets = 0;
/** A store on a new, empty bucket (the test creates it, as ops would). */
const openStore = async (): Promise<S3FileStore> => {
  buckets += 1;
  const bucket = `test-files-${buckets}`;
  const admin = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  admin.destroy();
  const store = createS3FileStore({
    endpoint,
    bucket,
    region: 'us-east-1',
    forcePathStyle: true,
    ...credentials,
  });
  stores.push(store);
  return store;
};

// S3 keeps an object's last-modified time in whole seconds.
describeFileStoreContract('S3 (s3rver)', openStore, { timestampResolutionMs: 1000 });

describe('createS3FileStore', () => {
  it('uploads a file larger than one part in several parts and reads it back whole', async () => {
    const files = await openStore();
    const part = 5 * 1024 * 1024;
    const bytes = Uint8Array.from({ length: 2 * part + 1000 }, (_, i) => (i * 7) % 253);
    async function* pieces(): AsyncIterable<Uint8Array> {
      for (let offset = 0; offset < bytes.length; offset += 64 * 1024)
        yield bytes.subarray(offset, offset + 64 * 1024);
    }
    await files.write('archives/large.zip', pieces());
    const parts: Uint8Array[] = [];
    for await (const chunk of files.read('archives/large.zip')) parts.push(chunk);
    expect(parts.length).toBeGreaterThan(1);
    expect(Buffer.concat(parts).equals(Buffer.from(bytes))).toBe(true);
  });

  it('answers a missing bucket with the error, not with a missing file', async () => {
    const files = createS3FileStore({
      endpoint,
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      forcePathStyle: true,
      ...credentials,
    });
    stores.push(files);
    await expect(readText(files, 'outputs/a.pdf')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expectNoFile(await openStore(), 'outputs/a.pdf');
  });
});
