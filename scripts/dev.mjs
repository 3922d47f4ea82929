// `npm run dev`: the whole product with hot reload. The API restarts on change (node --watch) on
// :3000; the shell (:3001, open this one) and the participant (:3002), Guide (:3003) and
// super-admin (:3004) remotes are Rsbuild dev servers with hot module replacement; the shell's dev
// server forwards /api to the API.
import { spawn } from 'node:child_process';

const SHELL = 'http://localhost:3001';
const children = [
  spawn(process.execPath, ['--watch', '--env-file-if-exists=.env', 'services/api/src/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PUBLIC_URL: process.env.PUBLIC_URL ?? SHELL,
      PARTICIPANT_REMOTE_URL: process.env.PARTICIPANT_REMOTE_URL ?? 'http://localhost:3002/mf-manifest.json',
      GUIDE_REMOTE_URL: process.env.GUIDE_REMOTE_URL ?? 'http://localhost:3003/mf-manifest.json',
      ADMIN_REMOTE_URL: process.env.ADMIN_REMOTE_URL ?? 'http://localhost:3004/mf-manifest.json',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@vs/participant'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@vs/guide'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@vs/admin'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@vs/shell'], { stdio: 'inherit' }),
];

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
console.log(`Development: open ${SHELL}`);
