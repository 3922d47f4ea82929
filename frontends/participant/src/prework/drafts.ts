import { draftKey, draftStore } from '@vs/ui';

/**
 * Unsaved edits of one pre-work step, kept per user and step until saved (@vs/ui's draft store).
 * Each draft remembers the saved data it started from: once that data changed (another step saved
 * a new order, another device saved), the draft no longer fits and is dropped rather than restored
 * onto the wrong values.
 */
interface StoredDraft {
  readonly base: string;
  readonly edits: unknown;
}

const keyOf = (owner: string, step: number): string => draftKey(owner, 'prework', String(step));

const isStoredDraft = (data: unknown): data is StoredDraft =>
  typeof data === 'object' && data !== null && 'base' in data && 'edits' in data;

export const readDraft = <T>(owner: string, step: number, base: string): T | null => {
  const draft = draftStore.read(keyOf(owner, step));
  if (draft === null) return null;
  if (isStoredDraft(draft) && draft.base === base) return draft.edits as T;
  draftStore.clear(keyOf(owner, step));
  return null;
};

export const writeDraft = (owner: string, step: number, base: string, edits: unknown): void =>
  draftStore.write(keyOf(owner, step), { base, edits } satisfies StoredDraft);

export const clearDraft = (owner: string, step: number): void => draftStore.clear(keyOf(owner, step));
