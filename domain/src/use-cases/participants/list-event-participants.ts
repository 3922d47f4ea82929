import type { Actor } from '../../model/actor.ts';
import { uploadedPublicUser } from '../../model/uploaded-event.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadUpload } from '../events/load-upload.ts';
import { loadEventToManage } from '../events/managed-event.ts';
import { type EventParticipant, eventDeliveries, participantsOf, usersById } from './event-people.ts';

export interface ListEventParticipantsInput {
  /** An event id, or with `uploaded` the id of an uploaded event (ueid). */
  readonly eid: string;
  readonly uploaded?: boolean;
}

export type ListEventParticipantsResult = EventParticipant[];

/** The participants of an event (or of an uploaded event file) in event order. */
export const listEventParticipants = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  input: ListEventParticipantsInput,
): Promise<ListEventParticipantsResult> => {
  if (input.uploaded === true) {
    const { ueid, file } = await loadUpload(deps.store, actor, input.eid);
    return file.participants.map((participant) => ({
      ...uploadedPublicUser(participant, ueid),
      emailSent: participant.emailSent,
      emailState: participant.emailSent ? 'sent' : 'not-sent',
      emailFailure: null,
    }));
  }
  const event = await loadEventToManage(deps.store, actor, input.eid);
  return participantsOf(
    event,
    await usersById(deps.store, event.participants),
    await eventDeliveries(deps.store, event.eid),
  );
};
