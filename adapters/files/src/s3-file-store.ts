import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ERROR_MESSAGES, type FileStore, notFound } from '@vs/domain';

export interface S3FileStoreOptions {
  /** The S3-compatible endpoint, e.g. `https://s3.eu-central-1.amazonaws.com` or `http://minio:9000`. */
  readonly endpoint: string;
  /** A bucket of its own: the sweep removes every object in it older than the file time to live. */
  readonly bucket: string;
  readonly region: string;
  /** Without both keys the SDK's own chain applies (AWS_* variables, a workload identity). */
  readonly accessKeyId?: string | undefined;
  readonly secretAccessKey?: string | undefined;
  /** `http://host/bucket/key` rather than `http://bucket.host/key`: what most S3-compatible servers want. */
  readonly forcePathStyle: boolean;
}

export interface S3FileStore extends FileStore {
  /** Closes the client's connections. */
  close(): void;
}

/** Up to this many parts of 5 MiB (the S3 minimum) in memory while a streamed write uploads. */
const UPLOAD_QUEUE_SIZE = 2;

const missingFile = () => notFound('FILE.NOT_FOUND', ERROR_MESSAGES.fileNotAvailable);

/**
 * Generated files as objects in an S3-compatible bucket, so processes on different machines share
 * them. A write is a streamed multipart upload (a single PUT when small): the object appears whole
 * when it completes, and a failed write is aborted, leaving the previous object as it was.
 */
export const createS3FileStore = (options: S3FileStoreOptions): S3FileStore => {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // The SDK's default CRC checksums are not understood by every S3-compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  return {
    write: async (key, content) => {
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: content instanceof Uint8Array ? content : Readable.from(content) },
        queueSize: UPLOAD_QUEUE_SIZE,
      }).done();
    },
    read: (key) => ({
      async *[Symbol.asyncIterator]() {
        const object = await client
          .send(new GetObjectCommand({ Bucket, Key: key }))
          .catch((error: unknown) => {
            throw error instanceof NoSuchKey ? missingFile() : error;
          });
        const body = object.Body;
        if (!(body instanceof Readable)) throw new Error(`The object ${key} came without a readable body`);
        try {
          for await (const chunk of body) yield chunk as Uint8Array;
        } finally {
          // A reader that stops early (a client gone away) closes the connection.
          body.destroy();
        }
      },
    }),
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    removeOlderThan: async (cutoff) => {
      let removed = 0;
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key === undefined || object.LastModified === undefined) continue;
          if (object.LastModified >= cutoff) continue;
          await client.send(new DeleteObjectCommand({ Bucket, Key: object.Key }));
          removed += 1;
        }
      }
      return removed;
    },
    close: () => client.destroy(),
  };
};
