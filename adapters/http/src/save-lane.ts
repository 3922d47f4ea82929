import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { authenticate, type LanguageTag, type SaveResponseResult, saveResponse } from '@vs/domain';
import { HTTPException } from 'hono/http-exception';
import { getQueryParams } from 'hono/utils/url';
import { BODY_LIMIT_BYTES } from './app.ts';
import type { AppOptions } from './app-options.ts';
import type { ClientAddressing } from './client-address.ts';
import { failureBody, type Refusal, refusalOf, unexpectedRefusal } from './error-handler.ts';
import { lazyChild } from './logger.ts';
import { accessLog } from './middleware/access-log.ts';
import { httpMetrics } from './middleware/http-metrics.ts';
import { replyHeadersOf } from './middleware/reply-headers.ts';
import { REQUEST_ID_HEADER, requestIdFrom } from './middleware/request-id.ts';
import { sessionTokenOf, withRequest } from './middleware/session.ts';
import type { ProgressBus } from './progress/progress-bus.ts';
import { languageOf } from './reply-language.ts';
import { isListedReply, replyMessageIn } from './reply-messages.ts';
import { saveQuerySchema, saveResponseSchema } from './routes/responses.schema.ts';
import { invalidInput, isJson } from './validation.ts';

export interface SaveLaneOptions
  extends Pick<
    AppOptions,
    'deps' | 'allowedOrigins' | 'logger' | 'accessLogger' | 'metrics' | 'serviceDown' | 'frontendOrigins'
  > {
  /** The app's own bus: a save's event's progress streams hear of it. */
  readonly progressBus: ProgressBus;
  readonly clientAddressing: ClientAddressing;
}

/** The one route the lane serves, and its label in logs and metrics (Hono's route pattern). */
const SAVE_ROUTE = '/api/response/participant';
/** The queries the lane takes: plain `name=value` pairs, as the participant remote sends them. */
const PLAIN_QUERY = /^[\w-]+=[\w-]*(?:&[\w-]+=[\w-]*)*$/;
/** How many distinct queries the lane keeps zod's reading of. */
const KEPT_QUERIES = 8;
/** Hono's words for a body that is not JSON (hono/validator). */
const MALFORMED_JSON = 'Malformed JSON in request body';
/** Where a reply's id goes in its header list (name, value, ...), counted from the end. */
const ID_FROM_END = 5;
/** Decodes as Hono's Node server reads a body's text (a byte-order mark dropped). */
const utf8 = new TextDecoder();

/**
 * A save's query as Hono's validator hands it to zod: read by Hono's own reader (what
 * `c.req.queries()` uses), one value as a string, a repeated name as a list.
 */
const queryOf = (search: string): Record<string, string | string[]> =>
  Object.fromEntries(
    // Without a key Hono's reader answers every name's values (its type also covers one key's).
    Object.entries(getQueryParams(`${SAVE_ROUTE}?${search}`) as Record<string, string[]>).map(
      ([name, values]) => [name, values.length === 1 ? (values[0] as string) : values],
    ),
  );

/** The whole body of a request that stated its length (at most the API's small limit). */
const bodyOf = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () => resolve(utf8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks))));
    request.once('error', () => reject(new HTTPException(400)));
  });

/**
 * A participant's own save (`PUT /api/response/participant`) answered straight from Node's request:
 * the request a live room sends most (each person every few seconds), which through Hono's chain
 * cost twice what the framework's bare route does (bench/README.md). It answers as the app would,
 * with the same parts: the session, zod schemas, domain, error wording, reply words, security
 * headers and `no-store`, request id, access-log line and metrics (save-lane.test.ts compares the
 * two answer by answer).
 *
 * It takes only a save it can see to be ordinary before reading a byte of the body: a stated
 * length within the limit, JSON, a plain query, an Origin of this site, a live session. Anything
 * else, every other request among them, goes to `app` untouched, which answers it as it answers
 * all (the 401, 403, 413 and 400 of the refused). Resolves once the reply headers are worked out.
 */
