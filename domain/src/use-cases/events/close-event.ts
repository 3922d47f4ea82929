import type { Actor } from '../../model/actor.ts';
import type { Deps } from '../../ports/deps.ts';
import { eventTodayOf } from '../shared/access.ts';
import { byActor, recordAudit } from '../shared/audit.ts';
import { loadEventToChange } from './managed-event.ts';

export interface CloseEventInput {
  readonly eid: string;
}

export interface CloseEventResult {
  readonly message: string;
}

/** The facilitator's close: from today the event is read-only and listed with the expired events. */
export const closeEvent = async (
  deps: Pick<Deps, 'store' | 'clock' | 'ids' | 'config'>,
  actor: Actor,
  input: CloseEventInput,
): Promise<CloseEventResult> => {
  await deps.store.transaction(async (tx) => {
    const event = await loadEventToChange(tx, deps, actor, input.eid);
    await tx.events.update({ ...event, state: 'closed', closedOn: eventTodayOf(deps.clock, event) });
    await recordAudit(tx, deps, byActor(actor), {
      action: 'event.closed',
      target: { kind: 'event', id: event.eid },
      orgId: event.orgId,
    });
  });
  return { message: 'Event closed' };
};
