import type { Actor } from '../../model/actor.ts';
import type { AuditAction, AuditEntry, AuditQuery } from '../../model/audit-entry.ts';
import { SUPER_ADMIN } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { encodeAuditCursor } from '../../rules/audit-log.ts';
import { requireLevel } from '../../rules/permissions.ts';

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;

export interface ListAuditLogInput {
  /** Entries per page; AUDIT_PAGE_DEFAULT when absent. */
  readonly limit?: number;
  /** Where the page starts (a `next` of the page before), already decoded. */
  readonly before?: AuditQuery['before'];
  /** An actor's uid, or (with an @) the email they acted under. */
  readonly actor?: string;
  readonly target?: string;
  readonly action?: AuditAction;
}

export interface ListAuditLogResult {
  /** Newest first. */
  readonly entries: readonly AuditEntry[];
  /** The cursor of the following page; null on the last one. */
  readonly next: string | null;
}

/** One page of the audit log, for super-admins only. */
export const listAuditLog = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  input: ListAuditLogInput,
): Promise<ListAuditLogResult> => {
  requireLevel(actor, SUPER_ADMIN);
  const limit = input.limit ?? AUDIT_PAGE_DEFAULT;
  const who = input.actor?.trim();
  // One more than asked: whether it exists says if there is a next page.
  const found = await deps.store.audit.list({
    limit: limit + 1,
    ...(input.before && { before: input.before }),
    ...(who && { actor: who.includes('@') ? { email: who } : { uid: who } }),
    ...(input.target?.trim() && { targetId: input.target.trim() }),
    ...(input.action && { action: input.action }),
  });
  const entries = found.slice(0, limit);
  const last = entries.at(-1);
  return { entries, next: found.length > limit && last !== undefined ? encodeAuditCursor(last) : null };
};
