import { ApiError, call, draftStore } from '@vs/ui';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api/client.ts';
import { asAccessLevel, type KnownSession, servedSession, sessionOfReply } from './served-session.ts';

export type SessionState = { readonly status: 'checking' } | KnownSession;

interface SessionApi {
  readonly session: SessionState;
  /** After a login or a password set: the server has already set the cookie. */
  signedIn(accessLevel: number): void;
  /** Ends the session on the server and goes to /login (spec: logout, then /login). */
  logout(): Promise<void>;
}

const SessionContext = createContext<SessionApi | null>(null);

/** How soon a check that got no reply is confirmed (at most: the checks' own interval if shorter). */
const CONFIRM_AFTER_MS = 2_000;

/** The session check's reply; none when it failed (spec 8: as an invalid session), `unreachable` when no reply came. */
const askLoggedIn = async () => {
  try {
    return { reply: await call(api.api.auth.loggedIn.$post()), unreachable: false };
  } catch (error) {
    return { reply: null, unreachable: error instanceof ApiError && error.status === 0 };
  }
};

/**
 * Spec 4: the session is checked on load and every `checkEveryMs` (60000 in production); an
 * invalid session or a failed check logs the user out and sends them to /login. On load, the
 * server that served the page has already checked it and written the answer into the page
 * (issue 36): the first render takes it from there, with no check of its own before it.
 */
export const SessionProvider = ({
  checkEveryMs,
  children,
}: {
  checkEveryMs: number;
  children: ReactNode;
}) => {
  // useNavigate gives a new function at every location (BrowserRouter). Held in a ref, it leaves
  // logout and check the same functions, so the session is checked on load and every checkEveryMs,
  // not again at every navigation.
  const navigateNow = useNavigate();
  const navigate = useRef(navigateNow);
  navigate.current = navigateNow;
  const [served] = useState(() => servedSession(document));
  const [session, setSession] = useState<SessionState>(served ?? { status: 'checking' });
  const signedInRef = useRef(false);
  signedInRef.current = session.status === 'signed-in';
  /**
   * Counts sign-ins and logouts. A check answers for the session as it was when the check was
   * asked: one asked before a sign-in (no cookie yet) and answered after it would otherwise sign
   * the new session straight out again.
   */
  const changes = useRef(0);
  /**
   * Whether the page is being left (a reload, an address typed, a link to another document): the
   * browser then cuts off the calls in flight, and a session check cut off so says nothing about
   * the session. Ending the session for it would sign the user out of the page they are opening.
   */
  const leaving = useRef(false);
  /** Checks in a row that got no reply, and the check that confirms the first of them. */
  const unanswered = useRef(0);
  const confirmation = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const leave = () => (leaving.current = true);
    // A page restored from the back-forward cache is in use again.
    const stay = () => (leaving.current = false);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', stay);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', stay);
    };
  }, []);

  /**
   * Logs out and goes to /login. Unsaved drafts stay on this browser only for the person signed in:
   * the next one never sees them. Only when the server could not be reached at all are they kept:
   * they hold the work its failed saves could not deliver, for their owner's next sign-in (only
   * those filed under a user's id, which nobody else's sign-in reads; the next logout that reaches
   * the server clears them). Nor is the server asked to end the session then: checks that got no
   * reply may have been cut off as the page was being left, and a logout that got through would end
   * the session the next page is opening with (the server ends an unused session by itself).
   */
  const endSession = useCallback(async (reason: 'ended' | 'unreachable') => {
    changes.current += 1;
    unanswered.current = 0;
    draftStore.clearAll(reason === 'unreachable' ? { keep: 'owned' } : {});
    if (reason === 'ended') await call(api.api.auth.logout.$post()).catch(() => undefined);
    // A check asked while the logout was on its way answers for the session it ended.
    changes.current += 1;
    setSession({ status: 'signed-out' });
    navigate.current('/login');
  }, []);
  const logout = useCallback(() => endSession('ended'), [endSession]);

  /**
   * Asks the server. A signed-in user's session ends when the server says it is gone, or when two
   * checks in a row got no reply: the first is confirmed by another shortly after, because the
   * browser cuts off a page's calls as it leaves the page, sometimes before `pagehide` says so, and
   * a page gone by then never asks again.
   */
  const check = useCallback(async () => {
    const asked = changes.current;
    const { reply, unreachable } = await askLoggedIn();
    if (asked !== changes.current || (unreachable && leaving.current)) return;
    unanswered.current = unreachable ? unanswered.current + 1 : 0;
    if (reply?.valid) {
      setSession(sessionOfReply(reply));
      return;
    }
    if (!signedInRef.current) setSession({ status: 'signed-out' });
    else if (unanswered.current === 1) {
      clearTimeout(confirmation.current);
      confirmation.current = setTimeout(() => void check(), Math.min(checkEveryMs, CONFIRM_AFTER_MS));
    } else await endSession(unreachable ? 'unreachable' : 'ended');
  }, [endSession, checkEveryMs]);

  useEffect(() => {
    if (served === null) void check();
    const timer = setInterval(() => void check(), checkEveryMs);
    return () => {
      clearInterval(timer);
      clearTimeout(confirmation.current);
    };
  }, [check, checkEveryMs, served]);

  // The login reply carries no first-login flag or language: the check right after it fetches them,
  // so the introduction shows at once instead of after the next periodic check.
  const signedIn = useCallback(
    (accessLevel: number) => {
      changes.current += 1;
      setSession({
        status: 'signed-in',
        accessLevel: asAccessLevel(accessLevel),
        firstLogin: false,
        language: null,
      });
      void check();
    },
    [check],
  );

  return <SessionContext.Provider value={{ session, signedIn, logout }}>{children}</SessionContext.Provider>;
};

export const useSession = (): SessionApi => {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
};
