import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface CommandResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs a program to its end; its output is kept (and echoed when `echo` is set). `input` is
 * piped to its standard input (a stream, e.g. a tar of a root filesystem). Rejects on a non-zero
 * exit unless `allowFailure`.
 */
export const run = (
  program: string,
  args: readonly string[],
  options: {
    readonly env?: NodeJS.ProcessEnv;
    readonly cwd?: string;
    readonly echo?: boolean;
    readonly input?: NodeJS.ReadableStream;
    readonly allowFailure?: boolean;
  } = {},
): Promise<CommandResult> =>
  new Promise((resolve, reject) => {
    const child = spawn(program, [...args], {
      env: options.env ?? process.env,
      cwd: options.cwd,
      stdio: [options.input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    });
    if (options.input && child.stdin) options.input.pipe(child.stdin);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      if (options.echo) process.stdout.write(chunk);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      if (options.echo) process.stderr.write(chunk);
    });
    child.once('error', reject);
    child.once('close', (code) => {
      const result = { code: code ?? 1, stdout, stderr };
      if (result.code === 0 || options.allowFailure) resolve(result);
      else
        reject(
          new Error(
            `${program} ${args.join(' ')} exited ${result.code}:\n${(stderr || stdout).slice(-4000)}`,
          ),
        );
    });
  });

export type StorageDriver = 'overlay' | 'vfs';

/**
 * A podman with a store of its own in `dir` (images, containers and build cache), so that
 * nothing it makes mixes with the machine's and removing `dir` removes all of it. Its settings
 * suit a root shell inside a sandbox: Debian's runc, the file events log, and resource limits no
 * higher than the sandbox allows (podman's defaults exceed them and every container fails to
 * start with "setrlimit ... Operation not permitted").
 */
export const privatePodman = async (dir: string, driver: StorageDriver) => {
  const config = join(dir, 'containers.conf');
  await mkdir(dir, { recursive: true });
  await writeFile(
    config,
    [
      '[containers]',
      'default_ulimits = ["nofile=20000:20000", "nproc=4096:4096"]',
      '[engine]',
      'runtime = "runc"',
      'events_logger = "file"',
      '',
    ].join('\n'),
  );
  const env = { ...process.env, CONTAINERS_CONF: config };
  const global = ['--root', join(dir, 'storage'), '--runroot', join(dir, 'run'), '--storage-driver', driver];
  const podman = (args: readonly string[], options: Parameters<typeof run>[2] = {}) =>
    run('podman', [...global, ...args], { env, ...options });
  return {
    driver,
    podman,
    /** Removes every container and image, then the store itself. */
    remove: async () => {
      await podman(['rm', '--all', '--force', '--time', '5'], { allowFailure: true });
      await podman(['rmi', '--all', '--force'], { allowFailure: true });
      await podman(['system', 'reset', '--force'], { allowFailure: true });
      await rm(dir, { recursive: true, force: true });
    },
  };
};

export type PrivatePodman = Awaited<ReturnType<typeof privatePodman>>;
