import type { AuditCursor, AuditEntry, AuditQuery } from '../model/audit-entry.ts';
import { type AccessLevel, GUIDE, normaliseEmail, SUPER_ADMIN } from '../model/user.ts';

/** The newest-first order of the audit log: by time, then id (the keyset). */
export const compareAuditEntries = (a: AuditCursor, b: AuditCursor): number =>
  b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** Whether an entry belongs on the page the query asks for (the in-memory store's filter). */
export const matchesAuditQuery = (entry: AuditEntry, query: Omit<AuditQuery, 'limit'>): boolean => {
  if (query.before !== undefined && compareAuditEntries(entry, query.before) <= 0) return false;
  if (query.action !== undefined && entry.action !== query.action) return false;
  if (query.targetId !== undefined && entry.target.id !== query.targetId) return false;
  if (query.orgIds !== undefined && (entry.orgId === null || !query.orgIds.includes(entry.orgId)))
    return false;
  const wanted = query.actor;
  if (wanted === undefined) return true;
  if ('uid' in wanted) return entry.actor?.uid === wanted.uid;
  return entry.actor?.email === normaliseEmail(wanted.email);
};

/** The opaque `next` of a page: where the following page starts. */
export const encodeAuditCursor = ({ at, id }: AuditCursor): string => `${at.getTime().toString(36)}.${id}`;

const CURSOR = /^([0-9a-z]{1,12})\.([A-Za-z0-9-]{1,64})$/;

/** The cursor a `next` stands for, or null for anything else. */
export const decodeAuditCursor = (cursor: string): AuditCursor | null => {
  const match = CURSOR.exec(cursor);
  if (match === null) return null;
  const at = new Date(Number.parseInt(match[1] ?? '', 36));
  return Number.isNaN(at.getTime()) ? null : { at, id: match[2] ?? '' };
};

/** The names of the fields whose values differ between two records (never the values). */
export const changedFields = <T extends object>(before: T, after: T, fields: readonly (keyof T & string)[]) =>
  fields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));

/** Who made a change, as others' copies of the audit log name them: by role, never by identity. */
export type AuditRole = 'super-admin' | 'Guide' | 'participant' | 'former account';

export const auditRoleOf = (level: AccessLevel | undefined): AuditRole =>
  level === undefined
    ? 'former account'
    : level === SUPER_ADMIN
      ? 'super-admin'
      : level === GUIDE
        ? 'Guide'
        : 'participant';

/**
 * An audit entry as someone other than its actor receives it (a person's own export, an event
 * archive): what was done, to what, when, and by which role; not the actor's uid or email, nor
 * the request id or client address of their request.
 */
export interface AuditEntryByRole {
  readonly id: string;
  readonly at: string;
  readonly actor: { readonly role: AuditRole } | null;
  readonly action: AuditEntry['action'];
  readonly target: AuditEntry['target'];
  readonly details: AuditEntry['details'];
}

/** The entry by role; `levelOf` gives each actor's access level (undefined once their account is gone). */
export const auditEntryByRole = (
  entry: AuditEntry,
  levelOf: (uid: string) => AccessLevel | undefined,
): AuditEntryByRole => ({
  id: entry.id,
  at: entry.at.toISOString(),
  actor: entry.actor && { role: auditRoleOf(levelOf(entry.actor.uid)) },
  action: entry.action,
  target: entry.target,
  details: entry.details,
});
