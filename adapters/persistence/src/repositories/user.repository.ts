import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  AccessLevel,
  LiveStep,
  ParticipantActivity,
  User,
  UserPage,
  UserRepository,
  UserSearch,
} from '@vs/domain';
import { normaliseEmail } from '@vs/domain';
import { UserSchema } from '../entities/user.entity.ts';
import { userListOrderSql } from '../entities/user-list-order.ts';
import { instant, rawRows, tableName } from './raw-sql.ts';
import { type EmSource, inOrderOf, isUuid, onlyUuids } from './shared.ts';
import type { RowOf } from './table-map.ts';
import { userTable } from './tables.ts';

const userRows = userTable.rows('');
const USER_COLUMNS = userRows.select('u');

/** What the store writes of a user: the domain object and the email as look-ups match it. */
const toRow = (user: User) => ({ ...userTable.toEntity(user), emailNormalised: normaliseEmail(user.email) });

interface ActivityRow {
  uid: string;
  live_step: LiveStep | null;
  last_active_at: string | Date | null;
}

const activityFromRow = (row: ActivityRow): ParticipantActivity => ({
  uid: row.uid,
  liveStep: row.live_step,
  lastActiveAt: row.last_active_at === null ? null : instant(row.last_active_at),
});

const ORDER = { createdAt: 'asc', uid: 'asc' } as const;

/** Surname, forename, email (stored lower-cased), then uid: no two users tie, so pages are stable. */
const LIST_ORDER = userListOrderSql('u');

/** A search term as a LIKE pattern matches it literally: `%`, `_` and `\\` escaped (backslash is LIKE's escape). */
const likeLiteral = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The matching users in list order, the page asked for, and how many match.
 *
 * Matching lower-cases both sides (`lower(name) like lower(pattern)`), as rules/user-list.ts does;
 * on 100,000 users that scans in half the time `ilike` takes (EXPLAIN ANALYZE on the scale seed).
 */
const listPage = async (
  direct: EntityManager,
  level: AccessLevel,
  search: UserSearch,
  inScopeOf: string | undefined,
): Promise<UserPage> => {
  if (inScopeOf !== undefined && !isUuid(inScopeOf)) return { users: [], total: 0 };
  const users = tableName(direct, 'users');
  const conditions = ['u.access_level = ?'];
  const params: unknown[] = [level];
  if (inScopeOf !== undefined) {
    // `= any(array(...))` rather than `in (...)`: the events become a value list, so both halves of
    // the `or` use their index (in-list form scans every user).
    conditions.push(
      `((u.created_by = ? and u.event_id is null) or u.event_id = any(array(select e.eid from ${tableName(direct, 'events')} e where e.facilitator_id = ?)))`,
    );
    params.push(inScopeOf, inScopeOf);
  }
  for (const term of search.terms) {
    const literal = likeLiteral(term);
    conditions.push(
      '(lower(u.forename) like lower(?) or lower(u.surname) like lower(?) or u.email_normalised like lower(?))',
    );
    params.push(`${literal}%`, `${literal}%`, `%${literal}%`);
  }
  const where = conditions.join(' and ');
  const page = `${search.limit === null ? '' : ' limit ?'}${search.offset === 0 ? '' : ' offset ?'}`;
  const pageParams = [
    ...(search.limit === null ? [] : [search.limit]),
    ...(search.offset === 0 ? [] : [search.offset]),
  ];

  if (inScopeOf === undefined && search.terms.length === 0) {
    // A whole level: the list-order index gives the page without sorting, and the count reads
    // only the access-level index.
    const rows = await rawRows<RowOf<User>>(
      direct,
      `select ${USER_COLUMNS} from ${users} u where ${where} order by ${LIST_ORDER}${page}`,
      [...params, ...pageParams],
    );
    if (search.limit === null && search.offset === 0)
      return { users: rows.map(userRows.fromRow), total: rows.length };
    const [count] = await rawRows<{ total: string | number }>(
      direct,
      `select count(*) as total from ${users} u where ${where}`,
      params,
    );
    return { users: rows.map(userRows.fromRow), total: Number(count?.total ?? 0) };
  }

  // A search or a Guide's scope: the matches are found once (a scan, or the scope's indexes) and
  // their sort keys counted and sorted together; only the page's rows are then read whole, one
  // primary-key look-up each (a plain join may hash the whole table to fetch them). Walking the
  // list-order index instead, filtering as it goes, may read most of the table before it finds a
  // page of rare matches. The lateral join keeps the total when the page is past the end.
  const rows = await rawRows<(RowOf<User> | { readonly uid: null }) & { total: string | number }>(
    direct,
    `with matches as materialized (
       select u.uid, u.surname_key, u.forename_key, u.email_normalised from ${users} u where ${where}
     )
     select u.*, t.total
       from (select count(*) as total from matches) t
       left join lateral (select * from matches m order by ${userListOrderSql('m')}${page}) p on true
       left join lateral (select ${USER_COLUMNS} from ${users} u where u.uid = p.uid) u on true
      order by ${userListOrderSql('p')}`,
    [...params, ...pageParams],
  );
  return {
    users: rows.flatMap((row) => (row.uid === null ? [] : [userRows.fromRow(row)])),
    total: Number(rows[0]?.total ?? 0),
  };
};

