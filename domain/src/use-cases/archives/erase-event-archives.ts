import type { AuditCursor } from '../../model/audit-entry.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { archiveKey } from '../../ports/services.ts';

/**
 * Erasure reaches the event's archives: every request for the event is marked erased in the
 * caller's transaction (its download then answers 410, whatever happens to the file), and the keys
 * of their zips are returned for removeErasedArchives once it commits. A zip still being built
 * when this runs is removed by its worker when it finishes (writeEventArchive).
 */
export const eraseEventArchives = async (
  tx: Pick<Repositories, 'archiveRequests'>,
  deps: Pick<Deps, 'clock'>,
  eid: string,
): Promise<string[]> => (await tx.archiveRequests.eraseForEvent(eid, deps.clock.now())).map(archiveKey);

/** Audit entries read at a time while looking for the events a person left. */
const LEFT_EVENTS_PAGE = 500;
const MINUTE_MS = 60_000;

/**
 * The events a person left (removed, or moved to another event) recently enough that a zip built
 * before could still be in the file store (FILE_TTL_MINUTES), from the audit log's removals.
 */
const eventsLeftRecently = async (
  tx: Pick<Repositories, 'audit'>,
  deps: Pick<Deps, 'clock' | 'config'>,
  uid: string,
): Promise<string[]> => {
  const since = deps.clock.now().getTime() - deps.config.lifecycle.fileTtlMinutes * MINUTE_MS;
  const left = new Set<string>();
  let before: AuditCursor | undefined;
  for (;;) {
    const page = await tx.audit.list({
      limit: LEFT_EVENTS_PAGE,
      action: 'participant.removed',
      ...(before ? { before } : {}),
    });
    for (const entry of page)
      if (entry.at.getTime() >= since && entry.details.uid === uid) left.add(entry.target.id);
    const last = page.at(-1);
    if (page.length < LEFT_EVENTS_PAGE || last === undefined || last.at.getTime() < since) return [...left];
    before = { at: last.at, id: last.id };
  }
};

/**
 * Erasure of a person reaches every zip that may hold them: their event's, and those of events
 * they left within the file TTL (a zip built before they left holds them too). Keys as
 * eraseEventArchives.
 */
export const eraseArchivesHolding = async (
  tx: Pick<Repositories, 'archiveRequests' | 'audit'>,
  deps: Pick<Deps, 'clock' | 'config'>,
  user: { readonly uid: string; readonly eventId: string | null },
): Promise<string[]> => {
  const events = new Set(await eventsLeftRecently(tx, deps, user.uid));
  if (user.eventId !== null) events.add(user.eventId);
  const keys: string[] = [];
  for (const eid of events) keys.push(...(await eraseEventArchives(tx, deps, eid)));
  return keys;
};

/** Removes erased zips from the file store; one that cannot be removed now goes with the TTL sweep, never served. */
export const removeErasedArchives = async (
  deps: Pick<Deps, 'files'>,
  keys: readonly string[],
): Promise<void> => {
  await Promise.all(keys.map((key) => deps.files.remove(key).catch(() => undefined)));
};
