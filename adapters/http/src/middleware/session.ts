import {
  type AccessLevel,
  authenticate,
  type Deps,
  type DomainConfig,
  requireLevel,
  unauthenticated,
} from '@vs/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import type { AppEnv } from '../env.ts';

export const SESSION_COOKIE = 'vs_session';

export interface CookieOptions {
  readonly secure: boolean;
}

type Auth = NonNullable<AppEnv['Variables']['auth']>;

/** A session's actor for one request: its id and client address go with every change it makes. */
export const withRequest = (auth: Auth, requestId: string, client: string): Auth => ({
  ...auth,
  actor: { ...auth.actor, request: { requestId, client } },
});

/**
 * The header a browser sends this site: the session cookie alone, or first, its token plain
 * (letters, digits, `-`, `_`: what `setSessionCookie` gives). Hono's parser reads it as it is.
 */
const PLAIN_SESSION_FIRST = new RegExp(`^${SESSION_COOKIE}=([\\w-]*)(?:;|$)`);

/**
 * The session token in a `Cookie` header, as Hono's `getCookie` reads it: the plain header a
 * browser sends is read by one anchored match (a save reads it every few seconds, and Hono's
 * parser splits, trims, tests and decodes every pair); any other goes to Hono's parser.
 */
export const sessionTokenOf = (cookieHeader: string | undefined): string | undefined => {
  if (cookieHeader === undefined) return undefined;
  const plain = PLAIN_SESSION_FIRST.exec(cookieHeader);
  return plain === null ? parse(cookieHeader, SESSION_COOKIE)[SESSION_COOKIE] : plain[1];
};

/**
 * Loads the session named by the cookie (if any) into `c.var.auth`. Its actor carries this
 * request's id and client address (from request-envelope.ts), which the audit log records with
 * every change they make.
 */
export const sessionMiddleware =
  (deps: Pick<Deps, 'store' | 'clock' | 'tokens' | 'config'>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const token = sessionTokenOf(c.req.header('cookie')) ?? null;
    c.set('sessionToken', token);
    const auth = token ? await authenticate(deps, { token }) : null;
    c.set('auth', auth && withRequest(auth, c.get('requestId'), c.get('clientAddress')));
    return next();
  };

/** Refuses (401) a request without a session before anything reads its body. */
export const requireSession: MiddlewareHandler<AppEnv> = (c, next) => {
  requireAuth(c);
  return next();
};

/**
 * Refuses (401, 403) a request below `level` before anything reads its body: for routes whose
 * bodies are large and meant for one role only (uploads: super-admins).
 */
export const requireAccessLevel =
  (level: AccessLevel): MiddlewareHandler<AppEnv> =>
  (c, next) => {
    requireLevel(requireAuth(c).actor, level);
    return next();
  };

/** The signed-in user, or a 401. */
export const requireAuth = (c: Context<AppEnv>) => {
  const auth = c.get('auth');
  if (auth === null) throw unauthenticated();
  return auth;
};

export const setSessionCookie = (
  c: Context,
  token: string,
  config: DomainConfig,
  cookie: CookieOptions,
): void => {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: cookie.secure,
    path: '/',
    maxAge: config.session.absoluteHours * 3600,
  });
};

export const clearSessionCookie = (c: Context, cookie: CookieOptions): void => {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: cookie.secure });
};
