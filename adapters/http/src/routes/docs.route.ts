import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { failure } from '../error-handler.ts';
import { DOCS_PAGE, docsAsset } from '../openapi/docs-viewer.ts';
import type { OpenApiDocument } from '../openapi/openapi-document.ts';

/**
 * /api/openapi.json (the OpenAPI 3.1 document, built from the app's routes on first request) and
 * /api/docs (Swagger UI on that document). Open to anyone: it says what the API takes, nothing more.
 */
export const docsRoutes = (document: () => OpenApiDocument) =>
  new Hono<AppEnv>()
    .get('/openapi.json', (c) => c.json(document()))
    .get('/docs', (c) => c.html(DOCS_PAGE))
    .get('/docs/:asset', async (c) => {
      const asset = docsAsset(c.req.param('asset'));
      if (!asset) return failure(c, 404, 'Not found.');
      return c.body(await asset.body, 200, { 'Content-Type': asset.type });
    });
