import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Swagger UI's colours where they fall short of WCAG AA contrast (white on its light method badges
 * and version tags, its light link blue): the same hues, darker.
 */
const CONTRAST_CSS = [
  '.swagger-ui .info .title small, .swagger-ui .info .title small.version-stamp { background: #4a5160; }',
  '.swagger-ui .info .url, .swagger-ui .info a { color: #1f5fa8; }',
  '.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #0b5cad; }',
  '.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1a7a48; }',
  '.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #8f4e00; }',
  '.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b3261e; }',
  '.swagger-ui .btn.authorize { color: #1a7a48; border-color: #1a7a48; }',
  '.swagger-ui .btn.authorize svg { fill: #1a7a48; }',
  '',
].join('\n');

/**
 * Starts Swagger UI on this API's document. No deep links: they are links inside each operation's
 * toggle button (nested controls). Its tables head their columns with `td` cells: they are marked
 * as column headers as they appear, so a screen reader reads each cell with its heading.
 */
const START_JS = `window.ui = SwaggerUIBundle({ url: 'openapi.json', dom_id: '#swagger-ui', deepLinking: false });
new MutationObserver(() => {
  for (const cell of document.querySelectorAll('thead td:not([role])')) cell.setAttribute('role', 'columnheader');
}).observe(document.body, { childList: true, subtree: true });
`;

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
  'contrast.css': {
    type: 'text/css; charset=utf-8',
    body: async () => CONTRAST_CSS,
  },
  'start.js': {
    type: 'text/javascript; charset=utf-8',
    body: async () => START_JS,
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
    <link rel="stylesheet" href="docs/contrast.css">
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
