import type { LogonLink } from '../../model/logon-link.ts';

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
