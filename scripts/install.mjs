// `node scripts/install.mjs [--if-needed]`: installs the workspace on the pinned Node (CI, and
// `npm run dev` with --if-needed; `npm start` runs the same step quietly). Runs on any Node.
import { installDependencies, installNeeded } from './lib/install.mjs';

if (!process.argv.includes('--if-needed') || installNeeded()) installDependencies();
