import { EVENT_COLUMNS, SESSION_COLUMNS, USER_COLUMNS } from './raw-sql.ts';

/** How a statement names a table (schema-qualified when one is configured). */
export type TableName = (name: string) => string;

/**
 * The texts of the hot-path statements, apart from the repositories so the save benchmark's floor
 * server sends exactly what the API sends.
 */
export const hotPathSql = {
  /** The session, its user and the user's event, by the session's digest: every authenticated request. */
  signedIn: (table: TableName): string =>
    `select ${SESSION_COLUMNS}, ${USER_COLUMNS}, ${EVENT_COLUMNS}
       from ${table('sessions')} s
       join ${table('users')} u on u.uid = s.uid
       left join ${table('events')} e on e.eid = u.event_id
      where s.id_digest = $1`,
  /** A participant's save: uid, kind, then values, descriptions and percent lived as JSON text. */
  responseUpsert: (table: TableName): string =>
    `insert into ${table('responses')} (uid, kind, "values", descriptions, percent_lived, updated_at)
     values ($1, $2, $3::jsonb, $4::jsonb, $5::jsonb, now())
     on conflict (uid, kind) do update set "values" = excluded."values", descriptions = excluded.descriptions,
       percent_lived = excluded.percent_lived, updated_at = excluded.updated_at`,
};
