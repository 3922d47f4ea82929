import type { Actor } from '../../model/actor.ts';
import type { AuditAction, AuditDetails, AuditEntry, RequestContext } from '../../model/audit-entry.ts';
import { normaliseEmail, SUPER_ADMIN, type User } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { type AuditEntryByRole, auditEntryByRole } from '../../rules/audit-log.ts';

export interface AuditRecord {
  readonly action: AuditAction;
  readonly target: AuditEntry['target'];
  /** The target's organisation, from what the caller already holds (see AuditEntry). */
  readonly orgId: string | null;
  readonly details?: AuditDetails;
}

/** Who an entry names as its actor, and the request it came with. */
export interface AuditSource {
  readonly actor: Pick<Actor, 'uid' | 'email'> | null;
  readonly request?: RequestContext | undefined;
}

/**
 * Appends one audit entry in the caller's transaction, so the entry and the change commit (or
 * roll back) together.
 */
export const recordAudit = (
  tx: Pick<Repositories, 'audit'>,
  deps: Pick<Deps, 'clock' | 'ids'>,
  source: AuditSource,
  record: AuditRecord,
): Promise<void> =>
  tx.audit.append({
    id: deps.ids.newId(),
    at: deps.clock.now(),
    actor: source.actor && { uid: source.actor.uid, email: normaliseEmail(source.actor.email) },
    action: record.action,
    target: record.target,
    orgId: record.orgId,
    details: record.details ?? {},
    requestId: source.request?.requestId ?? null,
    client: source.request?.client ?? null,
  });

/**
 * The organisation an entry about a person belongs to: theirs (a Guide's is where they were
 * created); none for a super-admin, whose account no client admin oversees.
 */
export const auditOrgOf = (user: Pick<User, 'accessLevel' | 'orgId'>): string | null =>
  user.accessLevel === SUPER_ADMIN ? null : user.orgId;

/** The source of a change made by the signed-in actor (who carries the request's context). */
export const byActor = (actor: Actor): AuditSource => ({ actor, request: actor.request });

/** The entries by role (auditEntryByRole), each actor's role read as their account is now. */
export const entriesByRole = async (
  store: Pick<Repositories, 'users'>,
  entries: readonly AuditEntry[],
): Promise<AuditEntryByRole[]> => {
  const actors = [...new Set(entries.flatMap((entry) => entry.actor?.uid ?? []))];
  const levels = new Map((await store.users.findByIds(actors)).map((user) => [user.uid, user.accessLevel]));
  return entries.map((entry) => auditEntryByRole(entry, (uid) => levels.get(uid)));
};
