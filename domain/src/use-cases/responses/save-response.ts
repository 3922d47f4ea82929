import { storedValueName } from '../../data/value-catalogue.ts';
import type { Actor } from '../../model/actor.ts';
import type { EventHeader } from '../../model/event.ts';
import type { ChosenValue, ResponseKind, ValuesResponse } from '../../model/response.ts';
import { isPreworkComplete, type ResponseCompleted, type User } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { markCompleted } from '../../rules/completion.ts';
import { applyIdentifyStep, assertValidLists, type ResponseLists } from '../../rules/response-lists.ts';
import {
  assertLiveOpen,
  loadResponseTarget,
  preworkIncomplete,
  type ResponseDeps,
  SAVED_MESSAGE,
} from './response-target.ts';

export interface SaveResponseInput {
  /** Another user's responses; the actor's own when absent. */
  readonly uid?: string;
  /** true: the pre-work record; false: the live record; absent: chosen by the event's session access. */
  readonly prework?: boolean;
  readonly values: readonly ChosenValue[];
  readonly descriptions?: readonly string[];
  readonly percentLived?: readonly number[];
  /**
   * Marks pre-work step k+1 complete: 0 Identify, 1 Define, 2 Rank, 3 % Lived. Ignored on a live
   * save: the spec's client sends it on the rank and lived steps of both flows.
   */
  readonly completedMark?: number;
}

export interface SaveResponseResult {
  readonly message: string;
  /** Whose values were saved, and their event (null without one): who should hear of the save. */
  readonly uid: string;
  readonly eventId: string | null;
}

/** completedMark 0 is the Identify step, which chooses the values and nothing else. */
const IDENTIFY = 0;

const recordKind = (prework: boolean | undefined, event: EventHeader | null): ResponseKind => {
  if (prework !== undefined) return prework ? 'prework' : 'live';
  return event?.sessionAccess === 'Live' ? 'live' : 'prework';
};

const sameCompletion = (a: ResponseCompleted, b: ResponseCompleted): boolean =>
  a.every((done, i) => done === b[i]);

/** Default values named in any shipped language are stored by index, under the English name. */
const byIndex = (values: readonly ChosenValue[]): readonly ChosenValue[] =>
  values.map((v) => {
    const value = storedValueName(v.originalIndex, v.value);
    return value === v.value ? v : { ...v, value };
  });

const listsToSave = async (
  deps: ResponseDeps,
  uid: string,
  input: SaveResponseInput,
  mark: number | undefined,
): Promise<ResponseLists> => {
  const values = byIndex(input.values);
  const lists =
    mark === IDENTIFY
      ? applyIdentifyStep(await deps.store.responses.find(uid, 'prework'), values)
      : {
          values,
          descriptions: input.descriptions ?? [],
          percentLived: input.percentLived ?? [],
        };
  assertValidLists(lists);
  return lists;
};

/** A live record exists only after complete pre-work, so the extra read happens only on the refusal path. */
const assertMayWriteLive = async (deps: ResponseDeps, user: User): Promise<void> => {
  if (isPreworkComplete(user)) return;
  if ((await deps.store.responses.find(user.uid, 'live')) === null) throw preworkIncomplete();
};

/**
 * Saves the values of the actor, or of a user the actor may act on. This is the busiest write of
 * the product (a whole room saving at once), so it touches the store as little as it can: one
 * upsert, and a transaction only when a completion mark changes the user too.
 */
export const saveResponse = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config'>,
  actor: Actor,
  input: SaveResponseInput,
): Promise<SaveResponseResult> => {
  const target = await loadResponseTarget(deps, actor, input.uid);
  const { user, event } = target;
  const kind = recordKind(input.prework, event);
  if (kind === 'live') assertLiveOpen(actor, target);
  const mark = kind === 'prework' ? input.completedMark : undefined;
  const completed = mark === undefined ? user.responseCompleted : markCompleted(user.responseCompleted, mark);
  const lists = await listsToSave(deps, user.uid, input, mark);
  if (kind === 'live') await assertMayWriteLive(deps, user);

  const response: ValuesResponse = { uid: user.uid, kind, ...lists };
  if (sameCompletion(completed, user.responseCompleted)) {
    await deps.store.responses.save(response);
  } else {
    await deps.store.transaction(async (tx) => {
      await tx.responses.save(response);
      await tx.users.setResponseCompleted(user.uid, completed);
    });
  }
  return { message: SAVED_MESSAGE, uid: user.uid, eventId: event?.eid ?? null };
};
