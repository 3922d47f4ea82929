import type { Actor } from '../../model/actor.ts';
import type { ValuesResponse } from '../../model/response.ts';
import type { User } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { NO_INSIGHT, type ValuesInsight, valuesInsight } from '../../rules/values-insight.ts';
import { loadLiveTarget, loadResponseTarget } from './response-target.ts';

export interface GetValuesInsightInput {
  /** Another user's; the actor's own when absent. */
  readonly uid?: string;
  /** true: of the pre-work record; false: of the live record. */
  readonly prework: boolean;
}

/** The pre-work step whose completion means the values are rated (step 4, % lived). */
const RATE_STEP = 3;

/**
 * The insight of a participant's rated values: the live record when there is one (it starts as a
 * copy of rated pre-work), else the pre-work record once its rating step is done, else none.
 */
type RatedLists = Pick<ValuesResponse, 'values' | 'percentLived'>;

export const ratedInsight = (
  user: Pick<User, 'responseCompleted'>,
  live: RatedLists | null | undefined,
  prework: RatedLists | null | undefined,
): ValuesInsight => {
  if (live) return valuesInsight(live);
  if (prework && user.responseCompleted[RATE_STEP] === true) return valuesInsight(prework);
  return NO_INSIGHT;
};

/**
 * The valued-vs-lived insight of the actor's values, or of a user the actor may act on, with the
 * same access as reading them (getResponse). None until the values are rated (ratedInsight).
 * Reading never writes: before the live record exists, the rated pre-work it will start from
 * answers.
 */
export const getValuesInsight = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config'>,
  actor: Actor,
  input: GetValuesInsightInput,
): Promise<ValuesInsight> => {
  const { user } = input.prework
    ? await loadResponseTarget(deps, actor, input.uid)
    : await loadLiveTarget(deps, actor, input.uid);
  const live = input.prework ? null : await deps.store.responses.find(user.uid, 'live');
  return ratedInsight(user, live, await deps.store.responses.find(user.uid, 'prework'));
};
