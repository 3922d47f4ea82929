import type { RequestContext } from '../../model/audit-entry.ts';
import { type FinishDeps, type FinishedSsoSignIn, finishSsoSignIn } from './finish-sso-sign-in.ts';

export interface FinishOidcSignInInput {
  /** The `state` the provider sent back. */
  readonly state: string;
  /** The whole callback URL as the browser arrived (code, state, iss). */
  readonly callbackUrl: URL;
  readonly request?: RequestContext;
}

/** The OIDC callback: the code exchanged (PKCE, nonce, issuer and audience checked), then the sign-in. */
export const finishOidcSignIn = (
  deps: FinishDeps,
  input: FinishOidcSignInInput,
): Promise<FinishedSsoSignIn> =>
  finishSsoSignIn(deps, {
    protocol: 'oidc',
    state: input.state,
    request: input.request,
    identify: (settings, pending) =>
      deps.identityProviders.oidcIdentity(settings, pending, input.callbackUrl),
  });
