import type { SessionAccess } from '../model/event.ts';
import { LIVE_STEPS, type LiveStep, type ParticipantActivity } from '../model/live-activity.ts';
import { isPreworkComplete, type ResponseCompleted, type User } from '../model/user.ts';
import type { LogonEmailState } from './logon-email-state.ts';

/** Without IDLE_MINUTES, a participant is idle after this long without activity in a live session. */
export const DEFAULT_IDLE_MINUTES = 5;

/** The logon-email state as the progress API spells it (underscores). */
export type ProgressEmailState = 'not_sent' | 'queued' | 'sent' | 'failed';

const PROGRESS_EMAIL: Readonly<Record<LogonEmailState, ProgressEmailState>> = {
  'not-sent': 'not_sent',
  queued: 'queued',
  sent: 'sent',
  failed: 'failed',
};

/** One participant as the Guide's progress view shows them. */
export interface ProgressRow {
  readonly uid: string;
  readonly forename: string;
  readonly surname: string;
  /** The four pre-work steps done: Identify, Define, Rank, % Lived. */
  readonly prework: ResponseCompleted;
  readonly liveStep: LiveStep | null;
  /** ISO instant, or null for someone who has done nothing yet. */
  readonly lastActiveAt: string | null;
  readonly email: ProgressEmailState;
  /** Idle as of the moment the row was built (see isIdle). */
  readonly idle: boolean;
}

export interface ProgressSummary {
  readonly participants: number;
  readonly preworkFinished: number;
  /** How many are on each live step, by step (index 0 Agreement … 4 Meaningful Work). */
  readonly liveSteps: readonly number[];
  readonly idle: number;
}

/** What decides idleness: the event's session access, the idle time and the present. */
export interface IdleContext {
  readonly sessionAccess: SessionAccess;
  readonly idleMinutes: number;
  readonly now: Date;
}

/**
 * Idle: the event is Live and the participant has done nothing for `idleMinutes` (exactly that
 * long counts). Someone with no activity at all is idle too: in a live session they need the
 * Guide as much as anyone. Nobody is idle during pre-work week.
 */
export const isIdle = (lastActiveAt: Date | null, context: IdleContext): boolean => {
  if (context.sessionAccess !== 'Live') return false;
  if (lastActiveAt === null) return true;
  return context.now.getTime() - lastActiveAt.getTime() >= context.idleMinutes * 60_000;
};

export const progressEmailState = (state: LogonEmailState): ProgressEmailState => PROGRESS_EMAIL[state];

/** A participant's progress row from their account, activity and logon-email state. */
export const progressRowOf = (
  user: Pick<User, 'uid' | 'forename' | 'surname' | 'responseCompleted'>,
  activity: ParticipantActivity | undefined,
  emailState: LogonEmailState,
  context: IdleContext,
): ProgressRow => {
  const lastActiveAt = activity?.lastActiveAt ?? null;
  return {
    uid: user.uid,
    forename: user.forename,
    surname: user.surname,
    prework: user.responseCompleted,
    liveStep: activity?.liveStep ?? null,
    lastActiveAt: lastActiveAt?.toISOString() ?? null,
    email: progressEmailState(emailState),
    idle: isIdle(lastActiveAt, context),
  };
};

/** The summary line: how many finished pre-work, how many are on each live step, how many are idle. */
export const summariseProgress = (rows: readonly ProgressRow[]): ProgressSummary => ({
  participants: rows.length,
  preworkFinished: rows.filter((row) => isPreworkComplete({ responseCompleted: row.prework })).length,
  liveSteps: LIVE_STEPS.map((step) => rows.filter((row) => row.liveStep === step).length),
  idle: rows.filter((row) => row.idle).length,
});

/** A live step as sent by a client: an integer 0-4. */
export const isLiveStep = (step: number): step is LiveStep =>
  (LIVE_STEPS as readonly number[]).includes(step);
