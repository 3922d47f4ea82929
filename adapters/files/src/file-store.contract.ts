import { DomainError, type FileStore } from '@vs/domain';
import { describe, expect, it } from 'vitest';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A stream of text chunks, the way a worker hands over a PDF or a zip. */
async function* chunksOf(...texts: string[]): AsyncIterable<Uint8Array> {
  for (const text of texts) yield encoder.encode(text);
}

/** Reads a whole file as text (these files are small). */
export const readText = async (files: FileStore, key: string): Promise<string> => {
  let text = '';
  for await (const chunk of files.read(key)) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
};

/** Resolves with what reading the key fails with. */
const readFailure = async (files: FileStore, key: string): Promise<unknown> =>
  readText(files, key).then(
    () => expect.fail(`${key} was readable`),
    (error: unknown) => error,
  );

export const expectNoFile = async (files: FileStore, key: string): Promise<void> => {
  const error = await readFailure(files, key);
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ kind: 'not-found', code: 'FILE.NOT_FOUND' });
};

/** A source that stops half way until `release` is called, then fails or finishes. */
const pausedSource = (outcome: 'fail' | 'finish') => {
  let release = (): void => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reachedPause = (): void => {};
  const paused = new Promise<void>((resolve) => {
    reachedPause = resolve;
  });
  async function* source(): AsyncIterable<Uint8Array> {
    yield encoder.encode('first half ');
    reachedPause();
    await released;
    if (outcome === 'fail') throw new Error('source broke');
    yield encoder.encode('second half');
  }
  return { source: source(), paused, release };
};

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface FileStoreContractOptions {
  /** How finely the store records when a file was written (S3 keeps whole seconds); default 20 ms. */
  readonly timestampResolutionMs?: number;
}

/** What every FileStore adapter must do; `open` gives a fresh, empty store. */
export const describeFileStoreContract = (
  name: string,
  open: () => Promise<FileStore>,
  options: FileStoreContractOptions = {},
): void => {
  const resolutionMs = options.timestampResolutionMs ?? 20;
  describe(`FileStore contract: ${name}`, () => {
    it('reads back what was written as bytes', async () => {
      const files = await open();
      await files.write('outputs/a.pdf', encoder.encode('%PDF one'));
      expect(await readText(files, 'outputs/a.pdf')).toBe('%PDF one');
    });

    it('writes a stream of chunks and reads them back in order', async () => {
      const files = await open();
      await files.write('archives/b.zip', chunksOf('one ', 'two ', 'three'));
      expect(await readText(files, 'archives/b.zip')).toBe('one two three');
    });

    it('keeps binary content exactly', async () => {
      const files = await open();
      const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
      await files.write('outputs/binary.pdf', bytes);
      const parts: Uint8Array[] = [];
      for await (const part of files.read('outputs/binary.pdf')) parts.push(part);
      expect(Buffer.concat(parts)).toEqual(Buffer.from(bytes));
    });

    it('replaces a file written again under the same key', async () => {
      const files = await open();
      await files.write('outputs/c.pdf', encoder.encode('old'));
      await files.write('outputs/c.pdf', chunksOf('new'));
      expect(await readText(files, 'outputs/c.pdf')).toBe('new');
    });

    it('keeps files under different keys apart', async () => {
      const files = await open();
      await files.write('outputs/d.pdf', encoder.encode('d'));
      await files.write('archives/d.pdf', encoder.encode('other d'));
      expect(await readText(files, 'outputs/d.pdf')).toBe('d');
      expect(await readText(files, 'archives/d.pdf')).toBe('other d');
    });

    it('answers a missing file with the FILE.NOT_FOUND not-found error', async () => {
      const files = await open();
      await expectNoFile(files, 'outputs/never-written.pdf');
    });

    it('removes a file, and removing a missing one is no error', async () => {
      const files = await open();
      await files.write('outputs/e.pdf', encoder.encode('e'));
      await files.remove('outputs/e.pdf');
      await expectNoFile(files, 'outputs/e.pdf');
      await files.remove('outputs/e.pdf');
      await files.remove('outputs/never-written.pdf');
    });

    it('shows nothing under the key while a write is still under way', async () => {
      const files = await open();
      const { source, paused, release } = pausedSource('finish');
      const writing = files.write('archives/f.zip', source);
      await paused;
      await expectNoFile(files, 'archives/f.zip');
      release();
      await writing;
      expect(await readText(files, 'archives/f.zip')).toBe('first half second half');
    });

    it('keeps the previous file while a new one is written', async () => {
      const files = await open();
      await files.write('archives/g.zip', encoder.encode('previous'));
      const { source, paused, release } = pausedSource('finish');
      const writing = files.write('archives/g.zip', source);
      await paused;
      expect(await readText(files, 'archives/g.zip')).toBe('previous');
      release();
      await writing;
      expect(await readText(files, 'archives/g.zip')).toBe('first half second half');
    });

    it('rejects a write whose source fails and leaves no half file behind', async () => {
      const files = await open();
      const { source, paused, release } = pausedSource('fail');
      const writing = files.write('archives/h.zip', source);
      await paused;
      release();
      await expect(writing).rejects.toThrow('source broke');
      await expectNoFile(files, 'archives/h.zip');
    });

    it('leaves the previous file whole when a rewrite fails', async () => {
      const files = await open();
      await files.write('archives/i.zip', encoder.encode('previous'));
      const { source, paused, release } = pausedSource('fail');
      const writing = files.write('archives/i.zip', source);
      await paused;
      release();
      await expect(writing).rejects.toThrow('source broke');
      expect(await readText(files, 'archives/i.zip')).toBe('previous');
    });

    it('removes the files written before a cutoff and keeps the later ones', async () => {
      const files = await open();
      await files.write('outputs/old.pdf', encoder.encode('old'));
      await files.write('archives/old.zip', chunksOf('old ', 'zip'));
      await sleep(resolutionMs + 10);
      const cutoff = new Date();
      await sleep(resolutionMs + 10);
      await files.write('outputs/new.pdf', encoder.encode('new'));

      expect(await files.removeOlderThan(new Date(cutoff.getTime() - 60_000))).toBe(0);
      expect(await files.removeOlderThan(cutoff)).toBe(2);
      await expectNoFile(files, 'outputs/old.pdf');
      await expectNoFile(files, 'archives/old.zip');
      expect(await readText(files, 'outputs/new.pdf')).toBe('new');
      expect(await files.removeOlderThan(cutoff)).toBe(0);
    });

    it('counts a file rewritten after the cutoff as new', async () => {
      const files = await open();
      await files.write('outputs/again.pdf', encoder.encode('first'));
      await sleep(resolutionMs + 10);
      const cutoff = new Date();
      await sleep(resolutionMs + 10);
      await files.write('outputs/again.pdf', encoder.encode('second'));
      expect(await files.removeOlderThan(cutoff)).toBe(0);
      expect(await readText(files, 'outputs/again.pdf')).toBe('second');
    });
  });
};
