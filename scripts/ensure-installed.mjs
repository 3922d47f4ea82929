// Runs on whatever Node the machine has (before the pinned one is installed): installs the
// workspace when node_modules is missing or older than the lockfile.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs;
if (stale) {
  console.log('Installing dependencies (npm install)...');
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}
