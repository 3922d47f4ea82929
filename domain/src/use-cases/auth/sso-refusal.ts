import { DomainError } from '../../errors/domain-error.ts';
import type { RequestContext } from '../../model/audit-entry.ts';
import { SSO_REFUSALS, type SsoRefusal } from '../../model/sso.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { recordAudit } from '../shared/audit.ts';
import { UNKNOWN_ACCOUNT } from './login.ts';

const CODE_PREFIX = 'SSO.';

export const ssoRefused = (reason: SsoRefusal): DomainError =>
  new DomainError('unauthenticated', `${CODE_PREFIX}${reason.toUpperCase()}`, SSO_REFUSALS[reason]);

/** The refusal an error is (its `sso_error` code), or null for any other error. */
export const ssoRefusalOf = (error: unknown): SsoRefusal | null => {
  if (!(error instanceof DomainError) || !error.code.startsWith(CODE_PREFIX)) return null;
  const reason = error.code.slice(CODE_PREFIX.length).toLowerCase();
  return Object.hasOwn(SSO_REFUSALS, reason) ? (reason as SsoRefusal) : null;
};

export interface RefusalRecord {
  readonly reason: SsoRefusal;
  /** The account the refusal is about, when one is known. */
  readonly uid: string | null;
  readonly orgId: string | null;
  readonly request: RequestContext | undefined;
  /** The protocol adapter's own code for a `provider` refusal (`OIDC.REFUSED`, `SSO.SAML_SIGNATURE`). */
  readonly providerCode?: string;
}

/** Audits the refusal (`sso.refused` with its reason) and returns the error to throw. */
export const refuseSso = async (
  repos: Pick<Repositories, 'audit'>,
  deps: Pick<Deps, 'clock' | 'ids'>,
  record: RefusalRecord,
): Promise<DomainError> => {
  await recordAudit(
    repos,
    deps,
    { actor: null, request: record.request },
    {
      action: 'sso.refused',
      target: { kind: 'user', id: record.uid ?? UNKNOWN_ACCOUNT },
      orgId: record.orgId,
      details: {
        reason: record.reason,
        ...(record.providerCode === undefined ? {} : { providerCode: record.providerCode }),
      },
    },
  );
  return ssoRefused(record.reason);
};
