/**
 * Unsaved edits of one wizard step, kept in this browser per user and step until saved, so a
 * reload or a lost connection loses no answer. Each draft remembers the saved data it started
 * from: once that data changed (another step saved a new order, another device saved), the draft
 * no longer fits and is dropped rather than restored onto the wrong values.
 */
interface StoredDraft {
  readonly base: string;
  readonly edits: unknown;
}

const keyOf = (owner: string, step: number): string => `vs.prework.draft.${owner}.${step}`;

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export const readDraft = <T>(owner: string, step: number, base: string): T | null => {
  const text = storage()?.getItem(keyOf(owner, step));
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as StoredDraft;
    if (draft.base === base) return draft.edits as T;
  } catch {
    // An unreadable draft is as good as none.
  }
  storage()?.removeItem(keyOf(owner, step));
  return null;
};

export const writeDraft = (owner: string, step: number, base: string, edits: unknown): void => {
  try {
    storage()?.setItem(keyOf(owner, step), JSON.stringify({ base, edits } satisfies StoredDraft));
  } catch {
    // A full or blocked storage only loses the safety net, never the edit on screen.
  }
};

export const clearDraft = (owner: string, step: number): void => {
  storage()?.removeItem(keyOf(owner, step));
};
