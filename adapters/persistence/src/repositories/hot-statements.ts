import { eventHeaders, eventTable, responseTable, sessionTable, userTable } from './tables.ts';

/** How a statement names a table (schema-qualified when one is configured). */
export type TableName = (name: string) => string;

/** The selections of the signed-in look-up: prefixes keep the three tables' fields apart. */
export const signedInRows = {
  session: sessionTable.rows('s_'),
  user: userTable.rows(''),
  event: eventHeaders,
};

const save = responseTable.insert;
const saveKey = new Set(save.primaryKey);

/**
 * The texts of the hot-path statements, apart from the repositories so the save benchmark's floor
 * server sends exactly what the API sends.
 *
 * Why these two are SQL texts and not Kysely queries (query.ts) like every other query that needs
 * more than the entity calls: they run on every request and every save, as named prepared
 * statements (hot-path.ts), so their text must be fixed once per process (a name per text), built
 * with no per-call work, and identical to what the floor servers send. Their columns still come
 * from tables.ts, so the entities stay the one source of names.
 */
export const hotPathSql = {
  /**
   * The session, its user and the user's event, by the session's digest: every authenticated
   * request. The row comes back as one JSON value (`signedIn`, keyed like the select list): for a
   * row of some 30 columns, the driver builds each result object field by field from a template it
   * makes anew for every execution, and that costs more than parsing the same row as one JSON text.
   */
  signedIn: (table: TableName): string =>
    `select row_to_json(signed_in) as "signedIn" from (
       select ${signedInRows.session.select('s')}, ${signedInRows.user.select('u')}, ${signedInRows.event.select('e')}
         from ${table(sessionTable.table)} s
         join ${table(userTable.table)} u on u.uid = s.uid
         left join ${table(eventTable.table)} e on e.eid = u.event_id
        where s.id_digest = $1
     ) signed_in`,
  /**
   * A participant's save: the response's fields in the order of its definition (tables.ts), JSON
   * fields as JSON text: uid, kind, values, descriptions, percent lived.
   */
  responseUpsert: (table: TableName): string =>
    `insert into ${table(responseTable.table)} (${save.columns.join(', ')}, updated_at)
     values (${save.placeholders(1).join(', ')}, now())
     on conflict (${save.primaryKey.join(', ')}) do update set ${save.columns
       .filter((column) => !saveKey.has(column))
       .map((column) => `${column} = excluded.${column}`)
       .join(', ')}, updated_at = excluded.updated_at`,
};
