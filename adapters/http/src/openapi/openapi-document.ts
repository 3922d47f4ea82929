import { z } from 'zod';
import { SESSION_COOKIE } from '../middleware/session.ts';
import { validationOf } from '../validation.ts';
import { ROUTE_DOCS, type RouteDoc } from './route-docs.ts';

/** One entry of Hono's `app.routes`: a handler (or middleware) of a method and path. */
export interface RouteEntry {
  readonly method: string;
  readonly path: string;
  readonly handler: object;
}

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  readonly openapi: '3.1.1';
  readonly info: { readonly title: string; readonly version: string; readonly description: string };
  readonly paths: Record<string, Record<string, JsonSchema>>;
  readonly components: JsonSchema;
  readonly security: readonly Record<string, readonly string[]>[];
  readonly tags: readonly { readonly name: string }[];
}

/** A route as the document keys it: `GET /api/event`. */
export const routeKey = (route: Pick<RouteEntry, 'method' | 'path'>): string =>
  `${route.method} ${route.path}`;

/** The API's paths: /api/* and the probes. What else the API process serves (the frontends' files, /dev/mailbox) is no API. */
export const isApiPath = (path: string): boolean =>
  path.startsWith('/api/') || path === '/healthz' || path === '/readyz';

/**
 * The operations of the API: every method and API path a handler answers. Middleware (`app.use`,
 * and `app.on` with a wildcard path) is no operation.
 */
export const operationsOf = (routes: readonly RouteEntry[]): Map<string, RouteEntry[]> => {
  const operations = new Map<string, RouteEntry[]>();
  for (const route of routes) {
    if (route.method === 'ALL' || route.path.includes('*') || !isApiPath(route.path)) continue;
    const key = routeKey(route);
    operations.set(key, [...(operations.get(key) ?? []), route]);
  }
  return operations;
};

/** The JSON Schema (2020-12, as OpenAPI 3.1 takes it) of what a client sends. */
const inputSchema = (schema: z.ZodType): JsonSchema => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return json;
};

const queryParameters = (schema: z.ZodType): JsonSchema[] => {
  const json = inputSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
};

const pathParameters = (path: string): JsonSchema[] =>
  [...path.matchAll(/:(\w+)/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));

const REPLY = { $ref: '#/components/schemas/Reply' };
const FAILURE = { $ref: '#/components/responses/Failure' };

const operation = (key: string, entries: readonly RouteEntry[], doc: RouteDoc | undefined): JsonSchema => {
  const path = entries[0]?.path ?? '';
  const validations = entries.flatMap((entry) => validationOf(entry.handler) ?? []);
  const query = validations.filter((validation) => validation.target === 'query');
  const json = validations.find((validation) => validation.target === 'json');
  const segment = path.split('/')[path.startsWith('/api/') ? 2 : 1] ?? '';
  const body = json
    ? { required: true, content: { 'application/json': { schema: inputSchema(json.schema) } } }
    : doc?.consumes
      ? { required: true, content: { [doc.consumes]: { schema: { type: 'string', format: 'binary' } } } }
      : undefined;
  return {
    operationId: key.replace(/[^A-Za-z0-9]+/g, '_').replace(/_$/, ''),
    summary: doc?.summary ?? 'Not documented yet',
    tags: [segment.startsWith(':') || segment === '' ? 'api' : segment],
    ...(doc?.open ? { security: [] } : {}),
    parameters: [
      ...pathParameters(path),
      ...query.flatMap((validation) => queryParameters(validation.schema)),
    ],
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': {
        description: 'Done',
        content: doc?.produces ? { [doc.produces]: {} } : { 'application/json': { schema: REPLY } },
      },
      ...(validations.length > 0 || body ? { '400': FAILURE } : {}),
      ...(doc?.open ? {} : { '401': FAILURE, '403': FAILURE }),
      default: FAILURE,
    },
  };
};

/**
 * The OpenAPI 3.1 document of the app, from its own routes: every operation Hono serves, its query
 * parameters and JSON body from the zod schemas its validators check (validation.ts), its summary
 * and session need from ROUTE_DOCS. A route missing there is listed as "Not documented yet" (and
 * fails the test).
 */
export const openApiDocument = (routes: readonly RouteEntry[]): OpenApiDocument => {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const tags = new Set<string>();
  for (const [key, entries] of operationsOf(routes)) {
    const [method = '', path = ''] = key.split(' ');
    const openApiPath = path.replace(/:(\w+)/g, '{$1}');
    const built = operation(key, entries, ROUTE_DOCS[key]);
    for (const tag of built.tags as string[]) tags.add(tag);
    paths[openApiPath] = { ...paths[openApiPath], [method.toLowerCase()]: built };
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Values System API',
      version: '1.0.0',
      description:
        'The calls the product makes (spec section 7) and those added beyond it (docs/api.md). Every reply but a file is JSON with `success` (and `message`); the session is the HttpOnly cookie `vs_session`; unsafe methods must send a same-origin `Origin` header.',
    },
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      responses: {
        Failure: {
          description:
            'A failure: 400 bad input, 401 no session, 403 not allowed, 404 not found or not yours, 409, 413, 429, 503',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
        },
      },
      schemas: {
        Reply: {
          type: 'object',
          required: ['success'],
          properties: { success: { type: 'boolean' }, message: { type: 'string' } },
          additionalProperties: true,
        },
        Failure: {
          type: 'object',
          required: ['success', 'message'],
          properties: {
            success: { const: false },
            message: { type: 'string' },
            code: { type: 'string', description: 'A stable code, e.g. EVENT.CLOSED or SERVICE_UNAVAILABLE' },
          },
        },
      },
    },
    security: [{ session: [] }],
    tags: [...tags].sort().map((name) => ({ name })),
  };
};
