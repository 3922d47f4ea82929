import { ORIGINAL_VALUES } from '../../data/original-values.ts';
import type { Actor } from '../../model/actor.ts';
import { type ResponseView, toResponseView } from '../../model/response.ts';
import { isPreworkComplete, type User } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { copyAsLive, type ResponseLists } from '../../rules/response-lists.ts';
import { loadLiveTarget, loadResponseTarget, preworkIncomplete } from './response-target.ts';

export interface GetResponseInput {
  /** Another user's responses; the actor's own when absent. */
  readonly uid?: string;
  /** true: the pre-work record; false: the live record. */
  readonly prework: boolean;
}

export type GetResponseResult = ResponseView;

const NOTHING_SAVED: ResponseLists = { values: [], descriptions: [], percentLived: [] };

/** Step 1 offers the default list beside whatever was chosen so far. */
const readPrework = async (repos: Repositories, uid: string): Promise<ResponseView> => {
  const prework = await repos.responses.find(uid, 'prework');
  return { originalValues: ORIGINAL_VALUES, ...toResponseView(prework ?? NOTHING_SAVED) };
};

/** The live record starts as a copy of completed pre-work; from then on the two records stay apart. */
const readLive = async (repos: Repositories, user: User): Promise<ResponseView> => {
  const live = await repos.responses.find(user.uid, 'live');
  if (live !== null) return toResponseView(live);
  if (!isPreworkComplete(user)) throw preworkIncomplete();
  const prework = await repos.responses.find(user.uid, 'prework');
  if (prework === null) throw preworkIncomplete();
  const copy = copyAsLive(prework);
  await repos.responses.save(copy);
  return toResponseView(copy);
};

/** Reads the pre-work or live values of the actor, or of a user the actor may act on (live: see assertLiveOpen). */
export const getResponse = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config'>,
  actor: Actor,
  input: GetResponseInput,
): Promise<GetResponseResult> => {
  if (input.prework) {
    const { user } = await loadResponseTarget(deps, actor, input.uid);
    return readPrework(deps.store, user.uid);
  }
  const { user } = await loadLiveTarget(deps, actor, input.uid);
  return readLive(deps.store, user);
};
