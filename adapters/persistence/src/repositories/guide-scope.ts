import type { GuideScope } from '@vs/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Tables } from './query.ts';
import { onlyUuids } from './shared.ts';

/** The organisations where a Guide is a plain Guide, and those they administer. */
const rolesOf = (guide: GuideScope) => ({
  member: guide.orgs.map((membership) => membership.orgId),
  admin: guide.orgs.filter((membership) => membership.role === 'client_admin').map((m) => m.orgId),
});

/** An array of uuids as one parameter (`= any(...)` of an empty one matches nothing). */
const uuids = (ids: readonly string[]) => sql<string[]>`${`{${onlyUuids(ids).join(',')}}`}::uuid[]`;

/**
 * The events in a Guide's scope as a condition on the events table under `e`: the domain's rule
 * `isEventInGuideScope` (domain/src/rules/permissions.ts) in SQL. Every event of an organisation
 * the Guide administers, and those they facilitate in one they belong to.
 */
export const eventInGuideScope = <DB extends { e: Tables['events'] }>(
  eb: ExpressionBuilder<DB, 'e'>,
  guide: GuideScope,
) => {
  const { member, admin } = rolesOf(guide);
  const scoped = eb as unknown as ExpressionBuilder<{ e: Tables['events'] }, 'e'>;
  return scoped.or([
    scoped.and([
      scoped('e.facilitator_id', '=', guide.uid),
      scoped('e.org_id', '=', sql<string>`any(${uuids(member)})`),
    ]),
    scoped('e.org_id', '=', sql<string>`any(${uuids(admin)})`),
  ]);
};

/**
 * The people in a Guide's scope as a condition on the users table under `u`: the domain's rule
 * `isInGuideScope` (domain/src/rules/permissions.ts) in SQL, the one place persistence states it.
 * Whoever is in an event in the Guide's scope, and whoever is in no event and belongs to an
 * organisation the Guide administers or, created by the Guide, to one they belong to. The store
 * contract (store.contract.ts, "agrees with the domain's isInGuideScope") lists each Guide's scope
 * from the store and from the rule over the same people and compares them.
 *
 * `= any(array(...))` rather than `in (...)`: the Guide's events become a value list, so both
 * halves of the `or` use their index (the in-list form scans every user).
 */
export const inGuideScope = <DB extends Pick<Tables, 'events'> & { u: Tables['users'] }>(
  eb: ExpressionBuilder<DB, 'u'>,
  guide: GuideScope,
) => {
  const { member, admin } = rolesOf(guide);
  const inScopeEvents = (eb as unknown as ExpressionBuilder<Tables, never>)
    .selectFrom('events as e')
    .select('e.eid')
    .where((events) => eventInGuideScope(events, guide));
  const scoped = eb as unknown as ExpressionBuilder<{ u: Tables['users'] }, 'u'>;
  return scoped.or([
    scoped.and([
      scoped('u.event_id', 'is', null),
      scoped.or([
        scoped.and([
          scoped('u.created_by', '=', guide.uid),
          scoped('u.org_id', '=', sql<string>`any(${uuids(member)})`),
        ]),
        scoped('u.org_id', '=', sql<string>`any(${uuids(admin)})`),
      ]),
    ]),
    scoped('u.event_id', '=', sql<string>`any(array${inScopeEvents})`),
  ]);
};
