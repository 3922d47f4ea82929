import type { RequestContext } from '../../model/audit-entry.ts';
import { type FinishDeps, type FinishedSsoSignIn, finishSsoSignIn } from './finish-sso-sign-in.ts';
import { refuseSso } from './sso-refusal.ts';

export interface FinishSamlSignInInput {
  readonly relayState: string;
  /** The POST binding's base64 `SAMLResponse`. */
  readonly samlResponse: string;
  readonly request?: RequestContext;
}

/**
 * The SAML assertion consumer: the response checked by the adapter, then its assertion claimed
 * once until it expires (a replayed assertion is refused even with a fresh RelayState), then the sign-in.
 */
export const finishSamlSignIn = (
  deps: FinishDeps,
  input: FinishSamlSignInInput,
): Promise<FinishedSsoSignIn> =>
  finishSsoSignIn(deps, {
    protocol: 'saml',
    state: input.relayState,
    request: input.request,
    identify: async (settings, pending) => {
      const { assertionId, notOnOrAfter, ...identity } = await deps.identityProviders.samlIdentity(
        settings,
        pending,
        input.samlResponse,
      );
      if (!(await deps.store.sso.claimOnce(`saml ${identity.issuer} ${assertionId}`, notOnOrAfter)))
        throw await refuseSso(deps.store, deps, {
          reason: 'replayed',
          uid: null,
          orgId: identity.orgId,
          request: input.request,
        });
      return identity;
    },
  });
