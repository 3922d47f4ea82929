import { eventDetailsOf, type WorkshopEvent } from '../../model/event.ts';
import type { ValuesResponse } from '../../model/response.ts';
import {
  EVENT_FILE_VERSION,
  type EventFile,
  type EventFileParticipant,
  type EventFileResponse,
} from '../../model/uploaded-event.ts';
import type { Repositories } from '../../ports/repositories.ts';
import {
  eventDeliveries,
  facilitatorOf,
  participantsOf,
  responsesByUid,
  usersById,
} from '../participants/event-people.ts';
import { languageOfPerson } from '../shared/person-language.ts';

const fileResponse = (response: ValuesResponse | undefined): EventFileResponse | null =>
  response === undefined
    ? null
    : { values: response.values, descriptions: response.descriptions, percentLived: response.percentLived };

/**
 * The whole event as a versioned file: details, facilitator, and every participant with their
 * pre-work, live and meaningful-work records and the language their PDFs are written in. The caller has already decided the event may be
 * read: the archive request checks the actor, the archive job trusts the request it came from.
 */
export const eventFileOf = async (repos: Repositories, event: WorkshopEvent): Promise<EventFile> => {
  const users = await usersById(repos, [event.facilitatorId, ...event.participants]);
  const people = participantsOf(event, users, await eventDeliveries(repos, event.eid));
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
      language: await languageOfPerson(repos, { language: person.language, eventId: event.eid }, event),
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
