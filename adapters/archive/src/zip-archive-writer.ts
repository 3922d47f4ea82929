import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { ArchiveWriter, FileStore } from '@vs/domain';

/** Version of the manifest's own shape; bump it when its fields change. */
export const ZIP_MANIFEST_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';

export interface ManifestFile {
  readonly name: string;
  readonly bytes: number;
  /** Lower-case hex SHA-256 of the entry's uncompressed bytes. */
  readonly sha256: string;
}

/** `manifest.json`, the last entry of every archive. */
export interface ArchiveManifest {
  readonly version: typeof ZIP_MANIFEST_VERSION;
  readonly files: readonly ManifestFile[];
}

export interface ZipArchiveWriterOptions {
  /** zlib level, 0 (store) to 9; 6 by default. */
  readonly level?: number;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must not reach an entry name
const SEGMENT = /^[^/\\\u0000-\u001f\u007f]+$/;

/** Entry names come from our own code, but one that unpacks outside its folder must never get in. */
const assertEntryName = (name: string, taken: Set<string>): void => {
  const segments = name.split('/');
  if (!segments.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..') || /^[A-Za-z]:/.test(name)) {
    throw new RangeError(`Invalid archive entry name: ${JSON.stringify(name)}`);
  }
  // Names differing only in case overwrite each other when unpacked on Windows or macOS.
  const folded = name.toLowerCase();
  if (folded === MANIFEST_NAME || taken.has(folded)) {
    throw new RangeError(`Duplicate archive entry name: ${JSON.stringify(name)}`);
  }
  taken.add(folded);
};

const bufferOf = (content: Uint8Array | string): Buffer =>
  typeof content === 'string'
    ? Buffer.from(content, 'utf8')
    : Buffer.from(content.buffer, content.byteOffset, content.byteLength);

/**
 * Zips entries into the file store as they arrive. Each entry is appended only once the previous
 * one has gone into the zip stream, and the stream is consumed by `files.write` with backpressure,
 * so memory holds about one entry and the stream buffers, never the archive.
 */
export const createZipArchiveWriter = (
  files: FileStore,
  options: ZipArchiveWriterOptions = {},
): ArchiveWriter => ({
  write: async (key, entries) => {
    // archiver is loaded by the first archive: most processes never write one.
    const { ZipArchive } = await import('archiver');
    const zip = new ZipArchive({ zlib: { level: options.level ?? 6 } });
    zip.on('error', (error) => {
      if (!zip.destroyed) zip.destroy(error);
    });
    const stored = files.write(key, zip);
    // Settles only when the store fails: whatever we wait for, that must end the wait.
    const storeGaveUp = stored.then(() => new Promise<never>(() => {}));
    storeGaveUp.catch(() => {});

    const append = async (name: string, content: Buffer): Promise<void> => {
      const appended = once(zip, 'entry');
      zip.append(content, { name });
      await Promise.race([appended, storeGaveUp]);
    };

    try {
      const manifest: ManifestFile[] = [];
      const taken = new Set<string>();
      for await (const entry of entries) {
        assertEntryName(entry.name, taken);
        const content = bufferOf(entry.content);
        manifest.push({
          name: entry.name,
          bytes: content.byteLength,
          sha256: createHash('sha256').update(content).digest('hex'),
        });
        await append(entry.name, content);
      }
      const last: ArchiveManifest = { version: ZIP_MANIFEST_VERSION, files: manifest };
      await append(MANIFEST_NAME, Buffer.from(`${JSON.stringify(last, null, 2)}\n`));
      await Promise.race([zip.finalize(), storeGaveUp]);
      await stored;
    } catch (error) {
      // Destroying with an error makes the store drop its partial file instead of keeping a truncated zip.
      zip.destroy(error instanceof Error ? error : new Error(String(error)));
      await stored.catch(() => {});
      throw error;
    }
  },
});
