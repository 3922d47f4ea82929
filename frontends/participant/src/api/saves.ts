import type { ChosenValue, MeaningfulWorkData } from '@vs/domain';
import { call } from '@vs/ui';
import { api } from './client.ts';
import type { Target, ValuesRecord } from './queries.ts';

/**
 * The writes of the participant remote (spec 7), each a TanStack mutation's function. A refused
 * save throws ApiError (@vs/ui) with the server's message; a success resolves to the server's reply.
 */

/** A save of a values record as the wizards hold it; what is left out stays as saved. */
export interface ValuesSave {
  readonly values: readonly ChosenValue[];
  readonly descriptions?: readonly string[];
  /** Numbers in the pre-work; the live flow sends the digits typed. */
  readonly percentLived?: readonly (number | string)[];
  /** The pre-work step completed (0-3); the live flow sends none. */
  readonly completedMark?: number;
}

/** PUT /api/response/participant (or _byid): saves into the pre-work or live record whatever the event's session access. */
export const saveValues = (target: Target, record: ValuesRecord, save: ValuesSave) => {
  // The typed client wants mutable arrays; the wizards hand over read-only ones.
  const json = {
    values: [...save.values],
    descriptions: save.descriptions && [...save.descriptions],
    percentLived: save.percentLived && [...save.percentLived],
    completedMark: save.completedMark,
  };
  const query = { prework: record === 'prework' ? 'true' : 'false' } as const;
  return target.uid === undefined
    ? call(api.api.response.participant.$put({ query, json }))
    : call(api.api.response.participant_byid.$put({ query, json: { ...json, uid: target.uid } }));
};

/** PUT /api/response/live_step: tells the Guide's progress view which live step (0-4) one's own wizard is on. */
export const reportLiveStep = (step: number) => call(api.api.response.live_step.$put({ json: { step } }));

/** PUT /api/response/meaningfulwork: the whole sheet. */
export const saveMeaningfulWork = (target: Target, data: MeaningfulWorkData) =>
  call(
    api.api.response.meaningfulwork.$put({
      json: target.uid === undefined ? { data } : { data, uid: target.uid },
    }),
  );
