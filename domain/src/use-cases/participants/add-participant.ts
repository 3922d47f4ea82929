import type { Actor } from '../../model/actor.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { appendParticipant } from '../../rules/event-roster.ts';
import { type EventView, loadEventView } from '../events/event-view.ts';
import { loadEventToChange } from '../events/managed-event.ts';
import { byActor, recordAudit } from '../shared/audit.ts';
import { joinEvent, loadAssignableByEmail, loadAssignableUsers } from './assignable-users.ts';

/** The person by id, or by their exact email (see canAddByExactEmail). */
export type AddParticipantInput =
  | { readonly eid: string; readonly uid: string }
  | { readonly eid: string; readonly email: string };

export type AddParticipantResult = EventView;

/** The uid of the person the input names, once the actor may add them (else 404 or 409). */
const loadNewcomerUid = async (
  repos: Repositories,
  actor: Actor,
  input: AddParticipantInput,
  orgId: string,
) => {
  if ('email' in input) return (await loadAssignableByEmail(repos, actor, input.email, orgId)).uid;
  await loadAssignableUsers(repos, actor, [input.uid], orgId);
  return input.uid;
};

/**
 * Appends a person (a Guide may add themselves) to an active event with an unsent logon email.
 * By email, a Guide may also add a participant in no event whom someone else registered; from
 * then on the event's facilitator answers for them.
 */
export const addParticipant = async (
  deps: Pick<Deps, 'store' | 'clock' | 'ids' | 'config'>,
  actor: Actor,
  input: AddParticipantInput,
): Promise<AddParticipantResult> => {
  const updated = await deps.store.transaction(async (tx) => {
    const event = await loadEventToChange(tx, deps, actor, input.eid);
    const uid = await loadNewcomerUid(tx, actor, input, event.orgId);
    const withNewcomer = appendParticipant(event, uid);
    await tx.events.update(withNewcomer);
    await joinEvent(tx, [uid], event.eid);
    await recordAudit(tx, deps, byActor(actor), {
      action: 'participant.added',
      target: { kind: 'event', id: event.eid },
      orgId: event.orgId,
      details: { uid },
    });
    return withNewcomer;
  });
  return loadEventView(deps.store, deps, updated);
};
