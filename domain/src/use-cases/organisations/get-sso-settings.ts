import { forbidden } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import { DEFAULT_ORG_ID } from '../../model/organisation.ts';
import { GUIDE } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { canUpdateOrg } from '../../rules/organisation-scope.ts';
import { requireLevel } from '../../rules/permissions.ts';
import { loadOrganisation } from './load-organisation.ts';
import { type SsoSettingsView, ssoSettingsView } from './sso-settings-view.ts';

/** Who may read or change an organisation's sign-in settings: a super-admin or its client admins. */
export const loadOrgForSso = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  orgId: string,
): Promise<void> => {
  requireLevel(actor, GUIDE);
  await loadOrganisation(deps.store, actor, orgId);
  if (!canUpdateOrg(actor, orgId, {})) throw forbidden();
};

/** The organisation's sign-in settings (null when it has none), the client secret never included. */
export const getSsoSettings = async (
  deps: Pick<Deps, 'store' | 'config'>,
  actor: Actor,
  orgId: string,
): Promise<SsoSettingsView | null> => {
  await loadOrgForSso(deps, actor, orgId);
  if (orgId === DEFAULT_ORG_ID && deps.config.sso !== null) return ssoSettingsView(deps.config.sso, true);
  const stored = await deps.store.sso.findSettings(orgId);
  return stored && ssoSettingsView(stored, false);
};