export const withSaveLane = async (
  options: SaveLaneOptions,
  app: RequestListener,
): Promise<RequestListener> => {
  const { deps, allowedOrigins, clientAddressing, progressBus } = options;
  const metrics = options.metrics && httpMetrics(options.metrics).route('PUT', SAVE_ROUTE);
  const log = accessLog(options);
  // A reply's headers: the API's, then the request's id and the body's type and length, which
  // `reply` fills in a copy of.
  const replyHeaders = [
    ...(await replyHeadersOf(options.frontendOrigins ?? []))(SAVE_ROUTE).flat(),
    REQUEST_ID_HEADER,
    '',
    'content-type',
    'application/json',
    'content-length',
    '',
  ];
  // The Host headers whose `http(s)://host` is an origin as written, as `new URL` would make it.
  const plainHosts = new Map<string, boolean>();
  const isOwnOrigin = (origin: string, request: IncomingMessage): boolean => {
    const scheme = (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
    if (origin !== `${scheme}://${request.headers.host}`) return false;
    let plain = plainHosts.get(origin);
    if (plain === undefined) {
      plain = URL.canParse(origin) && new URL(origin).origin === origin;
      if (plainHosts.size >= 64) plainHosts.clear();
      plainHosts.set(origin, plain);
    }
    return plain;
  };

  /** The session token of a save the lane takes, or undefined to leave it to the app. */
  const ordinaryToken = (request: IncomingMessage): string | undefined => {
    const { headers } = request;
    const length = headers['content-length'];
    const origin = headers.origin;
    if (
      length === undefined ||
      headers['transfer-encoding'] !== undefined ||
      !(Number.parseInt(length, 10) <= BODY_LIMIT_BYTES) ||
      !isJson(headers['content-type']) ||
      origin === undefined ||
      !(allowedOrigins.includes(origin) || isOwnOrigin(origin, request))
    )
      return undefined;
    return sessionTokenOf(headers.cookie);
  };

  const reply = (
    response: ServerResponse,
    status: number,
    body: string,
    requestId: string,
    wait?: number,
  ) => {
    const headers = replyHeaders.slice();
    headers[headers.length - ID_FROM_END] = requestId;
    headers[headers.length - 1] = String(Buffer.byteLength(body));
    if (wait !== undefined) headers.push('Retry-After', String(wait));
    response.writeHead(status, headers).end(body);
  };

  // zod's reading of each query saves send: there are a few ('prework=true', 'prework=false').
  const queries = new Map<string, ReturnType<typeof saveQuerySchema.safeParse>>();
  const queryRead = (search: string) => {
    let read = queries.get(search);
    if (read === undefined) {
      read = saveQuerySchema.safeParse(queryOf(search));
      if (queries.size < KEPT_QUERIES) queries.set(search, read);
    }
    return read;
  };

  const tellProgress = (saved: SaveResponseResult): void => {
    if (saved.eventId !== null) progressBus.publish(saved.eventId, saved.uid);
  };

  const serve = async (request: IncomingMessage, response: ServerResponse, token: string, search: string) => {
    const started = performance.now();
    let auth: Awaited<ReturnType<typeof authenticate>> = null;
    try {
      auth = await authenticate(deps, { token });
    } catch {
      // Read again by the app, which answers as it answers every failure (a 503 while away).
    }
    // No live session (or none to be read now): the app answers, with its 401 or 503.
    if (auth === null) return app(request, response);
    metrics?.started();
    const requestId = requestIdFrom(
      request.headers['x-request-id'],
      request,
      clientAddressing.incomingViaTrustedProxy,
    );
    const clientAddress = clientAddressing.addressOfIncoming(request);
    const signedIn = withRequest(auth, requestId, clientAddress);
    // Worked out only where words need it: a refusal, a listed reply message.
    const language = (): LanguageTag => languageOf(signedIn, request.headers['accept-language']);
    let status = 200;
    try {
      // zod's synchronous parse: the save's schemas check nothing asynchronously, and the
      // asynchronous parse Hono's validator uses allocates a promise per field.
      const query = queryRead(search);
      if (!query.success)
        throw await invalidInput(saveQuerySchema, queryOf(search), query.error.issues, language());
      const text = await bodyOf(request);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new HTTPException(400, { message: MALFORMED_JSON });
      }
      const input = saveResponseSchema.safeParse(json);
      if (!input.success) throw await invalidInput(saveResponseSchema, json, input.error.issues, language());
      const saved = await saveResponse(deps, signedIn.actor, { ...input.data, ...query.data });
      tellProgress(saved);
      const message = isListedReply(saved.message)
        ? replyMessageIn(language(), saved.message)
        : saved.message;
      reply(response, status, JSON.stringify({ success: true, message }), requestId);
    } catch (error) {
      const words = language();
      let refusal: Refusal | undefined = refusalOf(error, words, options.serviceDown);
      if (refusal === undefined) {
        lazyChild(options.logger, { requestId }).error(
          { err: error, method: 'PUT', route: SAVE_ROUTE },
          'unhandled error',
        );
        refusal = unexpectedRefusal(words);
      }
      status = refusal.status;
      const body = JSON.stringify(failureBody(refusal.message, refusal.code));
      reply(response, status, body, requestId, refusal.retryAfterSeconds);
    } finally {
      const durationMs = performance.now() - started;
      metrics?.finished(status, durationMs / 1000);
      log({
        requestId,
        method: 'PUT',
        route: SAVE_ROUTE,
        status,
        durationMs: Math.round(durationMs * 10) / 10,
        clientAddress,
      });
    }
  };

  return (request, response) => {
    const url = request.url ?? '';
    if (request.method !== 'PUT' || !url.startsWith(SAVE_ROUTE)) return app(request, response);
    const search =
      url.length === SAVE_ROUTE.length
        ? ''
        : url[SAVE_ROUTE.length] === '?'
          ? url.slice(SAVE_ROUTE.length + 1)
          : undefined;
    const token =
      search === undefined || (search !== '' && !PLAIN_QUERY.test(search))
        ? undefined
        : ordinaryToken(request);
    if (token === undefined || search === undefined) return app(request, response);
    serve(request, response, token, search).catch((error: unknown) =>
      options.logger.error({ err: error, method: 'PUT', route: SAVE_ROUTE }, 'save not answered'),
    );
  };
};
