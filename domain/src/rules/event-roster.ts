import type { WorkshopEvent } from '../model/event.ts';

type Roster = Pick<WorkshopEvent, 'participants' | 'emailsSent'>;

/** Removes a participant and their emailsSent flag together, so the two lists stay aligned. */
export const withoutParticipant = <E extends Roster>(event: E, uid: string): E => {
  const keep = event.participants.map((participant) => participant !== uid);
  return {
    ...event,
    participants: event.participants.filter((_, i) => keep[i]),
    emailsSent: event.emailsSent.filter((_, i) => keep[i]),
  };
};
