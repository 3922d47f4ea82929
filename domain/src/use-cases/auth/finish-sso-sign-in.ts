import { DomainError } from '../../errors/domain-error.ts';
import type { RequestContext } from '../../model/audit-entry.ts';
import type { PendingSsoSignIn, SsoIdentity, SsoProtocol, SsoSettings } from '../../model/sso.ts';
import type { Deps } from '../../ports/deps.ts';
import { type SsoSession, signInWithSso } from './sign-in-with-sso.ts';
import { refuseSso, ssoRefusalOf } from './sso-refusal.ts';
import { ssoSettingsOfOrg } from './sso-settings.ts';

export type FinishDeps = Pick<
  Deps,
  'store' | 'clock' | 'ids' | 'tokens' | 'config' | 'secrets' | 'identityProviders'
>;

export interface FinishedSsoSignIn extends SsoSession {
  /** The local path the sign-in began from. */
  readonly returnTo: string;
}

/**
 * The shared end of both protocols: consumes the pending sign-in named by `state` (once: a replay
 * finds nothing), asks the protocol adapter for the identity (a provider's refusal or a failed
 * check is a `provider` refusal, its raw error never shown), then signs the person in.
 */
export const finishSsoSignIn = async (
  deps: FinishDeps,
  input: {
    readonly protocol: SsoProtocol;
    readonly state: string;
    readonly request: RequestContext | undefined;
    readonly identify: (settings: SsoSettings, pending: PendingSsoSignIn) => Promise<SsoIdentity>;
  },
): Promise<FinishedSsoSignIn> => {
  const refuse = (
    reason: 'expired' | 'not_configured' | 'provider',
    orgId: string | null,
    providerCode?: string,
  ) =>
    refuseSso(deps.store, deps, {
      reason,
      uid: null,
      orgId,
      request: input.request,
      ...(providerCode === undefined ? {} : { providerCode }),
    });
  const pending = await deps.store.sso.takePending(input.state, deps.clock.now());
  if (pending === null || pending.protocol !== input.protocol) throw await refuse('expired', null);
  const settings = await ssoSettingsOfOrg(deps, pending.orgId);
  if (settings === null || settings.protocol !== input.protocol)
    throw await refuse('not_configured', pending.orgId);
  let identity: SsoIdentity;
  try {
    identity = await input.identify(settings, pending);
  } catch (error) {
    // The adapter's refusal (signature, audience, time...; our own refusals, as a replay, pass).
    if (error instanceof DomainError && error.kind === 'unauthenticated' && ssoRefusalOf(error) === null) {
      const refusal = await refuse('provider', pending.orgId, error.code);
      // Why the provider refused stays in the server's log, never in the reply.
      refusal.cause = error.cause ?? error;
      throw refusal;
    }
    throw error;
  }
  const session = await signInWithSso(deps, settings, identity, input.request);
  return { ...session, returnTo: pending.returnTo };
};
