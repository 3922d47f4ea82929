import type { Deps } from '../../ports/deps.ts';
import { closedOn, eventStatus, policyForOrg } from '../../rules/event-lifecycle.ts';
import { removeErasedArchives } from '../archives/erase-event-archives.ts';
import { eventTodayOf } from '../shared/access.ts';
import { readRetention } from '../shared/event-status.ts';
import { purgeEvent } from './purge-event.ts';

export interface SweepEventLifecycleResult {
  /** Events whose close by date was recorded. */
  readonly closed: number;
  /** Events deleted with their participants at the end of the purge grace period. */
  readonly purged: number;
}

type Outcome = 'closed' | 'purged' | 'unchanged';

/**
 * The scheduled lifecycle pass: records the close of events whose access close date has passed
 * and purges events whose grace period is over (counted from the end of their organisation's
 * retention, or RETENTION_DAYS). Each event is re-read and handled in its own
 * transaction, so a concurrent close or delete is respected and one failure does not undo the rest.
 */
export const sweepEventLifecycle = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config' | 'files'>,
): Promise<SweepEventLifecycleResult> => {
  const counts = { closed: 0, purged: 0 };
  // Read once for the pass: the organisations whose retention replaces RETENTION_DAYS.
  const retention = await readRetention(deps.store);
  // Only the ids: each event is read whole again inside its own transaction.
  for (const { eid } of await deps.store.events.listSummaries()) {
    let erased: string[] = [];
    const outcome = await deps.store.transaction(async (tx): Promise<Outcome> => {
      await tx.events.hold(eid);
      const event = await tx.events.findById(eid);
      if (event === null) return 'unchanged';
      const today = eventTodayOf(deps.clock, event);
      const status = eventStatus(event, today, policyForOrg(deps.config.lifecycle, retention, event.orgId));
      if (status === 'purge-due') {
        erased = await purgeEvent(tx, deps, event);
        return 'purged';
      }
      if (status === 'active' || event.state === 'closed') return 'unchanged';
      await tx.events.update({ ...event, state: 'closed', closedOn: closedOn(event, today) });
      return 'closed';
    });
    await removeErasedArchives(deps, erased);
    if (outcome !== 'unchanged') counts[outcome] += 1;
  }
  return counts;
};
