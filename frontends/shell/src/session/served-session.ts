import { type AccessLevel, isAccessLevel, isLanguageTag, type LanguageTag, PARTICIPANT } from '@vs/domain';
import { type SessionReply, servedSessionReply } from '@vs/ui';

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

/**
 * The session's state the server wrote into this page for its request (issue 36), so the first
 * render needs no session check; null when the page carries none.
 */
export const servedSession = (page: Document): KnownSession | null => {
  const reply = servedSessionReply(page);
  return reply === null ? null : sessionOfReply(reply);
};
