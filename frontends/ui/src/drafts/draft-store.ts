/**
 * Unsaved work kept in this browser until a save succeeds, so a reload or a lost connection loses
 * no answer. Every draft is keyed by the user it belongs to, and every draft of every user goes at
 * logout: the next person on a shared workshop laptop never sees them (a logout forced by a server
 * out of reach keeps those filed under a user's id, for that user only). A full or blocked storage
 * only loses the safety net, never the edit on screen.
 */

const PREFIX = 'vs-draft:';

/** The key of one draft: whose it is (a uid) and what it holds (e.g. `prework`, `2`). */
export const draftKey = (owner: string, ...what: string[]): string => `${PREFIX}${owner}:${what.join(':')}`;

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export const draftStore = {
  /** The draft as stored (parsed JSON), or null when there is none or it cannot be read. */
  read(key: string): unknown {
    try {
      return JSON.parse(storage()?.getItem(key) ?? 'null');
    } catch {
      return null;
    }
  },
  write(key: string, draft: unknown): void {
    try {
      storage()?.setItem(key, JSON.stringify(draft));
    } catch {
      // Quota or privacy mode: the edit stays on screen.
    }
  },
  clear(key: string): void {
    try {
      storage()?.removeItem(key);
    } catch {
      // Nothing to clear.
    }
  },
  /**
   * Once the save of `saved` succeeded: drops the draft if it holds just that. A draft changed while
   * the save was on its way holds newer work and stays until its own save succeeds. `asSaved` reads
   * a stored draft as what a save of it sends (null: not a draft of this kind, dropped too).
   */
  clearSaved(key: string, saved: unknown, asSaved: (draft: unknown) => unknown): void {
    const draft = draftStore.read(key);
    const held = draft === null ? null : asSaved(draft);
    if (held === null || JSON.stringify(held) === JSON.stringify(saved)) draftStore.clear(key);
  },
  /**
   * Every user's drafts (at logout), and the drafts of the old key formats. With `keep: 'owned'`,
   * the drafts filed under a user's id stay (each is read only at its owner's sign-in); those filed
   * under a stand-in for an unknown user go all the same.
   */
  clearAll({ keep }: { keep?: 'owned' } = {}): void {
    const store = storage();
    if (store === null) return;
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i) ?? '');
    const stays = (key: string) => keep === 'owned' && USER_ID.test(ownerOf(key));
    for (const key of keys) {
      if (key.startsWith(PREFIX) ? !stays(key) : LEGACY_PREFIXES.some((legacy) => key.startsWith(legacy))) {
        store.removeItem(key);
      }
    }
  },
};

/** Whose a draft is: the first part of its key after the prefix. */
const ownerOf = (key: string): string => key.slice(PREFIX.length).split(':')[0] ?? '';

/** A user's id (a UUID), as opposed to a stand-in owner such as `self`. */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where drafts lived before they shared one prefix; still cleared at logout. */
const LEGACY_PREFIXES = ['vs.prework.draft.', 'vs-live-draft:', 'vs-mw-draft:'];
