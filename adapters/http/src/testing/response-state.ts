import {
  type ChosenValue,
  MEANINGFUL_WORK_KEYS,
  type MeaningfulWorkData,
  type Repositories,
  type User,
  VALUE_COUNT,
} from '@vs/domain';
import { makeResponse } from '@vs/domain/testing';

/** Everything the response routes may write for one user, to show that a refused call wrote nothing. */
export const responseStateOf = async (store: Repositories, uid: string) => ({
  user: await store.users.findById(uid),
  prework: await store.responses.find(uid, 'prework'),
  live: await store.responses.find(uid, 'live'),
  meaningfulWork: await store.meaningfulWork.find(uid),
});

/** `count` values as the Identify step sends them, picked from the default list. */
export const chosenValues = (count: number = VALUE_COUNT): ChosenValue[] =>
  Array.from({ length: count }, (_, i) => ({ value: `Value ${i + 1}`, originalIndex: i }));

/** Stores complete pre-work (all four steps marked, values 'Value 1'.. with 'D1'..) for the user. */
export const completePrework = async (store: Repositories, uid: string): Promise<void> => {
  await updateUser(store, uid, { responseCompleted: [true, true, true, true] });
  await store.responses.save(makeResponse(uid));
};

/** Changes a stored user in place (e.g. turns Meaningful Work on). */
export const updateUser = async (store: Repositories, uid: string, changes: Partial<User>): Promise<void> => {
  const user = await store.users.findById(uid);
  if (user === null) throw new Error(`no user ${uid}`);
  await store.users.update({ ...user, ...changes });
};

/** A whole Meaningful Work sheet with a distinct text in each of the 16 fields. */
export const fullMeaningfulWork = (): MeaningfulWorkData =>
  Object.fromEntries(MEANINGFUL_WORK_KEYS.map((key) => [key, `text of ${key}`])) as MeaningfulWorkData;

/** Sets an event's session access to Live: its participants may then read and write their live work. */
export const openLive = async (store: Repositories, eid: string): Promise<void> => {
  const event = await store.events.findById(eid);
  if (event === null) throw new Error(`no event ${eid}`);
  await store.events.update({ ...event, sessionAccess: 'Live' });
};
