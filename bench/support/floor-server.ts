/**
 * The floor of the save path's design: a bare `node:http` server that does what a participant's
 * save needs and nothing else (read the body, hash the session cookie, look the session up, upsert
 * the response), sending the API's very statements (`hotPathSql`) as named prepared statements
 * through a `pg` Pool. No framework, validation, logging or metrics. The save benchmark measures
 * the API against it.
 *
 * PORT, DATABASE_URL, DATABASE_SCHEMA and DATABASE_POOL_SIZE as for the API; GET /readyz answers.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { hotPathSql } from '@vs/persistence';
import pg from 'pg';

const schema = process.env.DATABASE_SCHEMA as string;
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
const table = (name: string) => `"${schema}"."${name}"`;
const signedIn = { name: 'floor_signed_in', text: hotPathSql.signedIn(table) };
const upsert = { name: 'floor_upsert', text: hotPathSql.responseUpsert(table) };
const COOKIE = /(?:^|;\s*)vs_session=([^;]+)/;

const reply = (res: import('node:http').ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(body);
};

createServer((req, res) => {
  if (req.url === '/readyz') return reply(res, 200, '{"ready":true}');
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', async () => {
    try {
      const token = COOKIE.exec(req.headers.cookie ?? '')?.[1];
      if (token === undefined) return reply(res, 401, '{"success":false}');
      const digest = createHash('sha256').update(token).digest('base64url');
      const { rows } = await pool.query<{ uid: string }>({ ...signedIn, values: [digest] });
      const uid = rows[0]?.uid;
      if (uid === undefined) return reply(res, 401, '{"success":false}');
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const kind = req.url?.includes('prework=false') ? 'live' : 'prework';
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
      reply(res, 200, '{"success":true,"message":"Saved"}');
    } catch (error) {
      reply(res, 500, JSON.stringify({ success: false, message: String(error) }));
    }
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
