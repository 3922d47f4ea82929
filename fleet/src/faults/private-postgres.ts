import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@vs/composition/testing';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of a fault test's own (initdb into a temp directory, a spare port, trust
 * auth), so a test may stop and restart it while the machine's shared server keeps running.
 */
export interface PrivatePostgres {
  /** Its `postgres` database as the `postgres` user. */
  readonly url: string;
  /** `pg_ctl restart` in the given shutdown mode: `fast` (clients cut, clean) or `immediate` (crash). */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  /** Stops the cluster (fast) and removes its directory. */
  close(): Promise<void>;
}

const POSTGRES_VERSIONS = '/usr/lib/postgresql';

/** The newest installed server's binaries (Debian's layout). */
const serverBin = async (): Promise<string> => {
  const versions = (await readdir(POSTGRES_VERSIONS)).sort((a, b) => Number(b) - Number(a));
  if (versions[0] === undefined) throw new Error(`no PostgreSQL server under ${POSTGRES_VERSIONS}`);
  return join(POSTGRES_VERSIONS, versions[0], 'bin');
};

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` system user. */
const asServerUser = (command: string, args: string[]) =>
  process.getuid?.() === 0 ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);

export const startPrivatePostgres = async (): Promise<PrivatePostgres> => {
  const bin = await serverBin();
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'vs-postgres-'));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = join(dir, 'data');
  const pgCtl = (args: string[]) =>
    asServerUser(join(bin, 'pg_ctl'), ['-D', data, '-w', '-t', '60', '-l', join(dir, 'server.log'), ...args]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;

  await asServerUser(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  await pgCtl(['-o', options, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async (mode) => {
      await pgCtl(['-m', mode, '-o', options, 'restart']);
    },
    close: async () => {
      await pgCtl(['-m', 'fast', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
};
