import type { WorkshopEvent } from '../model/event.ts';

/** An event's ordered participants with their logon-email flags; `emailsSent[i]` belongs to `participants[i]`. */
type Roster = Pick<WorkshopEvent, 'participants' | 'emailsSent'>;

/** One flag per participant, so a short or long stored list can never shift the flags. */
const alignedFlags = (roster: Roster): boolean[] =>
  roster.participants.map((_, i) => roster.emailsSent[i] === true);

/** Adding a participant appends their uid and an unsent flag at the same position. */
export const appendParticipant = <E extends Roster>(event: E, uid: string): E => ({
  ...event,
  participants: [...event.participants, uid],
  emailsSent: [...alignedFlags(event), false],
});

/** Removes a participant and their emailsSent flag together, so the two lists stay aligned. */
export const withoutParticipant = <E extends Roster>(event: E, uid: string): E => {
  const keep = event.participants.map((participant) => participant !== uid);
  return {
    ...event,
    participants: event.participants.filter((_, i) => keep[i]),
    emailsSent: event.emailsSent.filter((_, i) => keep[i]),
  };
};

/** Positions of the participants who have not been sent a logon email yet. */
export const unsentPositions = (roster: Roster): number[] =>
  alignedFlags(roster).flatMap((sent, i) => (sent ? [] : [i]));

/** Marks the logon email of the participants at `positions` as sent. */
export const markEmailsSent = <E extends Roster>(event: E, positions: readonly number[]): E => ({
  ...event,
  emailsSent: alignedFlags(event).map((sent, i) => sent || positions.includes(i)),
});

/** The first uid listed twice, or null. */
export const firstDuplicate = (uids: readonly string[]): string | null =>
  uids.find((uid, i) => uids.indexOf(uid) !== i) ?? null;
