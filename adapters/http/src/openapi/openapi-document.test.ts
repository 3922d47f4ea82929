import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import {
  isApiPath,
  type OpenApiDocument,
  openApiDocument,
  operationsOf,
  type RouteEntry,
} from './openapi-document.ts';
import { ROUTE_DOCS } from './route-docs.ts';

/**
 * The request fields of spec section 7's calls (body or query), spelt as the spec spells them:
 * the document must carry each unchanged.
 */
const SPEC_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'POST /api/auth/login': ['email', 'password'],
  'POST /api/auth/register': ['accessLevel', 'forename', 'surname', 'email', 'password', 'setupLink'],
  'POST /api/auth/reset_password_email': ['email'],
  'PUT /api/auth/reset_password': ['uid', 'lid', 'password'],
  'GET /api/logon_link': ['lid'],
  'GET /api/user/info_byid': ['uid'],
  'PUT /api/user/updateself': ['forename', 'surname', 'email', 'password'],
  'PUT /api/user/update': ['uid', 'forename', 'surname', 'email', 'password', 'portalLink', 'mwEnabled'],
  'DELETE /api/user/delete': ['uid'],
  'PUT /api/user/update_mw': ['uid', 'mwEnabled'],
  'PUT /api/user/email_template': ['body', 'closing'],
  'GET /api/event': ['eid', 'prework'],
  'GET /api/event/participants': ['eid', 'uploaded'],
  'GET /api/event/participant_event_byid': ['uid'],
  'POST /api/event/create': [
    'eventName',
    'eventDate',
    'accessClose',
    'eventType',
    'sessionAccess',
    'participants',
  ],
  'PUT /api/event/update': ['eid', 'eventName', 'eventDate', 'accessClose', 'eventType', 'sessionAccess'],
  'PUT /api/event/facilitatorclose': ['eid'],
  'POST /api/event/add_participant': ['uid', 'eid'],
  'PUT /api/event/remove_participant': ['uid', 'eid'],
  'POST /api/event/send_email': ['uid', 'emailBody'],
  'POST /api/event/send_emails': ['eid'],
  'POST /api/event/upload_event': ['eventFile'],
  'DELETE /api/event/delete': ['eid', 'uploaded'],
  'GET /api/event/event_file': ['eid', 'uploaded'],
  'GET /api/event/event_output': ['uid', 'page'],
  'GET /api/response/participant': ['prework'],
  'GET /api/response/participant_byid': ['prework', 'uid'],
  'PUT /api/response/participant': ['values', 'descriptions', 'percentLived', 'completedMark'],
  'PUT /api/response/participant_byid': ['values', 'descriptions', 'percentLived', 'completedMark', 'uid'],
  'PUT /api/response/meaningfulwork': ['data', 'uid'],
  'GET /api/response/meaningfulwork': ['prework', 'uid'],
};

type Json = Record<string, unknown>;

/** Every property name a JSON schema declares, through unions and nesting. */
const propertyNames = (schema: unknown): string[] => {
  if (typeof schema !== 'object' || schema === null) return [];
  const own = Object.keys(((schema as Json).properties ?? {}) as Json);
  return [...own, ...Object.values(schema as Json).flatMap(propertyNames)];
};

/** The names an operation takes: its parameters and its JSON body's properties. */
const fieldsOf = (document: OpenApiDocument, key: string): string[] => {
  const [method = '', path = ''] = key.split(' ');
  const operation = document.paths[path]?.[method.toLowerCase()] as Json | undefined;
  if (!operation) return [];
  const parameters = ((operation.parameters ?? []) as { name: string }[]).map((parameter) => parameter.name);
  return [...parameters, ...propertyNames(operation.requestBody)];
};

const appRoutes = async (): Promise<RouteEntry[]> => (await createTestApp()).app.routes;

describe('the OpenAPI document', () => {
  it('lists every route of the app, each documented in ROUTE_DOCS, and nothing it does not serve', async () => {
    const routes = await appRoutes();
    const operations = [...operationsOf(routes).keys()];
    expect(operations.length).toBeGreaterThan(70);
    expect(operations.filter((key) => !ROUTE_DOCS[key])).toEqual([]);
    expect(Object.keys(ROUTE_DOCS).filter((key) => !operations.includes(key))).toEqual([]);
    const document = openApiDocument(routes);
    const listed = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(listed.sort()).toEqual(operations.sort());
  });

  it('counts every route createApp serves as API (a page added beside them would need a decision)', async () => {
    const routes = (await appRoutes()).filter((route) => route.method !== 'ALL' && !route.path.includes('*'));
    expect(routes.filter((route) => !isApiPath(route.path)).map((route) => route.path)).toEqual([]);
    expect(
      operationsOf([...routes, { method: 'GET', path: '/dev/mailbox', handler: () => undefined }]).size,
    ).toBe(operationsOf(routes).size);
  });

  it('fails on a route added without its line in ROUTE_DOCS', async () => {
    const routes = await appRoutes();
    const added = [...routes, { method: 'POST', path: '/api/sso/callback', handler: () => undefined }];
    expect([...operationsOf(added).keys()].filter((key) => !ROUTE_DOCS[key])).toEqual([
      'POST /api/sso/callback',
    ]);
    expect(openApiDocument(added).paths['/api/sso/callback']?.post).toMatchObject({
      summary: 'Not documented yet',
    });
  });

  it('is valid OpenAPI 3.1', async () => {
    const document = openApiDocument(await appRoutes());
    const result = await new Validator().validate(structuredClone(document) as unknown as Json);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it("carries spec section 7's request fields unchanged, from the routes' own zod schemas", async () => {
    const document = openApiDocument(await appRoutes());
    const missing = Object.entries(SPEC_FIELDS).flatMap(([key, fields]) => {
      const present = new Set(fieldsOf(document, key));
      return fields.filter((field) => !present.has(field)).map((field) => `${key}: ${field}`);
    });
    expect(missing).toEqual([]);
    const login = document.paths['/api/auth/login']?.post as Json;
    expect(login.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: ['email', 'password'] } } },
    });
    expect(login.security).toEqual([]);
    expect(document.paths['/api/event']?.get).toMatchObject({
      parameters: expect.arrayContaining([
        expect.objectContaining({ name: 'eid', in: 'query', required: true }),
      ]),
    });
  });
});

describe('GET /api/openapi.json and /api/docs', () => {
  it('serve the document and its viewer to anyone, under the CSP', async () => {
    const { anonymous } = await createTestApp();
    const reply = await anonymous.request<OpenApiDocument>('GET', '/api/openapi.json');
    expect(reply.status).toBe(200);
    expect(reply.body.paths['/api/openapi.json']).toBeDefined();
    const page = await anonymous.open('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    const html = await page.text();
    expect(html).not.toMatch(/<script>|<script [^>]*>[^<]/);
    for (const [file, type] of [
      ['swagger-ui-bundle.js', /^text\/javascript/],
      ['start.js', /^text\/javascript/],
      ['swagger-ui.css', /^text\/css/],
      ['contrast.css', /^text\/css/],
    ] as const) {
      expect(html).toContain(`docs/${file}`);
      const asset = await anonymous.open(`/api/docs/${file}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toMatch(type);
    }
  });

  it('answers 404 for any other file under /api/docs', async () => {
    const { anonymous } = await createTestApp();
    for (const name of ['index.html', '..%2Fpackage.json', 'toString'])
      expect((await anonymous.request('GET', `/api/docs/${name}`)).status).toBe(404);
  });
});
