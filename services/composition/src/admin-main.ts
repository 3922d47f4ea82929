import { runAdminCommand } from './admin-command.ts';
import { readConfig } from './config.ts';

/**
 * `npm run admin -- create-super-admin EMAIL | reset-password EMAIL` against the configured
 * database (DATABASE_URL, else the embedded one under DATA_DIR); prints a one-time set-password
 * link. As a Kubernetes Job or `compose run`: docs/monitoring.md, "The admin command".
 */
try {
  const outcome = await runAdminCommand(readConfig(), process.argv.slice(2));
  (outcome.exitCode === 0 ? process.stdout : process.stderr).write(`${outcome.text}\n`);
  process.exitCode = outcome.exitCode;
} catch (error) {
  process.stderr.write(
    `The admin command failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
}
