import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { SESSION_COOKIE } from '@vs/http';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { escapeHtml, landingPage } from './pages.ts';

/** Where `npm run build` puts the shell and each remote (relative to this file). */
const FRONTENDS = fileURLToPath(new URL('../../../frontends/', import.meta.url));
export const SHELL_DIST = join(FRONTENDS, 'shell', 'dist');

/** The remotes the shell composes; each is served under /remotes/{name}/ from its own build. */
export const REMOTES = ['participant', 'guide', 'admin'] as const;
export type Remote = (typeof REMOTES)[number];
export const remoteDist = (remote: Remote): string => join(FRONTENDS, remote, 'dist');

/**
 * Spec 2.1's routes, an event's dashboard `/events/<eid>` (issue 36) and an organisation's login
 * page `/o/<slug>` (issue 33; the shell says when the organisation does not exist): each answers
 * with the shell's index.html, which routes in the browser.
 */
const SPA_ROUTES = [
  /^\/$/,
  /^\/login$/,
  /^\/forgot_password$/,
  /^\/reset_password\/[^/]+$/,
  /^\/register$/,
  /^\/events\/[^/]+$/,
  /^\/prework(\/[^/]+)?$/,
  /^\/live(\/[^/]+)?$/,
  /^\/print\/[^/]+\/[^/]+$/,
  /^\/o\/[^/]+$/,
];

/** An organisation's login page, and its slug. */
const ORG_PAGE = /^\/o\/([^/]+)$/;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** The shell's icon, copied from `frontends/shell/public/` to the root of its build. */
const FAVICON = '/favicon.svg';

/** A browser navigating asks for HTML; API clients and fetches do not. */
const wantsHtml = (request: Request): boolean => (request.headers.get('accept') ?? '').includes('text/html');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Files under `static/` carry a content hash in their names (the remote entry too), so they
 * never change; index.html and the federation manifests name them and must be revalidated.
 */
export const cacheControlFor = (pathInDist: string): string =>
  pathInDist.startsWith('static/') ? IMMUTABLE : REVALIDATE;

/** The file a URL path names inside `dir`, or null when it would leave it or names nothing. */
const fileIn = async (
  dir: string,
  urlPath: string,
): Promise<{ path: string; size: number; mtimeMs: number } | null> => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const path = resolve(dir, `.${sep}${decoded}`);
  const inside = relative(dir, path);
  if (inside === '' || inside.startsWith('..')) return null;
  const info = await stat(path).catch(() => null);
  return info?.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
};

/** A file's validator: its size and time, and what was written into it (`variant`), if anything. */
const etagOf = (file: { size: number; mtimeMs: number }, variant?: string): string => {
  const parts = [file.size.toString(16), Math.floor(file.mtimeMs).toString(16)];
  if (variant !== undefined) parts.push(createHash('sha256').update(variant).digest('hex').slice(0, 16));
  return `W/"${parts.join('-')}"`;
};

/** A file's reply: 304 when the browser holds this version, no body to HEAD. */
const fileReply = (request: Request, headers: Headers, length: number, body: () => BodyInit): Response => {
  if (request.headers.get('if-none-match') === headers.get('etag'))
    return new Response(null, { status: 304, headers });
  headers.set('content-length', String(length));
  return new Response(request.method === 'HEAD' ? null : body(), { headers });
};

const serveFile = async (request: Request, dir: string, urlPath: string): Promise<Response | null> => {
  const file = await fileIn(dir, urlPath);
  if (!file) return null;
  const headers = new Headers({
    'content-type': CONTENT_TYPES[extname(file.path)] ?? 'application/octet-stream',
    'cache-control': cacheControlFor(relative(dir, file.path).split(sep).join('/')),
    etag: etagOf(file),
  });
  return fileReply(
    request,
    headers,
    file.size,
    () => Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>,
  );
};

/**
 * The shell's index.html titled `title` (escaped) from its first bytes, before any script runs;
 * its ETag names the title too, so a browser holding the page under another title gets the new one.
 */
