import type { Actor } from '../../model/actor.ts';
import type { SessionAccess } from '../../model/event.ts';
import type { Deps } from '../../ports/deps.ts';
import { type EventListFilter, eventsInScope } from '../events/events-in-scope.ts';
import { responsesByUid, usersById } from '../participants/event-people.ts';
import { ratedInsight } from '../responses/get-values-insight.ts';

export interface TeamOutputParticipant {
  readonly uid: string;
  readonly forename: string;
  readonly surname: string;
  /** Ranked values 1-10; empty when the participant has saved none. A default value by its English name. */
  readonly values: string[];
  /**
   * Each value's `originalIndex` (-1 for one the participant wrote), parallel to `values`: a viewer
   * names default values in their own language by it, and counts them by it across languages.
   */
  readonly originalIndexes: number[];
  readonly descriptions: string[];
  /** How far they live their ranking, 0-100 (getValuesInsight); null before their values are rated. */
  readonly alignment: number | null;
}

export interface TeamOutputEvent {
  readonly eid: string;
  readonly eventName: string;
  readonly sessionAccess: SessionAccess;
  readonly participants: TeamOutputParticipant[];
  /** The participants' alignment averaged over those who have one, rounded; null when none has. */
  readonly averageAlignment: number | null;
}

export type GetTeamOutputResult = TeamOutputEvent[];

const averageOf = (numbers: readonly number[]): number | null =>
  numbers.length === 0 ? null : Math.round(numbers.reduce((sum, n) => sum + n, 0) / numbers.length);

/**
 * Every active event in the actor's scope with each participant's values: the live record where
 * one exists, else the pre-work record, and how far each lives their ranking with the event's
 * average; `filter` narrows them to one organisation. Three queries in all, however many events there are.
 */
export const getTeamOutput = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config'>,
  actor: Actor,
  filter: EventListFilter = {},
): Promise<GetTeamOutputResult> => {
  const events = await eventsInScope(deps, actor, 'active', filter);
  const uids = events.flatMap((event) => event.participants);
  const users = await usersById(deps.store, uids);
  const live = await responsesByUid(deps.store, uids, 'live');
  const prework = await responsesByUid(deps.store, uids, 'prework');
  return events.map((event) => {
    const participants = event.participants.flatMap((uid) => {
      const user = users.get(uid);
      if (user === undefined) return [];
      const response = live.get(uid) ?? prework.get(uid);
      return [
        {
          uid,
          forename: user.forename,
          surname: user.surname,
          values: response?.values.map((chosen) => chosen.value) ?? [],
          originalIndexes: response?.values.map((chosen) => chosen.originalIndex) ?? [],
          descriptions: [...(response?.descriptions ?? [])],
          alignment: ratedInsight(user, live.get(uid), prework.get(uid)).alignment,
        },
      ];
    });
    return {
      eid: event.eid,
      eventName: event.eventName,
      sessionAccess: event.sessionAccess,
      participants,
      averageAlignment: averageOf(
        participants.flatMap(({ alignment }) => (alignment === null ? [] : [alignment])),
      ),
    };
  });
};
