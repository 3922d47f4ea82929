import type { ChosenValue } from '@vs/domain';
import { api } from '../api.ts';
import { fileNameFrom } from './wizard-logic.ts';

/** A refused or failed call, carrying the server's message for the popup. */
export class CallFailed extends Error {}

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

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/** The reply's message when it failed; the JSON body when it did not. */
const readReply = async <T>(response: Response): Promise<T & { message?: string }> => {
  const body = (await response.json().catch(() => ({}))) as T & { success?: boolean; message?: string };
  if (!response.ok || body.success === false) throw new CallFailed(body.message || FALLBACK_MESSAGE);
  return body;
};

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

  /** The pre-work PDF of `ownerUid`, named as the server's content-disposition says. */
  async download(ownerUid: string): Promise<{ blob: Blob; fileName: string }> {
    const response = await api.api.event.event_output.$get({ query: { uid: ownerUid, page: 'prework' } });
    if (!response.ok) await readReply(response);
    const fileName = fileNameFrom(response.headers.get('content-disposition'), 'ValuesSystem.pdf');
    return { blob: await response.blob(), fileName };
  },
});

export type PreworkApi = ReturnType<typeof preworkApi>;