const serveTitledShell = async (request: Request, dir: string, title: string): Promise<Response | null> => {
  const file = await fileIn(dir, 'index.html');
  if (!file) return null;
  const html = new TextEncoder().encode(
    (await readFile(file.path, 'utf8')).replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(title)}</title>`,
    ),
  );
  const headers = new Headers({
    'content-type': CONTENT_TYPES['.html'] ?? 'text/html',
    'cache-control': REVALIDATE,
    etag: etagOf(file, title),
  });
  return fileReply(request, headers, html.byteLength, () => html);
};

export interface FrontendOptions {
  readonly productTitle: string;
  readonly contactEmail: string;
  /** Where the shell finds each remote's manifest (runtime config). */
  readonly remoteUrls: Readonly<Record<Remote, string>>;
  readonly sessionCheckMs: number;
  readonly shellDir?: string;
  /** Where each remote's build is (tests point them elsewhere). */
  readonly remoteDirs?: Partial<Readonly<Record<Remote, string>>>;
  /**
   * The title an organisation's login page `/o/<slug>` has before its script runs: the
   * organisation's name when it hides the product's; null: index.html's own.
   */
  readonly orgPageTitle?: (slug: string) => Promise<string | null>;
  /**
   * The title any other page has before its script runs for the session of this cookie value:
   * a participant's organisation's name when it hides the product's; null: index.html's own.
   */
  readonly signedInPageTitle?: (sessionToken: string) => Promise<string | null>;
}

/**
 * Serves the built shell at / (index.html for the spec's routes, and with status 404 for any
 * other page a browser asks for outside /api), each remote under /remotes/{name}/, and the
 * runtime config the shell reads to find its remotes. Before a build, / says how to build instead.
 */
export const serveFrontends = <E extends object>(app: Hono<E>, options: FrontendOptions): void => {
  const shellDir = options.shellDir ?? SHELL_DIST;

  app.get('/frontend-config.json', (c) => {
    c.header('cache-control', REVALIDATE);
    return c.json({
      productTitle: options.productTitle,
      contactEmail: options.contactEmail,
      sessionCheckMs: options.sessionCheckMs,
      remotes: options.remoteUrls,
    });
  });

  app.use('/remotes/*', compress());
  for (const remote of REMOTES) {
    const dir = options.remoteDirs?.[remote] ?? remoteDist(remote);
    const prefix = `/remotes/${remote}/`;
    app.get(`${prefix}*`, async (c) => {
      const response = await serveFile(c.req.raw, dir, c.req.path.slice(prefix.length));
      return response ?? c.notFound();
    });
  }

  app.use('/static/*', compress());
  app.get('*', async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/api/')) return next();
    if (SPA_ROUTES.some((route) => route.test(path))) {
      if (!existsSync(join(shellDir, 'index.html'))) {
        return c.html(landingPage(options.productTitle), path === '/' ? 200 : 503);
      }
      const slug = ORG_PAGE.exec(path)?.[1];
      const sessionToken = getCookie(c, SESSION_COOKIE);
      const title =
        slug !== undefined
          ? ((await options.orgPageTitle?.(slug)) ?? null)
          : sessionToken === undefined
            ? null
            : ((await options.signedInPageTitle?.(sessionToken)) ?? null);
      const response =
        title === null
          ? await serveFile(c.req.raw, shellDir, 'index.html')
          : await serveTitledShell(c.req.raw, shellDir, title);
      if (response) return response;
    }
    if (path.startsWith('/static/') || path.startsWith('/mf-') || path === FAVICON) {
      const response = await serveFile(c.req.raw, shellDir, path.slice(1));
      if (response) return response;
    }
    await next();
    // Nothing else answered this page: a browser gets the shell, whose router shows its "Page
    // not found" screen, with the 404 status; API clients keep the JSON 404.
    if (c.res.status === 404 && wantsHtml(c.req.raw)) {
      const shell = await serveFile(c.req.raw, shellDir, 'index.html');
      if (shell?.status === 200) c.res = new Response(shell.body, { status: 404, headers: shell.headers });
    }
  });
};
