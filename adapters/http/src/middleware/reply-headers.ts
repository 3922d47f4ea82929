import type { ServerResponse } from 'node:http';
import { type Context, Hono, type MiddlewareHandler, type Next } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

export type HeaderEntries = ReadonlyArray<readonly [name: string, value: string]>;

/**
 * Runs the rest of the request and gives its reply these headers, whatever reply a route builds
 * (JSON, a refusal, a served file, a stream).
 *
 * Served by Node (@hono/node-server), the headers go on the Node response before the route runs:
 * Node writes them with the reply. Setting them on the web `Response` afterwards would turn its
 * plain header record into a validating web `Headers`, at every reply (about 5 µs). Elsewhere
 * (`app.request` in tests) they are set on the final web `Response`. Routes never set these
 * headers themselves, so both ways agree.
 */
export const withReplyHeaders = async (c: Context, next: Next, headers: HeaderEntries): Promise<void> => {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing !== undefined) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    await next();
    return;
  }
  await next();
  for (const [name, value] of headers) c.res.headers.set(name, value);
};

/**
 * As withReplyHeaders, except that a header the route sets itself wins: for the one route that
 * says how a cache may keep its reply (Node gives the route's headers precedence over those set
 * before it; asked directly, only the headers the reply lacks are added).
 */
export const withDefaultReplyHeaders = async (
  c: Context,
  next: Next,
  headers: HeaderEntries,
): Promise<void> => {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing !== undefined) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    await next();
    return;
  }
  await next();
  for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
};

/** The headers Hono's `secureHeaders` gives a reply under these options. */
const securityHeadersOf = async (options: SecureHeadersOptions): Promise<HeaderEntries> => {
  const probe = new Hono().use(secureHeaders(options)).get('/', (c) => c.body(null));
  const reply = await probe.request('/');
  return [...reply.headers];
};

/**
 * Hono's `secureHeaders` on every reply, its headers worked out once: they are the same for every
 * reply (no nonces are used), so they need not be rebuilt each time.
 */
export const securityHeaders = (options: SecureHeadersOptions): MiddlewareHandler => {
  const once = securityHeadersOf(options);
  let headers: HeaderEntries | undefined;
  return async (c, next) => {
    headers ??= await once;
    await withReplyHeaders(c, next, headers);
  };
};