export const createUserRepository = (em: EmSource, direct: EntityManager): UserRepository => ({
  findById: async (uid) => {
    if (!isUuid(uid)) return null;
    const row = await em().findOne(UserSchema, { uid });
    return row && userTable.fromEntity(row);
  },
  findByIds: async (uids) => {
    const wanted = onlyUuids(uids);
    if (wanted.length === 0) return [];
    const rows = await em().find(UserSchema, { uid: { $in: wanted } });
    return inOrderOf(uids, rows.map(userTable.fromEntity), (user) => user.uid);
  },
  findByEmail: async (email) => {
    const row = await em().findOne(UserSchema, { emailNormalised: normaliseEmail(email) });
    return row && userTable.fromEntity(row);
  },
  findByEmails: async (emails) => {
    if (emails.length === 0) return [];
    const rows = await em().find(UserSchema, {
      emailNormalised: { $in: [...new Set(emails.map(normaliseEmail))] },
    });
    return rows.map(userTable.fromEntity);
  },
  listByAccessLevel: async (level, inScopeOf) => {
    if (inScopeOf !== undefined && !isUuid(inScopeOf)) return [];
    const scope =
      inScopeOf === undefined
        ? {}
        : { $or: [{ createdBy: inScopeOf, event: null }, { event: { facilitatorId: inScopeOf } }] };
    const rows = await em().find(UserSchema, { accessLevel: level, ...scope }, { orderBy: ORDER });
    return rows.map(userTable.fromEntity);
  },
  listPage: (level, search, inScopeOf) => listPage(direct, level, search, inScopeOf),
  setOrgRole: async (uid, orgId, role) => {
    if (!isUuid(uid)) return false;
    // One statement: the other memberships are kept as they are at that moment.
    const rows = await rawRows<{ uid: string }>(
      direct,
      `update ${tableName(direct, 'users')} u
          set org_roles = coalesce(
                (select jsonb_agg(m) from jsonb_array_elements(u.org_roles) m where m->>'orgId' <> ?), '[]'::jsonb)
              || (case when ?::text is null then '[]'::jsonb else jsonb_build_array(jsonb_build_object('orgId', ?::text, 'role', ?::text)) end)
        where u.uid = ? returning u.uid`,
      [orgId, role, orgId, role, uid],
    );
    return rows.length > 0;
  },
  listMembers: async (orgId) => {
    if (!isUuid(orgId)) return [];
    const rows = await rawRows<RowOf<User>>(
      direct,
      `select ${USER_COLUMNS} from ${tableName(direct, 'users')} u where u.org_roles @> ?::jsonb order by ${LIST_ORDER}`,
      [JSON.stringify([{ orgId }])],
    );
    return rows.map(userRows.fromRow);
  },
  insert: async (user) => {
    await em().insert(UserSchema, toRow(user));
  },
  insertMany: async (users) => {
    if (users.length > 0) await em().insertMany(UserSchema, users.map(toRow));
  },
  update: async (user) => {
    if (!isUuid(user.uid)) return;
    const { uid, ...changes } = toRow(user);
    await em().nativeUpdate(UserSchema, { uid }, changes);
  },
  setResponseCompleted: async (uid, responseCompleted) => {
    if (!isUuid(uid)) return;
    await em().nativeUpdate(UserSchema, { uid }, { responseCompleted });
  },
  recordLiveStep: async (uid, liveStep, lastActiveAt) => {
    if (!isUuid(uid)) return;
    await em().nativeUpdate(UserSchema, { uid }, { liveStep, lastActiveAt });
  },
  findActivity: async (uids) => {
    const wanted = onlyUuids(uids);
    if (wanted.length === 0) return [];
    // One statement: the users' own report and their newest response save (pre-work or live).
    const rows = await rawRows<ActivityRow>(
      direct,
      `select u.uid, u.live_step, greatest(u.last_active_at, max(r.updated_at)) as last_active_at
         from ${tableName(direct, 'users')} u left join ${tableName(direct, 'responses')} r on r.uid = u.uid
        where u.uid in (${wanted.map(() => '?').join(', ')}) group by u.uid`,
      wanted,
    );
    return inOrderOf(uids, rows.map(activityFromRow), (activity) => activity.uid);
  },
  setEvent: async (uids, eventId) => {
    const wanted = onlyUuids(uids);
    if (wanted.length === 0) return;
    await em().nativeUpdate(UserSchema, { uid: { $in: wanted } }, { event: eventId });
  },
  joinEvent: async (uids, eventId) => {
    const wanted = onlyUuids(uids);
    if (wanted.length === 0 || !isUuid(eventId)) return [];
    // A user another transaction is putting in an event waits here until it ends; then the
    // condition is checked again against what it wrote.
    await em().nativeUpdate(
      UserSchema,
      { uid: { $in: wanted }, $or: [{ event: null }, { event: eventId }] },
      { event: eventId },
    );
    const taken = await em().find(UserSchema, { uid: { $in: wanted }, event: { $ne: eventId } });
    return inOrderOf(wanted, taken, (user) => user.uid).map((user) => user.uid);
  },
  deleteMany: async (uids) => {
    const wanted = onlyUuids(uids);
    if (wanted.length === 0) return;
    await em().nativeDelete(UserSchema, { uid: { $in: wanted } });
  },
});
