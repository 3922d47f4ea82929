import type { MiddlewareHandler } from 'hono';
import { failure } from '../error-handler.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origin of a request's URL as Hono's Node server builds it (the scheme, `//`, the host in lower
 * case without a default port, else normalised by `URL`, then the path from `/`): all before the
 * path. Without parsing the URL again (`new URL` on every save cost a few µs). An authority with
 * user information keeps it, so it matches no Origin a browser sends: refused, never let through.
 */
const originOf = (url: string): string => {
  const path = url.indexOf('/', url.indexOf('//') + 2);
  return path === -1 ? url : url.slice(0, path);
};

/**
 * CSRF defence: every unsafe request must carry an Origin header naming this site. Stricter than
 * Hono's built-in csrf(), which only checks form-encoded bodies; non-browser clients send Origin too.
 * Not an async function: a request it lets through goes on without another promise.
 */
export const requireSameOrigin =
  (allowedOrigins: readonly string[], crossSitePaths: readonly string[] = []): MiddlewareHandler =>
  (c, next) => {
    // `crossSitePaths`: the SAML assertion consumer only, which an identity provider's page posts
    // to from its own origin; the signed response it carries is its authentication.
    if (!SAFE_METHODS.has(c.req.method) && !crossSitePaths.includes(c.req.path)) {
      const origin = c.req.header('origin');
      if (!origin || (!allowedOrigins.includes(origin) && originOf(c.req.url) !== origin)) {
        return Promise.resolve(failure(c, 403, 'Cross-site request refused.'));
      }
    }
    return next();
  };
