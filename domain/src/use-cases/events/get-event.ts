import type { Actor } from '../../model/actor.ts';
import type { Deps } from '../../ports/deps.ts';
import { type EventView, loadEventView } from './event-view.ts';
import { loadEventToManage } from './managed-event.ts';

export interface GetEventInput {
  readonly eid: string;
}

export type GetEventResult = EventView;

/** One event for its dashboard, in any status until it is deleted. */
export const getEvent = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config'>,
  actor: Actor,
  input: GetEventInput,
): Promise<GetEventResult> =>
  loadEventView(deps.store, deps, await loadEventToManage(deps.store, actor, input.eid));
