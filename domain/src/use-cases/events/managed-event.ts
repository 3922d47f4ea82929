import type { Actor } from '../../model/actor.ts';
import type { WorkshopEvent } from '../../model/event.ts';
import { GUIDE } from '../../model/user.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { requireLevel } from '../../rules/permissions.ts';
import { loadManagedEvent } from '../shared/access.ts';
import { assertEventActive, type LifecycleDeps } from '../shared/event-status.ts';

/**
 * An event the actor manages. Participants are refused for their role (403) before any look-up;
 * a Guide asking for someone else's event gets the same 404 as for a missing one.
 */
export const loadEventToManage = async (
  repos: Repositories,
  actor: Actor,
  eid: string,
): Promise<WorkshopEvent> => {
  requireLevel(actor, GUIDE);
  return loadManagedEvent(repos, actor, eid);
};

/**
 * As loadEventToManage, and still active: a closed event is read-only, a conflict with its state
 * (409). In a transaction the event is held before it is read (`events.hold`): changes to one event
 * run one at a time, so none writes its lists over another's (two Guides adding people at once) and
 * none decides on what another is changing (two clicks of Send all or Remind).
 */
export const loadEventToChange = async (
  repos: Repositories,
  deps: LifecycleDeps,
  actor: Actor,
  eid: string,
): Promise<WorkshopEvent> => {
  requireLevel(actor, GUIDE);
  await repos.events.hold(eid);
  const event = await loadManagedEvent(repos, actor, eid);
  assertEventActive(deps, event);
  return event;
};
