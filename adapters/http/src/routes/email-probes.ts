import { type Actor, DomainError, EMAIL_IN_USE_MESSAGE, isSuperAdmin } from '@vs/domain';
import type { RateLimits } from '../middleware/rate-limits.ts';

/** Whether a rejection tells something about an email address, and so counts as a probe. */
export type ProbeAnswer = (error: unknown) => boolean;

const hasCode =
  (code: string): ProbeAnswer =>
  (error) =>
    error instanceof DomainError && error.code === code;

/** The domain's answer that an address already has an account (register, email changes). */
export const isEmailTaken: ProbeAnswer = hasCode('USER.EMAIL_TAKEN');

/** The domain's answer that no participant in no event has an address (adding one by email). */
export const isNoParticipantWithEmail: ProbeAnswer = hasCode('USER.NOT_FOUND');

/**
 * Runs a call whose `isProbe` answers tell something about an address (that it has an account,
 * that no free participant has it) under the per-user limit (docs/decisions.md). Super-admins list
 * every account anyway: not counted.
 */
export const guardEmailProbes = <T>(
  rateLimits: RateLimits,
  actor: Actor,
  isProbe: ProbeAnswer,
  change: () => Promise<T>,
): Promise<T> => (isSuperAdmin(actor) ? change() : rateLimits.emailProbe(actor.uid, change, isProbe));

/** The rows of a spreadsheet import that say an address belongs to an account out of reach. */
export const emailInUseRows = (result: { readonly rows: readonly { readonly message?: string }[] }): number =>
  result.rows.filter((row) => row.message === EMAIL_IN_USE_MESSAGE).length;

/** A spreadsheet import, each "in use" row counted as one probe under the same per-user limit. */
export const guardImportProbes = <T extends { readonly rows: readonly { readonly message?: string }[] }>(
  rateLimits: RateLimits,
  actor: Actor,
  change: () => Promise<T>,
): Promise<T> =>
  isSuperAdmin(actor) ? change() : rateLimits.emailProbesIn(actor.uid, change, emailInUseRows);
