import { type Actor, DomainError, isSuperAdmin } from '@vs/domain';
import type { RateLimits } from '../middleware/rate-limits.ts';

/** The domain's answer that an address already has an account (register, email changes). */
const isEmailTaken = (error: unknown): boolean =>
  error instanceof DomainError && error.code === 'USER.EMAIL_TAKEN';

/**
 * Runs a change whose "email taken" answer tells whether an address has an account, under the
 * per-user limit (docs/decisions.md). Super-admins list every account anyway: not counted.
 */
export const guardEmailProbes = <T>(
  rateLimits: RateLimits,
  actor: Actor,
  change: () => Promise<T>,
): Promise<T> => (isSuperAdmin(actor) ? change() : rateLimits.emailChange(actor.uid, change, isEmailTaken));
