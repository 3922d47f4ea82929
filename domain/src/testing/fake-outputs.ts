import { notFound } from '../errors/domain-error.ts';
import { ERROR_MESSAGES } from '../errors/error-messages.ts';
import type { ArchiveEntry, ArchiveWriter, Clock, FileStore, PdfRenderer } from '../ports/services.ts';

const encoder = new TextEncoder();

const collect = async (content: Uint8Array | AsyncIterable<Uint8Array>): Promise<Uint8Array> => {
  if (content instanceof Uint8Array) return content;
  const parts: Uint8Array[] = [];
  for await (const part of content) parts.push(part);
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
};

export interface InMemoryFileStore extends FileStore {
  readonly files: Map<string, Uint8Array>;
}

const systemTime: Clock = { now: () => new Date() };

/**
 * Files kept in a map: the reference behaviour of the file-store contract. Write times come from
 * `clock`, so use-case tests can age files with their manual clock.
 */
export const createInMemoryFileStore = (clock: Clock = systemTime): InMemoryFileStore => {
  const files = new Map<string, Uint8Array>();
  const writtenAt = new Map<string, number>();
  return {
    files,
    write: async (key, content) => {
      const bytes = await collect(content);
      files.set(key, bytes);
      writtenAt.set(key, clock.now().getTime());
    },
    read: (key) => ({
      async *[Symbol.asyncIterator]() {
        const file = files.get(key);
        if (file === undefined) throw notFound('FILE.NOT_FOUND', ERROR_MESSAGES.fileNotAvailable);
        yield file;
      },
    }),
    remove: async (key) => {
      files.delete(key);
      writtenAt.delete(key);
    },
    removeOlderThan: async (cutoff) => {
      const old = [...files.keys()].filter((key) => (writtenAt.get(key) ?? 0) < cutoff.getTime());
      for (const key of old) {
        files.delete(key);
        writtenAt.delete(key);
      }
      return old.length;
    },
  };
};

/** A "PDF" that names what it shows (whose output, or which event's impact), so tests can read it. */
export const fakePdfRenderer: PdfRenderer = {
  render: async (document) =>
    encoder.encode(
      document.page === 'impact'
        ? `%PDF-fake impact ${document.days} ${document.event.eventName}`
        : `%PDF-fake ${document.page} ${document.participant.forename} ${document.participant.surname}`,
    ),
};

/** Writes the entries as a JSON list of names and texts, so tests can read the "archive". */
export const createFakeArchiveWriter = (files: FileStore): ArchiveWriter => ({
  write: async (key, entries: AsyncIterable<ArchiveEntry>) => {
    const listed: { name: string; content: string }[] = [];
    for await (const entry of entries) {
      listed.push({
        name: entry.name,
        content: typeof entry.content === 'string' ? entry.content : new TextDecoder().decode(entry.content),
      });
    }
    await files.write(key, encoder.encode(JSON.stringify(listed)));
  },
});
