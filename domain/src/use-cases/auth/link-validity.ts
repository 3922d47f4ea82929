import { notFound } from '../../errors/domain-error.ts';
import { ERROR_MESSAGES } from '../../errors/error-messages.ts';
import type { LogonLink } from '../../model/logon-link.ts';
import type { Deps } from '../../ports/deps.ts';

export const INVALID_LINK_MESSAGE = ERROR_MESSAGES.invalidLink.defaultMessage;

export const invalidLink = () => notFound('LINK.INVALID', { message: ERROR_MESSAGES.invalidLink });

/** The stored link behind a lid; unknown and expired links are the same 404 so nothing leaks. */
export const findLiveLink = async (
  deps: Pick<Deps, 'store' | 'tokens'>,
  lid: string,
  now: Date,
): Promise<LogonLink> => {
  const link = await deps.store.logonLinks.findByDigest(deps.tokens.digest(lid));
  if (link === null || link.expiresAt <= now) throw invalidLink();
  return link;
};

/** A link that may still set a password: live, unused, and for that user. */
export const findUsableLink = async (
  deps: Pick<Deps, 'store' | 'tokens'>,
  lid: string,
  uid: string,
  now: Date,
): Promise<LogonLink> => {
  const link = await findLiveLink(deps, lid, now);
  if (link.used || link.uid !== uid) throw invalidLink();
  return link;
};
