import { spawn } from 'node:child_process';
import { appendFile, chown, copyFile, mkdir, readFile, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { type PrivatePodman, run } from './podman.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** The Node version the project pins (the `node` package in devDependencies) and npm's. */
const pinnedVersions = async (): Promise<{ node: string; npm: string }> => {
  const manifest = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
    packageManager: string;
  };
  return {
    node: (manifest.devDependencies.node ?? '').replace(/^[^\d]*/, ''),
    npm: manifest.packageManager.replace(/^npm@/, ''),
  };
};

/**
 * Makes a stand-in for `node:24-bookworm-slim` where no image registry is reachable, and imports
 * it as `name`: Debian bookworm's minimal root filesystem (debootstrap, from Debian's mirror), the
 * pinned Node binary `npm install` put in node_modules/node, the npm of package.json's
 * packageManager (from the npm registry), and the official image's `node` user (uid 1000).
 * `dir` is a scratch folder the caller removes.
 */
export const makeNodeBaseImage = async (
  podman: PrivatePodman,
  dir: string,
  name: string,
  mirror = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian',
): Promise<void> => {
  const versions = await pinnedVersions();
  const node = join(ROOT, 'node_modules', 'node', 'bin', 'node');
  const { stdout } = await run(node, ['--version']);
  if (stdout.trim() !== `v${versions.node}`)
    throw new Error(`${node} is ${stdout.trim()}, not the pinned v${versions.node}: run npm install first.`);

  const rootfs = join(dir, 'rootfs');
  await run('debootstrap', ['--variant=minbase', 'bookworm', rootfs, mirror]);
  await copyFile(node, join(rootfs, 'usr/local/bin/node'));
  const npmDir = join(rootfs, 'usr/local/lib/node_modules/npm');
  await mkdir(npmDir, { recursive: true });
  const { stdout: tarball } = await run('npm', ['pack', `npm@${versions.npm}`, '--silent'], { cwd: dir });
  await run('tar', ['-xzf', join(dir, tarball.trim()), '-C', npmDir, '--strip-components=1']);
  await symlink('../lib/node_modules/npm/bin/npm-cli.js', join(rootfs, 'usr/local/bin/npm'));
  await symlink('../lib/node_modules/npm/bin/npx-cli.js', join(rootfs, 'usr/local/bin/npx'));
  await appendFile(join(rootfs, 'etc/passwd'), 'node:x:1000:1000::/home/node:/bin/bash\n');
  await appendFile(join(rootfs, 'etc/group'), 'node:x:1000:\n');
  await mkdir(join(rootfs, 'home/node'));
  await chown(join(rootfs, 'home/node'), 1000, 1000);
  // As the official slim image: no package lists, no downloaded packages.
  await rm(join(rootfs, 'var/lib/apt/lists'), { recursive: true, force: true });
  await mkdir(join(rootfs, 'var/lib/apt/lists/partial'), { recursive: true });
  await rm(join(rootfs, 'var/cache/apt/archives'), { recursive: true, force: true });
  await mkdir(join(rootfs, 'var/cache/apt/archives/partial'), { recursive: true });

  const tar = spawn('tar', ['-C', rootfs, '-c', '.'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await podman.podman(
    [
      'import',
      '--change',
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      '--change',
      'CMD ["node"]',
      '-',
      name,
    ],
    { input: tar.stdout },
  );
  await rm(rootfs, { recursive: true, force: true });
};
