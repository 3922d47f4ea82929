import { isLanguageTag, type LanguageTag } from '@vs/domain';

/** The element the server writes the session's state into (services/api/src/frontends.ts). */
export const SERVED_SESSION_ID = 'vs-session';

/** The fields of `POST /api/auth/loggedIn`'s reply the screens read (extra ones ignored). */
export interface SessionReply {
  readonly valid?: boolean;
  readonly accessLevel?: number;
  readonly firstLogin?: boolean;
  readonly language?: string | null;
}

const isReply = (value: unknown): value is SessionReply =>
  typeof value === 'object' && value !== null && 'valid' in value && typeof value.valid === 'boolean';

/**
 * The session check's answer the server wrote into this page for its request (issue 36), so a
 * first render needs no request of its own; null when the page carries none (an organisation's
 * login page, a server that does not write it) or it cannot be read. It is the state when the page
 * was sent: a sign-in or a language chosen since is not in it.
 */
export const servedSessionReply = (page: Document): SessionReply | null => {
  const text = page.getElementById(SERVED_SESSION_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isReply(value) ? value : null;
  } catch {
    return null;
  }
};

/** A person's own language as a page or an account says it (null: none chosen). */
export interface ServedLanguage {
  readonly language: LanguageTag | null;
}

/**
 * The signed-in person's own language as the page was served (null inside: none chosen), so a
 * screen shows in it from its first render; null when the page does not say, e.g. after a sign-in
 * on this page (the screen then asks for the account).
 */
export const servedOwnLanguage = (): ServedLanguage | null => {
  const reply = typeof document === 'undefined' ? null : servedSessionReply(document);
  if (reply?.valid !== true) return null;
  return { language: isLanguageTag(reply.language) ? reply.language : null };
};

/**
 * The signed-in person's own language: their account's once it is read (the fresher), until then
 * the page's (`servedOwnLanguage`); null when neither says.
 */
export const ownLanguage = (
  served: ServedLanguage | null,
  account: ServedLanguage | undefined,
): LanguageTag | null => (account === undefined ? (served?.language ?? null) : account.language);
