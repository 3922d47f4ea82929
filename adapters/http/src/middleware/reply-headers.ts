import type { ServerResponse } from 'node:http';
import { type Context, Hono, type Next } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

export type HeaderEntries = ReadonlyArray<readonly [name: string, value: string]>;

/**
 * Runs the rest of the request and gives its reply the headers of `sets`, whatever reply a route
 * builds (JSON, a refusal, a served file, a stream), except one the route sets itself.
 *
 * Served by Node (@hono/node-server), the headers go on the Node response before the route runs:
 * Node writes them with the reply, the route's own headers taking precedence. Setting them on the
 * web `Response` afterwards would turn its plain header record into a validating web `Headers`, at
 * every reply (about 5 µs). Elsewhere (`app.request` in tests) the final web `Response` gets those
 * it lacks. Only an organisation's logo sets one of them (its `Cache-Control`), so both ways agree.
 */
export const withDefaultReplyHeaders = async (
  c: Context,
  next: Next,
  sets: readonly HeaderEntries[],
): Promise<void> => {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing !== undefined) {
    for (const headers of sets) for (const [name, value] of headers) outgoing.setHeader(name, value);
    await next();
    return;
  }
  await next();
  for (const headers of sets)
    for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
};

/**
 * The headers Hono's `secureHeaders` gives a reply under these options, worked out once: they are
 * the same for every reply (no nonces are used), so they need not be rebuilt each time.
 */
export const securityHeadersOf = async (options: SecureHeadersOptions): Promise<HeaderEntries> => {
  const probe = new Hono().use(secureHeaders(options)).get('/', (c) => c.body(null));
  const reply = await probe.request('/');
  return [...reply.headers];
};

/** `replyHeadersOf`'s answers by the frontends' origins: the app and the save lane ask alike. */
const workedOut = new Map<string, Promise<(path: string) => HeaderEntries>>();

/**
 * The headers of every reply by its path, worked out once per set of origins: the security headers
 * (a Content Security Policy allowing `frontendOrigins`, the served frontends' code elsewhere) and,
 * for /api, `no-store`.
 */
export const replyHeadersOf = (
  frontendOrigins: readonly string[],
): Promise<(path: string) => HeaderEntries> => {
  const key = frontendOrigins.join(' ');
  let headers = workedOut.get(key);
  if (headers === undefined) {
    headers = workOutReplyHeaders(frontendOrigins);
    workedOut.set(key, headers);
  }
  return headers;
};

const workOutReplyHeaders = async (
  frontendOrigins: readonly string[],
): Promise<(path: string) => HeaderEntries> => {
  const security = await securityHeadersOf({
    contentSecurityPolicy: {
      defaultSrc: ["'self'", ...frontendOrigins],
      imgSrc: ["'self'", 'data:', ...frontendOrigins],
      fontSrc: ["'self'", 'data:', ...frontendOrigins],
      styleSrc: ["'self'", "'unsafe-inline'", ...frontendOrigins],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
    },
    xFrameOptions: 'DENY',
  });
  // Replies of the API carry personal data (accounts, answers, PDFs, zips): no cache keeps them.
  // An organisation's logo is public: its route sets its own Cache-Control, which wins.
  const api: HeaderEntries = [...security, ['Cache-Control', 'no-store']];
  return (path) => (path === '/api' || path.startsWith('/api/') ? api : security);
};
