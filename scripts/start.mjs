// `npm start`: installs what is missing, builds, migrates and serves, one short line a phase with
// its duration, then the URL and the first super-admin's credentials. Each phase's full output
// goes to .data/logs/ and is shown only when the phase fails. Runs on any Node the machine has
// (the first start comes before the pinned Node is installed); the API runs on the pinned one.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { installDependencies, installNeeded, withPinnedNode } from './lib/install.mjs';

const LOGS = join('.data', 'logs');
mkdirSync(LOGS, { recursive: true });
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const say = (line) => process.stdout.write(`${line}\n`);

/** Runs `work` with its output in .data/logs/<name>.log; prints one line, or the log's end on failure. */
const phase = (label, name, work) => {
  const started = Date.now();
  process.stdout.write(`  ${label} ... `);
  const logFile = join(LOGS, `${name}.log`);
  const log = openSync(logFile, 'w');
  try {
    work(log);
  } catch {
    say('failed');
    const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n');
    say(lines.slice(-40).join('\n'));
    say(`\nThe whole output is in ${logFile}.`);
    process.exit(1);
  } finally {
    closeSync(log);
  }
  say(seconds(started));
};

const first = Date.now();
say('Values System');
if (installNeeded()) phase('installing dependencies', 'install', (log) => installDependencies(log));
const env = withPinnedNode();
phase('building', 'build', (log) => {
  const built = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', log, log], env });
  if (built.status !== 0) throw new Error('build failed');
});

// The API logs JSON lines (pino): until it serves, the start-up ones become phase lines; after
// that its log goes through as it is.
const started = Date.now();
process.stdout.write('  migrating the database ... ');
const envFile = existsSync('.env') ? ['--env-file=.env'] : [];
// Served as the image serves it: React's production builds for the pages drawn on the server
// (its development builds check every render and keep some 0.8 MB more source in the heap), unless
// NODE_ENV is set already.
const api = spawn('node', [...envFile, 'services/api/src/main.ts'], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { NODE_ENV: 'production', ...env },
});
let serving = false;
const notes = [];
const credentials = [];
createInterface({ input: api.stdout }).on('line', (line) => {
  if (serving) return say(line);
  let entry = null;
  try {
    entry = JSON.parse(line);
  } catch {
    // Plain lines (the credentials, the URL) are for the person: shown as they are.
  }
  if (entry?.msg === 'database ready') {
    say(seconds(started));
  } else if (entry?.msg?.startsWith('PDFs rendered with')) {
    notes.push(`  PDFs: ${entry.msg.replace('PDFs rendered with ', '')}`);
  } else if (entry && entry.level >= 40) {
    notes.push(`  ${entry.level >= 50 ? 'error' : 'note'}: ${entry.msg}`);
  } else if (!entry && line.includes(' is running on ')) {
    for (const note of notes.splice(0)) say(note);
    say(`\n${line.trim()}, ready ${seconds(first)} after npm start`);
    for (const plain of credentials.splice(0)) say(plain);
    serving = true;
  } else if (!entry && line.trim() !== '') {
    credentials.push(line);
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => {
  if (!serving) say(`\nThe server stopped while starting (exit code ${code}).`);
  process.exit(code ?? 1);
});
