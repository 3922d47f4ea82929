import {
  DomainError,
  finishOidcSignIn,
  finishSamlSignIn,
  getSamlMetadata,
  type SsoRefusal,
  ssoRefusalOf,
  startSsoSignIn,
} from '@vs/domain';
import { type Context, Hono } from 'hono';
import type { AppOptions } from '../app-options.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../validation.ts';
import { replaceSession } from './replace-session.ts';
import { oidcCallbackSchema, samlAcsSchema, samlMetadataSchema, ssoStartSchema } from './sso.schema.ts';

/** The path of the SAML assertion consumer: the one route a cross-site POST may reach (require-same-origin.ts). */
export const SAML_ACS_PATH = '/api/auth/saml/acs';

/** The refusal an error stands for: the domain's own, else a plain one; the raw error is only logged. */
const refusalOf = (error: unknown): SsoRefusal => {
  const refusal = ssoRefusalOf(error);
  if (refusal !== null) return refusal;
  if (error instanceof DomainError && error.code === 'SSO.NOT_CONFIGURED') return 'not_configured';
  if (error instanceof DomainError && error.kind === 'rate-limited') return 'rate_limited';
  return 'provider';
};

/**
 * /api/auth: enterprise sign-in (issue 34). The browser is sent to the organisation's identity
 * provider and comes back to the callback (OIDC) or the assertion consumer (SAML); a success sets
 * the session cookie as /api/auth/login does and lands on the local path asked for, a failure
 * lands on the login page with a code (`/login?sso_error=no_role`) the page turns into a plain message.
 */
export const ssoRoutes = ({ deps, rateLimits, cookie, clientAddress }: AppOptions) => {
  const failed = (c: Context<AppEnv>, error: unknown): Response => {
    const refusal = refusalOf(error);
    if (refusal === 'provider') {
      const cause = error instanceof Error ? error.cause : undefined;
      c.get('log').warn(
        { err: error, ...(cause instanceof Error ? { cause: cause.message } : {}) },
        'SSO sign-in failed',
      );
    }
    return c.redirect(`/login?sso_error=${refusal}`, 302);
  };

  const finish = async (
    c: Context<AppEnv>,
    run: (request: { requestId: string; client: string }) => ReturnType<typeof finishOidcSignIn>,
  ): Promise<Response> => {
    const client = clientAddress(c.req.raw, c.env);
    try {
      await rateLimits.ssoStep(client);
      const result = await run({ requestId: c.get('requestId'), client });
      await replaceSession(deps, cookie, c, result.token);
      return c.redirect(result.returnTo, 302);
    } catch (error) {
      return failed(c, error);
    }
  };

  return new Hono<AppEnv>()
    .get('/sso/start', validate('query', ssoStartSchema), async (c) => {
      try {
        await rateLimits.ssoStep(clientAddress(c.req.raw, c.env));
        const { url } = await startSsoSignIn(deps, c.req.valid('query'));
        return c.redirect(url, 302);
      } catch (error) {
        return failed(c, error);
      }
    })
    .get('/oidc/callback', validate('query', oidcCallbackSchema), (c) =>
      finish(c, (request) =>
        finishOidcSignIn(deps, {
          state: c.req.valid('query').state,
          callbackUrl: new URL(c.req.url),
          request,
        }),
      ),
    )
    .post('/saml/acs', validate('form', samlAcsSchema), (c) => {
      const form = c.req.valid('form');
      return finish(c, (request) =>
        finishSamlSignIn(deps, { relayState: form.RelayState, samlResponse: form.SAMLResponse, request }),
      );
    })
    .get('/saml/metadata', validate('query', samlMetadataSchema), async (c) => {
      const xml = await getSamlMetadata(deps, c.req.valid('query').org);
      c.header('content-type', 'application/samlmetadata+xml; charset=utf-8');
      return c.body(xml);
    });
};
