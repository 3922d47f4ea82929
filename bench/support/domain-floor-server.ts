/**
 * The floor of the save path with the API's own code but no web framework: a bare `node:http`
 * server that does what PUT /api/response/participant does below the HTTP layer, with the very
 * same parts: the domain's `authenticate` and `saveResponse` over the API's services (persistence
 * adapter with its session cache, clock, tokens) and the route's zod schema. No Hono, middleware,
 * security headers, logging or metrics. Between the kept floor and the API it tells what the
 * domain and persistence cost and what the HTTP layer costs.
 *
 * The API's configuration variables (PORT, DATABASE_URL, DATABASE_SCHEMA, DATABASE_POOL_SIZE,
 * DATA_DIR); the API must have migrated the schema. GET /readyz answers.
 */
import { randomUUID } from 'node:crypto';
import { createLogger, openServices, readConfig } from '@vs/composition';
import { authenticate, DomainError, saveResponse } from '@vs/domain';
import { STATUS_BY_KIND } from '@vs/http';
import { saveResponseSchema } from '@vs/http/response-schemas';
import { type SaveReply, type SaveRequest, serveSaves } from './bare-save-server.ts';
import { sessionTokenOf } from './floor-save.ts';

const config = readConfig();
// Session look-ups kept as the API keeps them, so the two do the same I/O.
const { deps } = await openServices(config, createLogger('warn'), {
  jobs: 'auto',
  cacheSignedIn: config.SESSION_CACHE,
  browser: null,
});

const json = (status: number, body: unknown): SaveReply => ({ status, body: JSON.stringify(body) });

const save = async ({ cookie, url, client, body }: SaveRequest): Promise<SaveReply> => {
  try {
    const token = sessionTokenOf(cookie);
    const auth = token === undefined ? null : await authenticate(deps, { token });
    if (auth === null) return json(401, { success: false });
    const input = saveResponseSchema.parse(JSON.parse(body));
    const actor = { ...auth.actor, request: { requestId: randomUUID(), client } };
    const result = await saveResponse(deps, actor, { ...input, prework: !url.includes('prework=false') });
    return json(200, { success: true, message: result.message });
  } catch (error) {
    const status = error instanceof DomainError ? STATUS_BY_KIND[error.kind] : 500;
    return json(status, { success: false, message: String(error) });
  }
};

serveSaves(save);
