import { type ExpressionBuilder, sql } from 'kysely';
import type { Tables } from './query.ts';

/**
 * The people in a Guide's scope as a condition on the users table under `u`: the domain's rule
 * `isInGuideScope` (domain/src/rules/permissions.ts) in SQL, the one place persistence states it.
 * Whoever is in an event the Guide facilitates, and whoever the Guide created while they are in no
 * event. The store contract (store.contract.ts, "agrees with the domain's isInGuideScope") lists
 * each Guide's scope from the store and from the rule over the same people and compares them.
 *
 * `= any(array(...))` rather than `in (...)`: the Guide's events become a value list, so both
 * halves of the `or` use their index (the in-list form scans every user).
 */
export const inGuideScope = <DB extends Pick<Tables, 'events'> & { u: Tables['users'] }>(
  eb: ExpressionBuilder<DB, 'u'>,
  guideUid: string,
) => {
  const facilitated = (eb as unknown as ExpressionBuilder<Tables, never>)
    .selectFrom('events as e')
    .select('e.eid')
    .where('e.facilitator_id', '=', guideUid);
  const scoped = eb as unknown as ExpressionBuilder<{ u: Tables['users'] }, 'u'>;
  return scoped.or([
    scoped.and([scoped('u.created_by', '=', guideUid), scoped('u.event_id', 'is', null)]),
    scoped('u.event_id', '=', sql<string>`any(array${facilitated})`),
  ]);
};
