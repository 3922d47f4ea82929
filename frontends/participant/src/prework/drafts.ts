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

/**
 * Once the save of `sent` (a step's edits) succeeded and what is saved became `base`: drops the
 * step's draft if it holds just that. Edits made while the save was on its way are newer work: they
 * stay, moved onto the new base so they still open (they were made on top of what was sent).
 */
export const settleDraft = (owner: string, step: number, sent: unknown, base: string): void => {
  const key = keyOf(owner, step);
  draftStore.clearSaved(key, sent, (draft) => (isStoredDraft(draft) ? draft.edits : null));
  const newer = draftStore.read(key);
  if (isStoredDraft(newer)) writeDraft(owner, step, base, newer.edits);
};
