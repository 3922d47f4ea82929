import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Where swagger-ui-dist keeps its built viewer. */
const SWAGGER_UI = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/**
 * The viewer's files under /api/docs/: Swagger UI's bundle and style sheet, and the script that
 * starts it on this API's document (a file, not inline: the CSP allows scripts of this origin only).
 */
const ASSETS: Readonly<Record<string, { readonly type: string; readonly body: () => Promise<string> }>> = {
  'swagger-ui.css': {
    type: 'text/css; charset=utf-8',
    body: () => readFile(join(SWAGGER_UI, 'swagger-ui.css'), 'utf8'),
  },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    body: () => readFile(join(SWAGGER_UI, 'swagger-ui-bundle.js'), 'utf8'),
  },
  'start.js': {
    type: 'text/javascript; charset=utf-8',
    body: async () =>
      "window.ui = SwaggerUIBundle({ url: 'openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n",
  },
};

/** The viewer's page at /api/docs: its files are relative to it, so it works under any prefix. */
export const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Values System API</title>
    <link rel="stylesheet" href="docs/swagger-ui.css">
  </head>
  <body>
    <main id="swagger-ui"></main>
    <script src="docs/swagger-ui-bundle.js"></script>
    <script src="docs/start.js"></script>
  </body>
</html>
`;

const cache = new Map<string, Promise<string>>();

/** A viewer file by name, read once; null for any other name. */
export const docsAsset = (name: string): { readonly type: string; readonly body: Promise<string> } | null => {
  const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
  if (!asset) return null;
  const body = cache.get(name) ?? asset.body();
  cache.set(name, body);
  return { type: asset.type, body };
};
