import { notFound } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { Deps } from '../../ports/deps.ts';
import { withoutParticipant } from '../../rules/event-roster.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { loadEventToChange } from '../events/managed-event.ts';
import { byActor, recordAudit } from '../shared/audit.ts';
import { type EventParticipant, eventDeliveries, participantsOf, usersById } from './event-people.ts';

export interface RemoveParticipantInput {
  readonly uid: string;
  readonly eid: string;
}

export interface RemoveParticipantResult {
  /** Those who remain, in event order, each with their logon-email flag. */
  readonly participants: EventParticipant[];
  readonly message: string;
}

const NOT_PARTICIPANT_MESSAGE = defineMessage({
  id: 'error.participant.notParticipant',
  defaultMessage: 'That person is not a participant of this event',
});

/**
 * Takes a person out of an active event together with their logon-email flag. Their account and
 * their work stay: they may be added to another event.
 */
export const removeParticipant = async (
  deps: Pick<Deps, 'store' | 'clock' | 'ids' | 'config'>,
  actor: Actor,
  input: RemoveParticipantInput,
): Promise<RemoveParticipantResult> => {
  const remaining = await deps.store.transaction(async (tx) => {
    const event = await loadEventToChange(tx, deps, actor, input.eid);
    if (!event.participants.includes(input.uid))
      throw notFound('EVENT.NOT_PARTICIPANT', NOT_PARTICIPANT_MESSAGE);
    const updated = withoutParticipant(event, input.uid);
    await tx.events.update(updated);
    await tx.users.setEvent([input.uid], null);
    await recordAudit(tx, deps, byActor(actor), {
      action: 'participant.removed',
      target: { kind: 'event', id: event.eid },
      orgId: event.orgId,
      details: { uid: input.uid },
    });
    return updated;
  });
  return {
    participants: participantsOf(
      remaining,
      await usersById(deps.store, remaining.participants),
      await eventDeliveries(deps.store, remaining.eid),
    ),
    message: 'Participant removed',
  };
};
