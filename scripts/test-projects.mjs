// `node scripts/test-projects.mjs`: the end of `npm test`. Runs the browser suite (its files one at
// a time: `fileParallelism: false` in vitest.config.ts) beside every other project (one file at a
// time too), as two vitest runs at once, and fails if either fails. Vitest 5 puts a project with
// `fileParallelism: false` in a group of its own that starts only after every other project has
// finished; the browser tests wait on Chromium and the product's process much of the time, so side
// by side the two take the browser suite's time instead of the sum.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const VITEST = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const OTHERS = ['domain', 'i18n', 'adapters', 'print', 'ui', 'shell', 'participant', 'console'];

const run = (args) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [VITEST, 'run', ...args], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal === null ? 1 : 128)));
  });

const codes = await Promise.all([
  run(['--project', 'browser']),
  run([...OTHERS.flatMap((project) => ['--project', project]), '--maxWorkers', '1']),
]);
process.exit(codes.find((code) => code !== 0) ?? 0);
