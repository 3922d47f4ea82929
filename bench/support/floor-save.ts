/**
 * What a participant's save needs and nothing else, shared by the floor servers of the save
 * benchmark: digest the session cookie with the API's own digest, look the session up, upsert the
 * response, sending the API's very statements (`hotPathSql`) as named prepared statements through
 * a `pg` Pool. No validation, logging or metrics. With `keepSignedIn`, a session's look-up is kept in
 * memory after its first answer and never asked again (never forgotten either: this is a floor, not a
 * cache), so a save sends the one UPSERT, the API's I/O when its session cache serves.
 *
 * DATABASE_URL, DATABASE_SCHEMA and DATABASE_POOL_SIZE as for the API.
 */
import { hotPathSql } from '@vs/persistence';
import { createCryptoSecretTokens } from '@vs/security';
import pg from 'pg';

export interface FloorReply {
  readonly status: 200 | 401 | 500;
  readonly body: string;
}

const COOKIE = /(?:^|;\s*)vs_session=([^;]+)/;

/** The session token in a Cookie header, if any. */
export const sessionTokenOf = (cookie: string | undefined): string | undefined =>
  COOKIE.exec(cookie ?? '')?.[1];

export interface FloorSaveOptions {
  readonly keepSignedIn?: boolean;
}

export const createFloorSave = (name: string, options: FloorSaveOptions = {}) => {
  const schema = process.env.DATABASE_SCHEMA as string;
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  });
  const table = (table: string) => `"${schema}"."${table}"`;
  const signedIn = { name: `${name}_signed_in`, text: hotPathSql.signedIn(table) };
  const upsert = { name: `${name}_upsert`, text: hotPathSql.responseUpsert(table) };
  // The API's own digest of the session token, as its statements are the API's own.
  const { digest: digestOf } = createCryptoSecretTokens();
  const kept = new Map<string, string>();
  const uidOf = async (digest: string): Promise<string | undefined> => {
    const known = kept.get(digest);
    if (known !== undefined) return known;
    const { rows } = await pool.query<{ signedIn: { uid: string } }>({ ...signedIn, values: [digest] });
    const uid = rows[0]?.signedIn.uid;
    if (uid !== undefined && options.keepSignedIn === true) kept.set(digest, uid);
    return uid;
  };
  return async (cookie: string | undefined, url: string, bodyText: string): Promise<FloorReply> => {
    try {
      const token = sessionTokenOf(cookie);
      if (token === undefined) return { status: 401, body: '{"success":false}' };
      const uid = await uidOf(digestOf(token));
      if (uid === undefined) return { status: 401, body: '{"success":false}' };
      const body = JSON.parse(bodyText);
      const kind = url.includes('prework=false') ? 'live' : 'prework';
      await pool.query({
        ...upsert,
        values: [
          uid,
          kind,
          JSON.stringify(body.values),
          JSON.stringify(body.descriptions ?? []),
          JSON.stringify(body.percentLived ?? []),
        ],
      });
      return { status: 200, body: '{"success":true,"message":"Saved"}' };
    } catch (error) {
      return { status: 500, body: JSON.stringify({ success: false, message: String(error) }) };
    }
  };
};
