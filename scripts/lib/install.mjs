// Runs on whatever Node the machine has (npm start's first run comes before the pinned one is
// installed): puts the pinned Node on PATH, then installs the workspace when node_modules is
// missing or older than the lockfile.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The Node version the project pins (the `node` package in devDependencies). */
export const pinnedNodeVersion = () =>
  JSON.parse(readFileSync('package.json', 'utf8')).devDependencies.node.replace(/^[^\d]*/, '');

/**
 * The same folder as `defaultBrowserCacheDir` (adapters/pdf/src/browser-cache-dir.ts), written again
 * because this runs before the install, on any Node, where the TypeScript one cannot be loaded.
 */
const cacheDir = () => {
  if (process.env.XDG_CACHE_HOME) return join(process.env.XDG_CACHE_HOME, 'values-system');
  const home = homedir();
  return home && home !== '/' ? join(home, '.cache', 'values-system') : join(tmpdir(), 'values-system');
};

const versionOf = (node) => {
  try {
    return execFileSync(node, ['--version'], { encoding: 'utf8' }).trim().replace(/^v/, '');
  } catch {
    return null;
  }
};

/**
 * The folder holding the pinned Node: this process's own when it is that version, the one
 * `npm install` put in node_modules, or one installed once from the registry into
 * ~/.cache/values-system so that npm itself runs on it (its engine checks, and which optional
 * packages it installs, then see the Node the product runs on).
 */
export const pinnedNodeBin = () => {
  const version = pinnedNodeVersion();
  if (process.versions.node === version) return dirname(process.execPath);
  const local = join(process.cwd(), 'node_modules', '.bin');
  if (versionOf(join(local, 'node')) === version) return local;
  const prefix = join(cacheDir(), `node-${version}`);
  const bin = join(prefix, 'node_modules', '.bin');
  if (versionOf(join(bin, 'node')) !== version) {
    execFileSync(
      npm,
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `node@${version}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
  }
  return bin;
};

/** This environment with the pinned Node first on PATH. */
export const withPinnedNode = (env = process.env) => ({
  ...env,
  PATH: `${pinnedNodeBin()}${delimiter}${env.PATH ?? ''}`,
});

/** Whether node_modules is missing or older than the lockfile. */
export const installNeeded = () => {
  const marker = 'node_modules/.package-lock.json';
  return !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs;
};

/** `npm install` on the pinned Node; its output goes to `log` (a file descriptor or 'inherit'). */
export const installDependencies = (stdio = 'inherit') => {
  execFileSync(npm, ['install', '--no-audit', '--no-fund'], {
    stdio: ['ignore', stdio, stdio],
    env: withPinnedNode(),
  });
};
