import { forbidden, notFound } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { AuditAction, AuditEntry, AuditName, AuditQuery } from '../../model/audit-entry.ts';
import { GUIDE } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { encodeAuditCursor } from '../../rules/audit-log.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { adminScopeOf, inScope, narrowScope, worksIn } from '../../rules/organisation-scope.ts';
import { requireLevel } from '../../rules/permissions.ts';
import { ORG_NOT_FOUND } from '../organisations/choose-org.ts';

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
  /** Only the entries of this organisation. */
  readonly orgId?: string;
}

export const AUDIT_REFUSED_MESSAGE = defineMessage({
  id: 'error.audit.auditRefused',
  defaultMessage: 'Only super-admins and client admins read the audit log',
});

/**
 * An entry as the super-admin reads it: the actor and the target also by display name ('Pat Lee',
 * an event's name), null once the person, event or upload is gone, so the screen shows names and
 * keeps the ids for hovering and filtering.
 */
export interface AuditEntryView extends Omit<AuditEntry, 'actor' | 'target'> {
  readonly actor: (NonNullable<AuditEntry['actor']> & { readonly name: string | null }) | null;
  readonly target: AuditEntry['target'] & { readonly name: string | null };
  /** The names of the ids in `details` that still exist, by key: `{ uid: 'Pat Lee' }`, `{ eid: 'Spring Workshop' }`. */
  readonly detailNames: Readonly<Record<string, string>>;
}

export interface ListAuditLogResult {
  /** Newest first. */
  readonly entries: readonly AuditEntryView[];
  /** The cursor of the following page; null on the last one. */
  readonly next: string | null;
}

/**
 * One page of the audit log: a super-admin reads every entry (optionally of one organisation), a
 * client admin those of the organisations they administer (AuditEntry.orgId); plain Guides and
 * participants are refused (403), an organisation outside the actor's reach is a 404.
 */
export const listAuditLog = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  input: ListAuditLogInput,
): Promise<ListAuditLogResult> => {
  requireLevel(actor, GUIDE);
  const administered = adminScopeOf(actor);
  if (!administered.all && administered.orgIds.length === 0) throw forbidden(AUDIT_REFUSED_MESSAGE);
  if (input.orgId !== undefined && !inScope(administered, input.orgId))
    throw worksIn(actor, input.orgId)
      ? forbidden(AUDIT_REFUSED_MESSAGE)
      : notFound('ORG.NOT_FOUND', ORG_NOT_FOUND);
  const scope = narrowScope(administered, input.orgId);
  const limit = input.limit ?? AUDIT_PAGE_DEFAULT;
  const who = input.actor?.trim();
  // One more than asked: whether it exists says if there is a next page.
  const found = await deps.store.audit.list({
    limit: limit + 1,
    ...(input.before && { before: input.before }),
    ...(who && { actor: who.includes('@') ? { email: who } : { uid: who } }),
    ...(input.target?.trim() && { targetId: input.target.trim() }),
    ...(input.action && { action: input.action }),
    ...(!scope.all && { orgIds: scope.orgIds }),
  });
  const entries = found.slice(0, limit);
  const last = entries.at(-1);
  return {
    entries: await withNames(deps.store, entries),
    next: found.length > limit && last !== undefined ? encodeAuditCursor(last) : null,
  };
};

const nameKey = (kind: AuditName['kind'], id: string) => `${kind}:${id}`;

/** The details that name someone or something by id (a participant added, an event mailed from), and what. */
const DETAIL_ID_KINDS = { uid: 'user', eid: 'event' } as const satisfies Record<string, AuditName['kind']>;

/** The ids of an entry's details that DETAIL_ID_KINDS knows, with their kind. */
const detailIdsOf = (entry: AuditEntry) =>
  Object.entries(DETAIL_ID_KINDS).flatMap(([key, kind]) => {
    const id = entry.details[key];
    return typeof id === 'string' ? [{ key, kind, id }] : [];
  });

/**
 * The page's entries with the names of their actors, targets and the ids in their details, read
 * in one query for the whole page.
 */
const withNames = async (
  store: Pick<Deps['store'], 'audit'>,
  entries: readonly AuditEntry[],
): Promise<AuditEntryView[]> => {
  const mentioned = entries.flatMap((entry) => [
    ...(entry.actor === null ? [] : [{ kind: 'user' as const, id: entry.actor.uid }]),
    entry.target,
    ...detailIdsOf(entry),
  ]);
  const idsOf = (kind: AuditName['kind']) => [
    ...new Set(mentioned.filter((ref) => ref.kind === kind).map((ref) => ref.id)),
  ];
  const names = new Map(
    entries.length === 0
      ? []
      : (
          await store.audit.namesOf({
            users: idsOf('user'),
            events: idsOf('event'),
            uploads: idsOf('upload'),
            orgs: idsOf('org'),
          })
        ).map((found) => [nameKey(found.kind, found.id), found.name]),
  );
  const nameOf = (kind: AuditName['kind'], id: string) => names.get(nameKey(kind, id)) ?? null;
  return entries.map((entry) => ({
    ...entry,
    actor: entry.actor && { ...entry.actor, name: nameOf('user', entry.actor.uid) },
    target: { ...entry.target, name: nameOf(entry.target.kind, entry.target.id) },
    detailNames: Object.fromEntries(
      detailIdsOf(entry).flatMap(({ key, kind, id }) => {
        const name = nameOf(kind, id);
        return name === null ? [] : [[key, name]];
      }),
    ),
  }));
};
