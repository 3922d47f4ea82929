import { type AccessLevel, isAccessLevel, isLanguageTag, type LanguageTag, PARTICIPANT } from '@vs/domain';

/** The element the server writes the session's state into (services/api/src/frontends.ts). */
export const SERVED_SESSION_ID = 'vs-session';

/** A session as the shell knows it once the server has said (a check's reply, or the page). */
export type KnownSession =
  | { readonly status: 'signed-out' }
  | {
      readonly status: 'signed-in';
      readonly accessLevel: AccessLevel;
      readonly firstLogin: boolean;
      /** The person's own language (null: none chosen, or not known until the check answers). */
      readonly language: LanguageTag | null;
    };

/** The fields of `POST /api/auth/loggedIn`'s reply the shell reads (extra ones ignored). */
export interface SessionReply {
  readonly valid?: boolean;
  readonly accessLevel?: number;
  readonly firstLogin?: boolean;
  readonly language?: string | null;
}

/** A level the reply does not name counts as the least: a participant's. */
export const asAccessLevel = (level: number | undefined): AccessLevel =>
  isAccessLevel(level) ? level : PARTICIPANT;

/** The session a check's reply (or the page's copy of one) says. */
export const sessionOfReply = (reply: SessionReply): KnownSession =>
  reply.valid === true
    ? {
        status: 'signed-in',
        accessLevel: asAccessLevel(reply.accessLevel),
        firstLogin: reply.firstLogin === true,
        language: isLanguageTag(reply.language) ? reply.language : null,
      }
    : { status: 'signed-out' };

const isReply = (value: unknown): value is SessionReply =>
  typeof value === 'object' && value !== null && 'valid' in value && typeof value.valid === 'boolean';

/**
 * The session's state the server wrote into this page for its request (issue 36), so the first
 * render needs no session check; null when the page carries none (an organisation's login page,
 * a server that does not write it) or it cannot be read.
 */
export const servedSession = (page: Document): KnownSession | null => {
  const text = page.getElementById(SERVED_SESSION_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isReply(value) ? sessionOfReply(value) : null;
  } catch {
    return null;
  }
};
