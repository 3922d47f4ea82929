import type { Actor } from '../../model/actor.ts';
import { eventDetailsOf } from '../../model/event.ts';
import type { ValuesResponse } from '../../model/response.ts';
import {
  EVENT_FILE_VERSION,
  type EventFile,
  type EventFileParticipant,
  type EventFileResponse,
} from '../../model/uploaded-event.ts';
import type { Deps } from '../../ports/deps.ts';
import { facilitatorOf, participantsOf, responsesByUid, usersById } from './event-people.ts';
import { loadEventToManage } from './managed-event.ts';

export interface BuildEventFileInput {
  readonly eid: string;
}

export type BuildEventFileResult = EventFile;

const fileResponse = (response: ValuesResponse | undefined): EventFileResponse | null =>
  response === undefined
    ? null
    : { values: response.values, descriptions: response.descriptions, percentLived: response.percentLived };

/**
 * The whole event as a versioned file: details, facilitator, and every participant with their
 * pre-work, live and meaningful-work records. Closed events stay downloadable until deleted, which
 * is why the status is not checked.
 */
export const buildEventFile = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  input: BuildEventFileInput,
): Promise<BuildEventFileResult> => {
  const repos = deps.store;
  const event = await loadEventToManage(repos, actor, input.eid);
  const users = await usersById(repos, [event.facilitatorId, ...event.participants]);
  const people = participantsOf(event, users);
  const uids = people.map((person) => person.uid);
  const prework = await responsesByUid(repos, uids, 'prework');
  const live = await responsesByUid(repos, uids, 'live');
  const participants: EventFileParticipant[] = [];
  // The repository reads meaningful work one user at a time; the file is built by a worker, off the request path.
  for (const person of people) {
    participants.push({
      uid: person.uid,
      forename: person.forename,
      surname: person.surname,
      email: person.email,
      accessLevel: person.accessLevel,
      mwEnabled: person.mwEnabled,
      responseCompleted: person.responseCompleted,
      emailSent: person.emailSent,
      prework: fileResponse(prework.get(person.uid)),
      live: fileResponse(live.get(person.uid)),
      meaningfulWork: await repos.meaningfulWork.find(person.uid),
    });
  }
  const { forename, surname } = facilitatorOf(event, users);
  return {
    version: EVENT_FILE_VERSION,
    event: {
      eid: event.eid,
      ...eventDetailsOf(event),
      facilitator: { forename, surname },
    },
    participants,
  };
};
