import type { Actor } from '../../model/actor.ts';
import type { EventFileParticipant } from '../../model/uploaded-event.ts';
import type { Deps } from '../../ports/deps.ts';
import { type EventParticipant, participantsOf, usersById } from './event-people.ts';
import { loadUpload } from './load-upload.ts';
import { loadEventToManage } from './managed-event.ts';

export interface ListEventParticipantsInput {
  /** An event id, or with `uploaded` the id of an uploaded event (ueid). */
  readonly eid: string;
  readonly uploaded?: boolean;
}

export type ListEventParticipantsResult = EventParticipant[];

/** People in an uploaded file have no account here: no portal link and no event of their own. */
const fromFile = (participant: EventFileParticipant): EventParticipant => ({
  uid: participant.uid,
  forename: participant.forename,
  surname: participant.surname,
  email: participant.email,
  accessLevel: participant.accessLevel,
  portal_link: '',
  mwEnabled: participant.mwEnabled,
  event: null,
  responseCompleted: participant.responseCompleted,
  emailSent: participant.emailSent,
});

/** The participants of an event (or of an uploaded event file) in event order. */
export const listEventParticipants = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  input: ListEventParticipantsInput,
): Promise<ListEventParticipantsResult> => {
  if (input.uploaded === true) {
    return (await loadUpload(deps.store, actor, input.eid)).file.participants.map(fromFile);
  }
  const event = await loadEventToManage(deps.store, actor, input.eid);
  return participantsOf(event, await usersById(deps.store, event.participants));
};
