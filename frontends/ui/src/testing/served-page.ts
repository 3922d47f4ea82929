import { SERVED_SESSION_ID } from '../api/served-session.ts';

/**
 * For tests: the page as the server sends it to a signed-in person, carrying `text` as the
 * session's state (services/api/src/frontends.ts writes it; `servedSessionReply` reads it). An
 * earlier one is replaced.
 */
export const serveSessionInPage = (text: string): void => {
  forgetServedSession();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SERVED_SESSION_ID;
  element.textContent = text;
  document.head.append(element);
};

/** For tests: the page again without the session's state. */
export const forgetServedSession = (): void => document.getElementById(SERVED_SESSION_ID)?.remove();
