import { readFile, rm, writeFile } from 'node:fs/promises';

/** Another live process has the embedded database open: PGlite serves one process only. */
export class EmbeddedDatabaseInUse extends Error {
  readonly lockFile: string;
  readonly pid: number;

  constructor(lockFile: string, pid: number) {
    super(
      `The embedded database is open in process ${pid} (${lockFile}): PGlite serves one process at a time.`,
    );
    this.name = 'EmbeddedDatabaseInUse';
    this.lockFile = lockFile;
    this.pid = pid;
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Marks the embedded database as this process's (`lockFile` holds its pid) and returns the release.
 * A lock left by a process that is gone (killed, crashed), or by this one, is taken over; one held
 * by a live process is EmbeddedDatabaseInUse, before PGlite opens files another process writes.
 */
export const lockEmbeddedDatabase = async (lockFile: string): Promise<() => Promise<void>> => {
  try {
    await writeFile(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number.parseInt(await readFile(lockFile, 'utf8'), 10);
    if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder))
      throw new EmbeddedDatabaseInUse(lockFile, holder);
    await writeFile(lockFile, String(process.pid));
  }
  return () => rm(lockFile, { force: true });
};
