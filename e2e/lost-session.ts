import pg from 'pg';
import type { Product } from './product.ts';

/**
 * What the product's database holds of a person's sessions, for the message of a test that lost
 * one: each session row (when it began, was last seen, ends) and how many session rows the
 * database has deleted since the product started (PostgreSQL's statistics, a moment behind). A row
 * still there while the API answered 401 points at the look-up; a row gone, at whatever deleted
 * it (the access log says whether a logout came in). Only on the real PostgreSQL (CI).
 */
export const sessionRowsOf = async (product: Product, email: string): Promise<string> => {
  const url = process.env.TEST_DATABASE_URL;
  if (product.schema === null || !url) return 'Session rows: not read (embedded database)';
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const table = (name: string) => `"${product.schema}"."${name}"`;
    const { rows } = await client.query<{ created: Date; seen: Date; ends: Date }>(
      `select s.created_at as created, s.last_seen_at as seen, s.expires_at as ends
         from ${table('sessions')} s join ${table('users')} u on u.uid = s.uid
        where u.email = $1 order by s.created_at`,
      [email],
    );
    const { rows: stats } = await client.query<{ deleted: string }>(
      `select n_tup_del as deleted from pg_stat_user_tables where schemaname = $1 and relname = 'sessions'`,
      [product.schema],
    );
    const at = (date: Date) => date.toISOString().slice(11, 23);
    const held = rows.map(
      (row) => `began ${at(row.created)}, seen ${at(row.seen)}, ends ${row.ends.toISOString()}`,
    );
    return (
      `Session rows of ${email}: ${held.length === 0 ? 'none' : held.join('; ')}. ` +
      `Session rows deleted in the product's schema: ${stats[0]?.deleted ?? 'unknown'}`
    );
  } catch (error) {
    return `Session rows: not read (${String(error)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
};

interface LogLine {
  readonly level?: number;
  readonly time?: number;
  readonly method?: string;
  readonly route?: string;
  readonly status?: number;
}

const parsed = (line: string): LogLine | null => {
  try {
    return JSON.parse(line) as LogLine;
  } catch {
    return null;
  }
};

/**
 * The API's log (pino's JSON lines, at info: every request) as a lost session is read from it:
 * sign-ins and sign-outs, refusals and failures, warnings and errors, each with its time; lines
 * that are not JSON (the start's banner) as they are.
 */
export const sessionLogLines = (output: string): string =>
  output
    .split('\n')
    .flatMap((text) => {
      const line = parsed(text);
      if (line === null) return text.trim() === '' ? [] : [text];
      const time = new Date(line.time ?? 0).toISOString().slice(11, 23);
      if (line.route !== undefined) {
        const telling =
          /^\/api\/auth\/(login|logout)$/.test(line.route) ||
          (line.status !== undefined && line.status >= 401);
        return telling ? [`${time} API ${line.method} ${line.route} ${line.status}`] : [];
      }
      return (line.level ?? 0) >= 40 ? [`${time} API ${text}`] : [];
    })
    .join('\n');
