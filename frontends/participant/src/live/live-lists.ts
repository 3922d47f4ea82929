import {
  type ChosenValue,
  moveEntry,
  PERCENT_LIVED_MAX,
  PERCENT_LIVED_MESSAGE,
  type ResponseLists,
  swapEntries,
} from '@vs/domain';
import { draftKey, draftStore } from '@vs/ui';
import { listsOf, type ValuesLists } from '../api/queries.ts';
import type { ValuesSave } from '../api/saves.ts';

/**
 * The live values while they are edited: percent lived stays the text typed (it may be empty for
 * a moment and is sent as text), and `keys` give every entry a stable identity for drag and drop.
 */
export interface LiveLists {
  readonly values: readonly ChosenValue[];
  readonly descriptions: readonly string[];
  readonly percentLived: readonly string[];
  readonly keys: readonly number[];
}

export const fromReply = (reply: ValuesLists): LiveLists => ({
  values: listsOf(reply).values,
  descriptions: reply.values.map((_, i) => reply.descriptions[i] ?? ''),
  percentLived: reply.values.map((_, i) => String(reply.percentLived[i] ?? PERCENT_LIVED_MAX)),
  keys: reply.values.map((_, i) => i),
});

/**
 * Reorders through the domain's own rule (moveEntry, swapEntries). The rule's lists hold numbers
 * for percent lived, so each entry's position rides through it and the texts and keys follow.
 */
const reorder = (lists: LiveLists, rule: (carrier: ResponseLists) => ResponseLists): LiveLists => {
  const carried = rule({
    values: lists.values,
    descriptions: lists.descriptions,
    percentLived: lists.values.map((_, i) => i),
  }).percentLived;
  const pick = <T>(list: readonly T[]): T[] => carried.map((i) => list[i] as T);
  return {
    values: pick(lists.values),
    descriptions: pick(lists.descriptions),
    percentLived: pick(lists.percentLived),
    keys: pick(lists.keys),
  };
};

/** Edit step: re-rank one value; the others shift, every list together. */
export const moveValue = (lists: LiveLists, from: number, to: number): LiveLists =>
  reorder(lists, (carrier) => moveEntry(carrier, from, to));

/** Reveal step: dropping a value on a slot swaps the two, every list together. */
export const swapValues = (lists: LiveLists, a: number, b: number): LiveLists =>
  reorder(lists, (carrier) => swapEntries(carrier, a, b));

/** Spec 5: only empty or digits, and not above 100; anything else keeps the prior text. */
export const nextPercentText = (prior: string, typed: string): string =>
  /^\d{0,3}$/.test(typed) && (typed === '' || Number(typed) <= PERCENT_LIVED_MAX) ? typed : prior;

const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((existing, i) => (i === index ? item : existing));

export const withLabel = (lists: LiveLists, index: number, value: string): LiveLists => {
  const prior = lists.values[index];
  return prior === undefined
    ? lists
    : { ...lists, values: replaceAt(lists.values, index, { ...prior, value }) };
};

export const withDescription = (lists: LiveLists, index: number, text: string): LiveLists => ({
  ...lists,
  descriptions: replaceAt(lists.descriptions, index, text),
});

export const withPercent = (lists: LiveLists, index: number, typed: string): LiveLists => ({
  ...lists,
  percentLived: replaceAt(lists.percentLived, index, nextPercentText(lists.percentLived[index] ?? '', typed)),
});

/** What a save sends, or the message to show instead when a percent is still empty. */
export const toSave = (lists: LiveLists): { save: ValuesSave } | { problem: string } =>
  lists.percentLived.some((text) => text === '')
    ? { problem: PERCENT_LIVED_MESSAGE }
    : { save: { values: lists.values, descriptions: lists.descriptions, percentLived: lists.percentLived } };

const isLiveLists = (data: unknown): data is LiveLists => {
  if (typeof data !== 'object' || data === null) return false;
  const { values, descriptions, percentLived, keys } = data as Record<string, unknown>;
  return [values, descriptions, percentLived, keys].every(
    (list) => Array.isArray(list) && list.length === (values as unknown[]).length,
  );
};

/**
 * Unsaved live edits stay in the browser, per user, until a save succeeds (no answer is lost on a
 * reload); @vs/ui's draft store drops them all at logout.
 */
export const liveDrafts = {
  read(owner: string): LiveLists | null {
    const data = draftStore.read(draftKey(owner, 'live'));
    return isLiveLists(data) ? data : null;
  },
  write(owner: string, lists: LiveLists): void {
    draftStore.write(draftKey(owner, 'live'), lists);
  },
  /** Once `saved` succeeded: drops the draft unless it changed meanwhile (a swap after a swap). */
  clearSaved(owner: string, saved: ValuesSave): void {
    draftStore.clearSaved(draftKey(owner, 'live'), { save: saved }, (draft) =>
      isLiveLists(draft) ? toSave(draft) : null,
    );
  },
};
