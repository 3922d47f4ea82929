import type { WorkshopEvent } from '../../model/event.ts';
import type { Deps } from '../../ports/deps.ts';
import { closedOn, eventStatus, policyForOrg, type RetentionOverrides } from '../../rules/event-lifecycle.ts';
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

type SweepDeps = Pick<Deps, 'store' | 'clock' | 'config' | 'files'>;

type LifecycleEvent = Pick<
  WorkshopEvent,
  'orgId' | 'state' | 'closedOn' | 'accessClose' | 'eventDate' | 'followUpDays' | 'timeZone'
>;

/** What the pass does to an event today: purge it, record its close by date, or nothing. */
const workOn = (
  deps: SweepDeps,
  retention: RetentionOverrides,
  event: LifecycleEvent,
): 'purge' | 'close' | null => {
  const today = eventTodayOf(deps.clock, event);
  const status = eventStatus(event, today, policyForOrg(deps.config.lifecycle, retention, event.orgId));
  if (status === 'purge-due') return 'purge';
  return status === 'active' || event.state === 'closed' ? null : 'close';
};

/**
 * The scheduled lifecycle pass: records the close of events whose access close date has passed
 * and purges events whose grace period is over (counted from the end of their organisation's
 * retention, or RETENTION_DAYS). Every event is judged first by its summary (the same lifecycle
 * fields); only one with work to do is re-read and handled, in its own transaction, so a concurrent
 * close or delete is respected and one failure does not undo the rest. A large provider's 10,000
 * events, nearly all with nothing to do, cost one read, not 10,000 transactions.
 */
export const sweepEventLifecycle = async (deps: SweepDeps): Promise<SweepEventLifecycleResult> => {
  const counts = { closed: 0, purged: 0 };
  // Read once for the pass: the organisations whose retention replaces RETENTION_DAYS.
  const retention = await readRetention(deps.store);
  for (const summary of await deps.store.events.listSummaries()) {
    if (workOn(deps, retention, summary) === null) continue;
    let erased: string[] = [];
    const outcome = await deps.store.transaction(async (tx): Promise<Outcome> => {
      await tx.events.hold(summary.eid);
      const event = await tx.events.findById(summary.eid);
      if (event === null) return 'unchanged';
      const work = workOn(deps, retention, event);
      if (work === 'purge') {
        erased = await purgeEvent(tx, deps, event);
        return 'purged';
      }
      if (work === null) return 'unchanged';
      await tx.events.update({
        ...event,
        state: 'closed',
        closedOn: closedOn(event, eventTodayOf(deps.clock, event)),
      });
      return 'closed';
    });
    await removeErasedArchives(deps, erased);
    if (outcome !== 'unchanged') counts[outcome] += 1;
  }
  return counts;
};
