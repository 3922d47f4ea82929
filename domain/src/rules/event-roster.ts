import type { WorkshopEvent } from '../model/event.ts';
import type { LogonDelivery } from '../ports/repositories.ts';
import { type LogonEmailState, logonEmailStateOf } from './logon-email-state.ts';

/**
 * An event's ordered participants with their logon-email flags; `emailsSent[i]` belongs to
 * `participants[i]` and says a logon email was asked for since they joined (whether it arrived
 * is the delivery's to say: logonEmailStates).
 */
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

/**
 * Each participant's logon-email state, in event order, from their flag and the delivery of their
 * newest logon email in this event (`deliveries` by uid).
 */
export const logonEmailStates = (
  roster: Roster,
  deliveries: ReadonlyMap<string, Pick<LogonDelivery, 'status'>>,
): LogonEmailState[] =>
  alignedFlags(roster).map((requested, i) =>
    logonEmailStateOf(requested, deliveries.get(roster.participants[i] as string)?.status),
  );

/** Marks the logon email of the participants at `positions` as asked for. */
export const markEmailsRequested = <E extends Roster>(event: E, positions: readonly number[]): E => ({
  ...event,
  emailsSent: alignedFlags(event).map((requested, i) => requested || positions.includes(i)),
});

/** The first uid listed twice, or null. */
export const firstDuplicate = (uids: readonly string[]): string | null =>
  uids.find((uid, i) => uids.indexOf(uid) !== i) ?? null;
