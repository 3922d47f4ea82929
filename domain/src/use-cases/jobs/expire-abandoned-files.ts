import type { Deps } from '../../ports/deps.ts';

const MINUTE_MS = 60_000;

/**
 * Removes generated files (PDFs, archives) that nobody fetched within the file time to live:
 * the request waiting for them gave up or its client went away, so the API never streamed and
 * removed them. Returns how many went.
 */
export const expireAbandonedFiles = (deps: Pick<Deps, 'files' | 'clock' | 'config'>): Promise<number> =>
  deps.files.removeOlderThan(
    new Date(deps.clock.now().getTime() - deps.config.lifecycle.fileTtlMinutes * MINUTE_MS),
  );
