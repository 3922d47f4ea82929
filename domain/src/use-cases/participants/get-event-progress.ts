import type { Actor } from '../../model/actor.ts';
import type { WorkshopEvent } from '../../model/event.ts';
import type { Deps } from '../../ports/deps.ts';
import {
  type IdleContext,
  type ProgressRow,
  type ProgressSummary,
  progressRowOf,
  summariseProgress,
} from '../../rules/participant-progress.ts';
import { loadEventToManage } from '../events/managed-event.ts';
import { eventDeliveries, participantsOf, usersById } from './event-people.ts';

type ProgressDeps = Pick<Deps, 'store' | 'clock' | 'config'>;

export interface EventProgress {
  readonly participants: ProgressRow[];
  readonly summary: ProgressSummary;
  /** Whether the event is in its live session (only then is anyone idle) and after how long. */
  readonly live: boolean;
  readonly idleMinutes: number;
}

const idleContextOf = (deps: ProgressDeps, event: WorkshopEvent): IdleContext => ({
  sessionAccess: event.sessionAccess,
  idleMinutes: deps.config.idleMinutes,
  now: deps.clock.now(),
});

/** The progress rows of some of the event's participants (`uids`, in event order). */
const progressRows = async (
  deps: ProgressDeps,
  event: WorkshopEvent,
  uids: readonly string[],
): Promise<ProgressRow[]> => {
  const [users, activity, deliveries] = await Promise.all([
    usersById(deps.store, uids),
    deps.store.users.findActivity(uids),
    eventDeliveries(deps.store, event.eid),
  ]);
  const activityByUid = new Map(activity.map((one) => [one.uid, one]));
  const context = idleContextOf(deps, event);
  // participantsOf keeps the event's order and leaves out those not loaded.
  return participantsOf(event, users, deliveries).map((participant) =>
    progressRowOf(participant, activityByUid.get(participant.uid), participant.emailState, context),
  );
};

/**
 * Every participant's progress in an event the actor manages (Guide of the event or super-admin;
 * the usual 403/404), in event order, with the summary line.
 */
export const getEventProgress = async (
  deps: ProgressDeps,
  actor: Actor,
  input: { readonly eid: string },
): Promise<EventProgress> => {
  const event = await loadEventToManage(deps.store, actor, input.eid);
  const participants = await progressRows(deps, event, event.participants);
  return {
    participants,
    summary: summariseProgress(participants),
    live: event.sessionAccess === 'Live',
    idleMinutes: deps.config.idleMinutes,
  };
};

/** What changed for a live view: the rows as they are now, and who is no longer in the event. */
export interface ProgressChanges {
  readonly rows: ProgressRow[];
  readonly removed: string[];
}

/**
 * The progress rows of some participants of an event as they are now, for live views that were
 * allowed to see the event when they opened (their scope is checked then, not on every change).
 * Those no longer in the event, or all of them when the event is gone, come back in `removed`.
 */
export const loadProgressChanges = async (
  deps: ProgressDeps,
  eid: string,
  uids: readonly string[],
): Promise<ProgressChanges> => {
  const event = await deps.store.events.findById(eid);
  if (event === null) return { rows: [], removed: [...uids] };
  const inEvent = new Set(event.participants);
  const rows = await progressRows(
    deps,
    event,
    uids.filter((uid) => inEvent.has(uid)),
  );
  const shown = new Set(rows.map((row) => row.uid));
  return { rows, removed: uids.filter((uid) => !shown.has(uid)) };
};
