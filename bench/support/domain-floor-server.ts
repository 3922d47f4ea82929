/**
 * The floor of the save path with the API's own code but no web framework: a bare `node:http`
 * server that does what PUT /api/response/participant does below the HTTP layer, with the very
 * same parts: the domain's `authenticate` and `saveResponse` over the API's services (persistence
 * adapter, clock, tokens) and the route's zod schema. No Hono, middleware, security headers,
 * logging or metrics. Between the floor and the API it tells what the domain and persistence cost
 * and what the HTTP layer costs.
 *
 * The API's configuration variables (PORT, DATABASE_URL, DATABASE_SCHEMA, DATABASE_POOL_SIZE,
 * DATA_DIR); the API must have migrated the schema. GET /readyz answers.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { createLogger, openServices, readConfig } from '@vs/composition';
import { authenticate, DomainError, saveResponse } from '@vs/domain';
import { STATUS_BY_KIND } from '@vs/http';
import { saveResponseSchema } from '../../adapters/http/src/routes/responses.schema.ts';

const COOKIE = /(?:^|;\s*)vs_session=([^;]+)/;
const config = readConfig();
const { deps } = await openServices(config, createLogger('warn'), { jobs: 'auto' });

const save = async (cookie: string | undefined, url: string, client: string, text: string) => {
  const token = COOKIE.exec(cookie ?? '')?.[1];
  const auth = token === undefined ? null : await authenticate(deps, { token });
  if (auth === null) return { status: 401, body: { success: false } };
  const input = saveResponseSchema.parse(JSON.parse(text));
  const actor = { ...auth.actor, request: { requestId: randomUUID(), client } };
  const result = await saveResponse(deps, actor, { ...input, prework: !url.includes('prework=false') });
  return { status: 200, body: { success: true, message: result.message } };
};

createServer((req, res) => {
  const reply = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (req.url === '/readyz') return reply(200, { ready: true });
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', async () => {
    try {
      const text = Buffer.concat(chunks).toString('utf8');
      const answer = await save(req.headers.cookie, req.url ?? '', req.socket.remoteAddress ?? '', text);
      reply(answer.status, answer.body);
    } catch (error) {
      const status = error instanceof DomainError ? STATUS_BY_KIND[error.kind] : 500;
      reply(status, { success: false, message: String(error) });
    }
  });
}).listen(Number(process.env.PORT), '127.0.0.1');

// Exit normally on SIGTERM, so a `--cpu-prof` run writes its profile.
process.on('SIGTERM', () => process.exit(0));
