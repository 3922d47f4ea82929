import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_VARIABLES } from '../../services/composition/src/config.ts';

const API_MAIN = 'services/api/src/main.ts';
const WORKER_MAIN = 'services/worker/src/main.ts';
const MIGRATE_MAIN = 'services/composition/src/migrate-main.ts';
const ADMIN_MAIN = 'services/composition/src/admin-main.ts';

/** The variables the image's HEALTHCHECK script reads (`process.env.NAME` in deploy/healthcheck.mjs). */
const healthcheckVariables = (): string[] =>
  [
    ...readFileSync(join(import.meta.dirname, '..', 'healthcheck.mjs'), 'utf8').matchAll(
      /process\.env\.(\w+)/g,
    ),
  ].map((match) => match[1] as string);

/**
 * Every variable a container of the image reads: the one config schema of every process
 * (services/composition/src/config.ts) and the HEALTHCHECK script's.
 */
export const READ_VARIABLES: ReadonlySet<string> = new Set([...CONFIG_VARIABLES, ...healthcheckVariables()]);

export type ProcessKind = 'api' | 'worker' | 'migrate' | 'admin';

/**
 * What a process of a fleet must be given: without them it falls back to what only one process on
 * one machine can use (the embedded database, in-process jobs, captured mail, a localhost address).
 */
const REQUIRED: Readonly<Record<ProcessKind, readonly string[]>> = {
  api: ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL'],
  worker: ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL'],
  migrate: ['DATABASE_URL'],
  // Its link is on PUBLIC_URL.
  admin: ['DATABASE_URL', 'PUBLIC_URL'],
};

/** Which process a container command runs, null for any other program. */
export const processOf = (command: readonly string[]): ProcessKind | null => {
  if (command.includes(API_MAIN)) return 'api';
  if (command.includes(WORKER_MAIN)) return 'worker';
  if (command.includes(ADMIN_MAIN)) return 'admin';
  return command.includes(MIGRATE_MAIN) ? 'migrate' : null;
};

/**
 * A container's environment against the code: every variable it is given is read by some process
 * (a misspelt or leftover one is noise, a leaked secret at worst), and every one its process needs
 * is there. One line per problem.
 */
export const environmentProblems = (owner: string, kind: ProcessKind, given: Iterable<string>): string[] => {
  const names = new Set(given);
  const unread = [...names].filter((name) => !READ_VARIABLES.has(name)).sort();
  const missing = REQUIRED[kind].filter((name) => !names.has(name));
  return [
    ...unread.map((name) => `${owner}: ${name} is set but no process reads it`),
    ...missing.map((name) => `${owner}: ${name} is required but not set`),
  ];
};
