import { type Deps, DomainError, isInvalidCredentials } from '@vs/domain';
import type { AppLogger } from '../logger.ts';
import type { SignInAttempt } from '../middleware/rate-limits.ts';

export type LoginOutcome = 'success' | 'failure' | 'blocked';

const outcomeOf = (error: unknown): LoginOutcome | null => {
  if (isInvalidCredentials(error)) return 'failure';
  if (error instanceof DomainError && error.kind === 'rate-limited') return 'blocked';
  return null;
};

/**
 * Wraps a login so that its outcome is logged once: `success`, `failure` (wrong email or
 * password) or `blocked` (refused by a rate limit), with the client address and the account's
 * uid when there is one. Never the password, the email or the session. Other errors are left to
 * the error handler. Written through the request's logger, so the line carries its request id.
 * The audit log's entries (failed logins, logins of Guides and super-admins) are the login use
 * case's; an attempt refused by a rate limit never reaches it and is this line only.
 */
export const loginAudit =
  (deps: Pick<Deps, 'store'>) =>
  async <T extends { readonly uid: string }>(
    logger: AppLogger,
    attempt: SignInAttempt,
    run: () => Promise<T>,
  ): Promise<T> => {
    const { client } = attempt;
    try {
      const result = await run();
      logger.info({ audit: 'login', outcome: 'success', uid: result.uid, client }, 'login succeeded');
      return result;
    } catch (error) {
      const outcome = outcomeOf(error);
      if (outcome !== null) {
        const user = await deps.store.users.findByEmail(attempt.account.trim()).catch(() => null);
        const line = { audit: 'login', outcome, uid: user?.uid, client };
        if (outcome === 'blocked') logger.warn(line, 'login refused by a rate limit');
        else logger.info(line, 'login failed');
      }
      throw error;
    }
  };
