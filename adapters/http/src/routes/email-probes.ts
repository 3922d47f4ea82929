import { type Actor, DomainError, isSuperAdmin } from '@vs/domain';
import type { RateLimits } from '../middleware/rate-limits.ts';

/** Whether a rejection tells something about an email address, and so counts as a probe. */
export type ProbeAnswer = (error: unknown) => boolean;

const hasCode =
  (code: string): ProbeAnswer =>
  (error) =>
    error instanceof DomainError && error.code === code;

/** The domain's answer that an address already has an account (register, email changes). */
export const isEmailTaken: ProbeAnswer = hasCode('USER.EMAIL_TAKEN');

/** The domain's answer that an address is a participant's or super-admin's (adding a Guide by email). */
export const isEmailNotForAGuide: ProbeAnswer = hasCode('ORG.EMAIL_NOT_FOR_A_GUIDE');

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

/**
 * A spreadsheet import under the per-user limits: every row's address that it answers without
 * writing, and its answers about accounts beyond the user's scope, counted before the reply leaves
 * (see `RateLimits.importRows`). Super-admins list every account anyway: not counted.
 */
export const guardImportProbes = <
  T extends { readonly probes: number; readonly created: number; readonly added: number },
>(
  rateLimits: RateLimits,
  actor: Actor,
  rows: number,
  dryRun: boolean,
  run: () => Promise<T>,
): Promise<T> =>
  isSuperAdmin(actor)
    ? run()
    : rateLimits.importRows(actor.uid, rows, dryRun, run, (result) => ({
        written: result.created + result.added > 0,
        probes: result.probes,
      }));
