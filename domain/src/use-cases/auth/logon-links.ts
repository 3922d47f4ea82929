import { ACCOUNT_LINK_PURPOSES, type LogonLinkPurpose } from '../../model/logon-link.ts';
import type { User } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { logonLinkExpiry } from '../../rules/link-expiry.ts';

/**
 * Retires the user's unused links of that purpose and issues a fresh one, so only the newest link
 * works (a set-up and an emailed link are one kind here: a new one retires both). Returns the
 * token: it goes to the user once and only its digest is stored.
 */
export const issueFreshLink = async (
  repos: Repositories,
  deps: Pick<Deps, 'ids' | 'tokens'>,
  link: {
    readonly uid: string;
    readonly purpose: LogonLinkPurpose;
    readonly now: Date;
    readonly expiresAt: Date;
  },
): Promise<string> => {
  const retired = link.purpose === 'reset' ? [link.purpose] : ACCOUNT_LINK_PURPOSES;
  for (const purpose of retired) await repos.logonLinks.retireUnused(link.uid, purpose);
  const token = deps.tokens.generate();
  await repos.logonLinks.insert({
    id: deps.ids.newId(),
    tokenDigest: deps.tokens.digest(token),
    uid: link.uid,
    purpose: link.purpose,
    used: false,
    expiresAt: link.expiresAt,
    createdAt: link.now,
  });
  return token;
};

/**
 * The link of one email request: issued the first time (retiring the user's older unused links of
 * the purpose), the same token on every later run of the request's job, so every copy of its email
 * carries one link and it works. The token is kept with the request only until it is settled. A
 * kept link that expired meanwhile (a one-hour reset link retried for hours) is replaced: a copy
 * with a dead link would help nobody.
 */
export const linkOfRequest = (
  deps: Pick<Deps, 'store' | 'ids' | 'tokens'>,
  requestId: string,
  link: Parameters<typeof issueFreshLink>[2],
): Promise<string> =>
  deps.store.transaction(async (tx) => {
    // Holds the request's row: a second run of the job at the same moment waits and reuses it.
    const kept = await tx.deliveries.keptLinkToken(requestId);
    const keptLink = kept === null ? null : await tx.logonLinks.findByDigest(deps.tokens.digest(kept));
    if (kept !== null && keptLink !== null && keptLink.expiresAt > link.now) return kept;
    const token = await issueFreshLink(tx, deps, link);
    await tx.deliveries.keepLinkToken(requestId, token);
    return token;
  });

/** A logon link lasts until the access close date of the user's event (30 days without one). */
export const logonExpiryFor = async (
  repos: Repositories,
  user: Pick<User, 'eventId'>,
  now: Date,
): Promise<Date> => {
  const event = user.eventId === null ? null : await repos.events.findById(user.eventId);
  return logonLinkExpiry(now, event ?? null);
};

/**
 * Whether the user still has a live, unused set-up link (registration's `setupLink`): then login
 * sends them to set their own password, and an emailed link stays a set-up link.
 */
export const hasPendingSetup = async (repos: Repositories, uid: string, now: Date): Promise<boolean> =>
  (await repos.logonLinks.findUsable(uid, 'setup', now)).length > 0;
