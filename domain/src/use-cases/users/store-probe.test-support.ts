import type { LogonLink } from '../../model/logon-link.ts';
import type { Store } from '../../ports/repositories.ts';

const READ = /^(find|list)/;

/**
 * Records every repository write from now on (inside transactions too: they share the repository
 * objects), so a test can assert that refused input wrote nothing.
 */
export const recordWrites = (store: Store): string[] => {
  const log: string[] = [];
  for (const [name, repository] of Object.entries(store)) {
    if (typeof repository !== 'object' || repository === null) continue;
    const methods = repository as Record<string, (...args: unknown[]) => unknown>;
    for (const [method, fn] of Object.entries(methods)) {
      if (READ.test(method)) continue;
      methods[method] = (...args: unknown[]) => {
        log.push(`${name}.${method}`);
        return fn(...args);
      };
    }
  }
  return log;
};

/** The token of a test link; its stored digest follows the test token port. */
export const lidOf = (id: string): string => `lid-${id}`;

/** An unused logon link expiring at the start of July 2026 unless told otherwise. */
export const makeLink = (overrides: Partial<LogonLink> & Pick<LogonLink, 'id' | 'uid'>): LogonLink => ({
  tokenDigest: `digest(${lidOf(overrides.id)})`,
  purpose: 'logon',
  used: false,
  expiresAt: new Date('2026-07-01T00:00:00.000Z'),
  createdAt: new Date('2026-05-01T00:00:00.000Z'),
  ...overrides,
});
