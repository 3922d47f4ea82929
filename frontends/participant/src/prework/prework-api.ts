import { type ChosenValue, outputFileName } from '@vs/domain';
import { call, downloadFile } from '@vs/ui';
import { api } from '../api.ts';

/** The pre-work record as step 1 reads it (spec 7). */
export interface PreworkValues {
  readonly originalValues: readonly string[];
  readonly originalIndexes: readonly number[];
  readonly values: readonly string[];
  readonly descriptions: readonly string[];
  readonly percentLived: readonly number[];
}

/** Whose pre-work this is, and how far it has come. */
export interface PreworkUser {
  readonly uid: string;
  readonly forename: string;
  readonly surname: string;
  readonly responseCompleted: readonly boolean[];
}

export interface SaveBody {
  readonly values: readonly ChosenValue[];
  readonly descriptions?: readonly string[];
  readonly percentLived?: readonly number[];
  readonly completedMark: number;
}

/** The reply's JSON body; a failed one throws ApiError (@vs/ui) with the server's message. */
const readReply = <T>(response: Response): Promise<T & { message?: string }> =>
  call(Promise.resolve(response));

/**
 * The calls of the wizard: the participant's own, or with `uid` the by-id calls a Guide or
 * super-admin uses to act on that participant (spec 2.1, 6).
 */
export const preworkApi = (uid: string | undefined) => ({
  async loadUser(): Promise<PreworkUser> {
    const response =
      uid === undefined
        ? await api.api.user.info.$get()
        : await api.api.user.info_byid.$get({ query: { uid } });
    const { user } = await readReply<{ user: PreworkUser }>(response);
    return user;
  },

  async loadValues(): Promise<PreworkValues> {
    const response =
      uid === undefined
        ? await api.api.response.participant.$get({ query: { prework: 'true' } })
        : await api.api.response.participant_byid.$get({ query: { prework: 'true', uid } });
    return readReply<PreworkValues>(response);
  },

  /** Saves into the pre-work record whatever the event's session access. Resolves to the server's message. */
  async save(body: SaveBody): Promise<string> {
    // The typed client wants mutable arrays; the wizard hands over read-only ones.
    const json = {
      values: [...body.values],
      descriptions: body.descriptions && [...body.descriptions],
      percentLived: body.percentLived && [...body.percentLived],
      completedMark: body.completedMark,
    };
    const query = { prework: 'true' } as const;
    const response =
      uid === undefined
        ? await api.api.response.participant.$put({ query, json })
        : await api.api.response.participant_byid.$put({ query, json: { ...json, uid } });
    const reply = await readReply<{ message: string }>(response);
    return reply.message ?? 'Saved';
  },

  /** Downloads the pre-work PDF of `ownerUid`, named as the server's content-disposition says. */
  download(ownerUid: string): Promise<void> {
    const query = new URLSearchParams({ uid: ownerUid, page: 'prework' });
    return downloadFile(
      `/api/event/event_output?${query}`,
      outputFileName({ forename: '', surname: '' }, 'prework'),
    );
  },
});

export type PreworkApi = ReturnType<typeof preworkApi>;
