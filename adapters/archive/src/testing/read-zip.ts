import type { Readable } from 'node:stream';
import { type Entry, fromBuffer, type ZipFile } from 'yauzl';

export interface ZipEntryRead {
  readonly name: string;
  readonly content: Buffer;
  /** 0 stored, 8 deflated. */
  readonly compressionMethod: number;
}

const openZip = (bytes: Uint8Array): Promise<ZipFile> =>
  new Promise((resolve, reject) =>
    fromBuffer(Buffer.from(bytes), { lazyEntries: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );

const contentOf = (zip: ZipFile, entry: Entry): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    zip.openReadStream(entry, async (error, stream: Readable) => {
      if (error) return reject(error);
      const parts: Buffer[] = [];
      try {
        for await (const part of stream) parts.push(part as Buffer);
        resolve(Buffer.concat(parts));
      } catch (failure) {
        reject(failure);
      }
    }),
  );

/** Unpacks a whole zip in entry order, checking every entry's CRC and size on the way (tests only). */
export const readZip = async (bytes: Uint8Array): Promise<ZipEntryRead[]> => {
  const zip = await openZip(bytes);
  const entries: ZipEntryRead[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      contentOf(zip, entry).then((content) => {
        entries.push({ name: entry.fileName, content, compressionMethod: entry.compressionMethod });
        zip.readEntry();
      }, reject);
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
};

/** The entries' contents by name. */
export const zipContents = async (bytes: Uint8Array): Promise<Map<string, Buffer>> =>
  new Map((await readZip(bytes)).map((entry) => [entry.name, entry.content]));
