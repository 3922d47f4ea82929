import { createHash, randomBytes } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ArchiveEntry, FileStore } from '@vs/domain';
import { createInMemoryFileStore } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { readZip, zipContents } from './testing/read-zip.ts';
import { type ArchiveManifest, createZipArchiveWriter } from './zip-archive-writer.ts';

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

async function* entriesOf(...entries: ArchiveEntry[]): AsyncIterable<ArchiveEntry> {
  yield* entries;
}

const storedZip = (files: ReturnType<typeof createInMemoryFileStore>, key: string): Uint8Array => {
  const bytes = files.files.get(key);
  expect(bytes).toBeDefined();
  return bytes as Uint8Array;
};

describe('createZipArchiveWriter', () => {
  it('zips the entries in order, then a manifest with each size and SHA-256', async () => {
    const files = createInMemoryFileStore();
    const pdf = randomBytes(50_000);
    const framed = new Uint8Array([9, 9, ...'%PDF-1.7 inner'.split('').map((c) => c.charCodeAt(0)), 9]);
    const inner = framed.subarray(2, framed.length - 1);
    await createZipArchiveWriter(files).write(
      'archives/a.zip',
      entriesOf(
        { name: 'event.json', content: '{"version":1,"name":"Día 1"}' },
        { name: 'pdfs/live/Pat_Example-ValuesSystem.pdf', content: pdf },
        { name: 'pdfs/pre-work/Pat_Example-ValuesSystem.pdf', content: inner },
      ),
    );

    const entries = await readZip(storedZip(files, 'archives/a.zip'));
    expect(entries.map((e) => e.name)).toEqual([
      'event.json',
      'pdfs/live/Pat_Example-ValuesSystem.pdf',
      'pdfs/pre-work/Pat_Example-ValuesSystem.pdf',
      'manifest.json',
    ]);
    expect(entries[0]?.content.toString('utf8')).toBe('{"version":1,"name":"Día 1"}');
    expect(entries[1]?.content.equals(pdf)).toBe(true);
    expect(entries[2]?.content.toString('latin1')).toBe('%PDF-1.7 inner');
    expect(entries[0]?.compressionMethod).toBe(8);

    const manifest = JSON.parse(entries[3]?.content.toString('utf8') ?? '') as ArchiveManifest;
    expect(manifest).toEqual({
      version: 1,
      files: entries
        .slice(0, 3)
        .map((e) => ({ name: e.name, bytes: e.content.length, sha256: sha256(e.content) })),
    });
    expect(manifest.files[0]?.bytes).toBe(Buffer.byteLength('{"version":1,"name":"Día 1"}'));
  });

  it('writes a zip holding just the manifest when there are no entries', async () => {
    const files = createInMemoryFileStore();
    await createZipArchiveWriter(files).write('archives/empty.zip', entriesOf());
    const contents = await zipContents(storedZip(files, 'archives/empty.zip'));
    expect([...contents.keys()]).toEqual(['manifest.json']);
    expect(JSON.parse(contents.get('manifest.json')?.toString() ?? '')).toEqual({ version: 1, files: [] });
  });

  it('stores entries uncompressed at level 0', async () => {
    const files = createInMemoryFileStore();
    await createZipArchiveWriter(files, { level: 0 }).write(
      'archives/stored.zip',
      entriesOf({ name: 'a.txt', content: 'aaaa' }),
    );
    const entries = await readZip(storedZip(files, 'archives/stored.zip'));
    expect(entries.map((e) => e.compressionMethod)).toEqual([0, 0]);
  });

  it('streams the zip to the store while entries are still being produced, asking for one at a time', async () => {
    const received: number[] = [];
    let bytesStored = 0;
    const recording: FileStore = {
      ...createInMemoryFileStore(),
      write: async (_key, content) => {
        if (content instanceof Uint8Array) throw new Error('expected a stream');
        for await (const chunk of content) bytesStored += chunk.length;
      },
    };
    let produced = 0;
    async function* slowEntries(): AsyncIterable<ArchiveEntry> {
      for (let i = 0; i < 30; i += 1) {
        received.push(bytesStored);
        produced += 1;
        // Incompressible, like a PDF: 100 KB each, 3 MB in all.
        yield { name: `pdfs/${i}.pdf`, content: randomBytes(100_000) };
      }
    }
    await createZipArchiveWriter(recording).write('archives/big.zip', slowEntries());
    expect(produced).toBe(30);
    // By the 20th entry, well over a megabyte of the zip has reached the store.
    expect(received[20]).toBeGreaterThan(1_000_000);
    expect(bytesStored).toBeGreaterThan(3_000_000);
  });

  it('asks for the next entry only as fast as a slow store takes the zip', async () => {
    let stored = 0;
    let given = 0;
    let mostAhead = 0;
    const slow: FileStore = {
      ...createInMemoryFileStore(),
      write: async (_key, content) => {
        if (content instanceof Uint8Array) throw new Error('expected a stream');
        for await (const chunk of content) {
          stored += chunk.length;
          // Slow in turns, not in time: every chunk costs the store a turn of the event loop.
          await nextTurn();
        }
      },
    };
    async function* entries(): AsyncIterable<ArchiveEntry> {
      for (let i = 0; i < 100; i += 1) {
        mostAhead = Math.max(mostAhead, given - stored);
        const content = randomBytes(60_000);
        given += content.length;
        yield { name: `pdfs/${i}.pdf`, content };
      }
    }
    for (const level of [0, 6]) {
      await createZipArchiveWriter(slow, { level }).write('archives/slow.zip', entries());
      // 6 MB went through; never more than a couple of entries and the stream buffers were ahead.
      expect(mostAhead).toBeLessThan(2_000_000);
    }
  });

  it('stores nothing when the entries fail part way, and passes the failure on', async () => {
    const files = createInMemoryFileStore();
    async function* failing(): AsyncIterable<ArchiveEntry> {
      yield { name: 'event.json', content: '{}' };
      throw new Error('renderer crashed');
    }
    await expect(createZipArchiveWriter(files).write('archives/b.zip', failing())).rejects.toThrow(
      'renderer crashed',
    );
    expect(files.files.size).toBe(0);
  });

  it('stops asking for entries and fails when the store fails', async () => {
    const failingStore: FileStore = {
      ...createInMemoryFileStore(),
      write: async (_key, content) => {
        if (content instanceof Uint8Array) return;
        for await (const _chunk of content) throw new Error('disk full');
      },
    };
    let asked = 0;
    let closed = false;
    async function* many(): AsyncIterable<ArchiveEntry> {
      try {
        for (;;) {
          asked += 1;
          yield { name: `pdfs/${asked}.pdf`, content: randomBytes(100_000) };
        }
      } finally {
        closed = true;
      }
    }
    await expect(createZipArchiveWriter(failingStore).write('archives/e.zip', many())).rejects.toThrow(
      'disk full',
    );
    expect(closed).toBe(true);
    expect(asked).toBeLessThan(5);
  });

  it.each([
    ['a parent folder', '../evil.pdf'],
    ['a parent folder inside', 'pdfs/../../evil.pdf'],
    ['an absolute path', '/etc/evil'],
    ['a drive letter', 'C:/evil.pdf'],
    ['a backslash', 'pdfs\\evil.pdf'],
    ['an empty segment', 'pdfs//evil.pdf'],
    ['the empty name', ''],
    ['the manifest name', 'manifest.json'],
    ['a name taken before', 'event.json'],
    ['a name taken before in another case', 'EVENT.json'],
  ])('refuses an entry named with %s and stores nothing', async (_, name) => {
    const files = createInMemoryFileStore();
    await expect(
      createZipArchiveWriter(files).write(
        'archives/f.zip',
        entriesOf({ name: 'event.json', content: '{}' }, { name, content: 'x' }),
      ),
    ).rejects.toThrow(RangeError);
    expect(files.files.size).toBe(0);
  });
});
