import { join } from 'node:path';
import { createSuperAdmin, DomainError, issuePasswordLink, type PasswordLink } from '@vs/domain';
import { EmbeddedDatabaseInUse, openDatabase } from '@vs/persistence';
import {
  createArgon2PasswordHasher,
  createCryptoSecretTokens,
  createUuidGenerator,
  systemClock,
} from '@vs/security';
import { z } from 'zod';
import type { Config } from './config.ts';
import { domainConfigOf } from './domain-config.ts';

export const ADMIN_USAGE = `Usage:
  npm run admin -- create-super-admin EMAIL   a new super-admin, and a link to set their password
  npm run admin -- reset-password EMAIL       a link with which an existing user sets a new password`;

const argumentsSchema = z.tuple([
  z.enum(['create-super-admin', 'reset-password']),
  z.string().trim().pipe(z.email('EMAIL must be an email address')),
]);

export type AdminArguments = z.infer<typeof argumentsSchema>;

/** The command and its email, or null when they are not one of the two forms of ADMIN_USAGE. */
export const parseAdminArguments = (args: readonly string[]): AdminArguments | null => {
  const parsed = argumentsSchema.safeParse(args);
  return parsed.success ? parsed.data : null;
};

/** What to tell the operator and how to exit: 0 done, 1 refused or failed, 2 misused. */
export interface AdminOutcome {
  readonly exitCode: 0 | 1 | 2;
  readonly text: string;
}

const linkText = (done: string, issued: PasswordLink): string =>
  `${done}. The link below sets ${issued.email}'s password; it works once, until ${issued.expiresAt.toISOString()}:\n\n  ${issued.link}\n`;

/** Why the embedded database cannot be reached while the server runs, and what to do instead. */
export const embeddedInUseText = (config: Pick<Config, 'DATA_DIR'>, error: EmbeddedDatabaseInUse): string =>
  [
    `The embedded database (${join(config.DATA_DIR, 'pglite')}) is open in process ${error.pid}, most likely the running server.`,
    'PGlite serves one process at a time, so this command cannot reach it while the server runs. Either:',
    '  - stop the server (Ctrl+C where `npm start` runs), run this command, then `npm start` again; or',
    '  - without stopping it, use "Forgot password?" on the sign-in page: without SMTP_URL the email',
    '    is captured and shown at /dev/mailbox on this machine.',
    'With DATABASE_URL (PostgreSQL) the command runs beside a running fleet.',
  ].join('\n');

/**
 * `npm run admin -- ...`: opens the configured database (applying pending migrations, as every
 * process does), runs the use case and says what came of it. The link is printed, never logged.
 */
export const runAdminCommand = async (config: Config, args: readonly string[]): Promise<AdminOutcome> => {
  const parsed = parseAdminArguments(args);
  if (parsed === null) return { exitCode: 2, text: ADMIN_USAGE };
  const [command, email] = parsed;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: 2,
      schema: config.DATABASE_SCHEMA,
    });
  } catch (error) {
    if (error instanceof EmbeddedDatabaseInUse)
      return { exitCode: 1, text: embeddedInUseText(config, error) };
    throw error;
  }
  try {
    await database.migrate();
    const deps = {
      store: database.store,
      clock: systemClock,
      ids: createUuidGenerator(),
      tokens: createCryptoSecretTokens(),
      passwords: createArgon2PasswordHasher({ concurrency: 1 }),
      config: domainConfigOf(config),
    };
    const issued =
      command === 'create-super-admin'
        ? await createSuperAdmin(deps, { email })
        : await issuePasswordLink(deps, { email });
    const done = command === 'create-super-admin' ? `Super-admin ${issued.email} created` : 'Done';
    return { exitCode: 0, text: linkText(done, issued) };
  } catch (error) {
    if (error instanceof DomainError) return { exitCode: 1, text: error.message };
    throw error;
  } finally {
    await database.close();
  }
};
