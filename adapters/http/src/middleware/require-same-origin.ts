import type { MiddlewareHandler } from 'hono';
import { failure } from '../error-handler.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence: every unsafe request must carry an Origin header naming this site. Stricter than
 * Hono's built-in csrf(), which only checks form-encoded bodies; non-browser clients send Origin too.
 */
export const requireSameOrigin =
  (allowedOrigins: readonly string[], crossSitePaths: readonly string[] = []): MiddlewareHandler =>
  async (c, next) => {
    // `crossSitePaths`: the SAML assertion consumer only, which an identity provider's page posts
    // to from its own origin; the signed response it carries is its authentication.
    if (!SAFE_METHODS.has(c.req.method) && !crossSitePaths.includes(c.req.path)) {
      const origin = c.req.header('origin');
      // The configured public origin first: it is what browsers send, and it spares building the
      // request's URL on every save.
      if (!origin || (!allowedOrigins.includes(origin) && origin !== new URL(c.req.url).origin)) {
        return failure(c, 403, 'Cross-site request refused.');
      }
    }
    await next();
  };
