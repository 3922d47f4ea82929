import type { Actor } from '../../model/actor.ts';
import type { Deps } from '../../ports/deps.ts';
import { appendParticipant } from '../../rules/event-roster.ts';
import { loadAssignableUsers } from './assignable-users.ts';
import { type EventView, loadEventView } from './event-view.ts';
import { loadEventToChange } from './managed-event.ts';

export interface AddParticipantInput {
  readonly uid: string;
  readonly eid: string;
}

export type AddParticipantResult = EventView;

/** Appends a person (a Guide may add themselves) to an active event with an unsent logon email. */
export const addParticipant = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config'>,
  actor: Actor,
  input: AddParticipantInput,
): Promise<AddParticipantResult> => {
  const updated = await deps.store.transaction(async (tx) => {
    const event = await loadEventToChange(tx, deps, actor, input.eid);
    await loadAssignableUsers(tx, actor, [input.uid]);
    const withNewcomer = appendParticipant(event, input.uid);
    await tx.events.update(withNewcomer);
    await tx.users.setEvent([input.uid], event.eid);
    return withNewcomer;
  });
  return loadEventView(deps.store, deps, updated);
};
