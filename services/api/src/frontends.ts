import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { isLanguageTag, type LanguageTag, pickLanguage } from '@vs/domain';
import { SESSION_COOKIE } from '@vs/http';
import type { FirstScreen } from '@vs/ui/first-screen';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { escapeHtml, landingPage } from './pages.ts';

/** Where `npm run build` puts the shell and each remote (relative to this file). */
const FRONTENDS = fileURLToPath(new URL('../../../frontends/', import.meta.url));
export const SHELL_DIST = join(FRONTENDS, 'shell', 'dist');

/** The remotes the shell composes; each is served under /remotes/{name}/ from its own build. */
export const REMOTES = ['participant', 'guide', 'admin'] as const;
export type Remote = (typeof REMOTES)[number];
export const remoteDist = (remote: Remote): string => join(FRONTENDS, remote, 'dist');

/**
 * Spec 2.1's routes, an event's dashboard `/events/<eid>` (issue 36), an organisation's login
 * page `/o/<slug>` (issue 33; the shell says when the organisation does not exist), and a
 * follow-up's emailed pages `/followup/<token>` and its `/opt-out` (issue 39): each answers with
 * the shell's index.html, which routes in the browser.
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
  /^\/followup\/[^/]+(\/opt-out)?$/,
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

/** The compressed copies a production build writes next to a file (frontends/precompress.ts), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** The content codings a request accepts (`Accept-Encoding`, those with q=0 refused). */
export const acceptedEncodings = (request: Request): ReadonlySet<string> =>
  new Set(
    (request.headers.get('accept-encoding') ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([coding]) => (coding ?? '').trim().toLowerCase())
      .filter((coding) => coding !== ''),
  );

/**
 * A file under `dir`, as the build's best compressed copy the request accepts when there is one
 * (issue 36: compressed once at build time, not at every reply), else as it is.
 */
const serveFile = async (request: Request, dir: string, urlPath: string): Promise<Response | null> => {
  const file = await fileIn(dir, urlPath);
  if (!file) return null;
  const accepted = acceptedEncodings(request);
  let sent: { readonly path: string; readonly size: number; readonly mtimeMs: number } = file;
  let encoding: string | null = null;
  for (const copy of PRECOMPRESSED) {
    if (!accepted.has(copy.encoding)) continue;
    const compressed = await fileIn(dir, `${urlPath}${copy.suffix}`);
    if (compressed) {
      sent = compressed;
      encoding = copy.encoding;
      break;
    }
  }
  const headers = new Headers({
    'content-type': CONTENT_TYPES[extname(file.path)] ?? 'application/octet-stream',
    'cache-control': cacheControlFor(relative(dir, file.path).split(sep).join('/')),
    etag: etagOf(sent, encoding ?? undefined),
  });
  if (encoding !== null) headers.set('content-encoding', encoding);
  // Whether a compressed copy exists is the build's; any reply of a file may differ by encoding.
  headers.set('vary', 'accept-encoding');
  return fileReply(
    request,
    headers,
    sent.size,
    () => Readable.toWeb(createReadStream(sent.path)) as ReadableStream<Uint8Array>,
  );
};

/**
 * The shell's index.html with `title` (escaped; null: its own), `head` (preload links, the
 * session's state) and a participant home's `firstScreen` written into it, so they are there from
 * its first bytes, before any script runs; its ETag names them too, so a browser holding the page
 * under another title or other links gets the new one. A page carrying a session's state is that
 * request's alone: never stored.
 */
const serveShellPage = (
  request: Request,
  page: ShellPage,
  {
    title,
    head,
    perSession,
    firstScreen,
  }: {
    readonly title: string | null;
    readonly head: string;
    readonly perSession: boolean;
    readonly firstScreen: FirstScreen | null;
  },
): Response => {
  const { file } = page;
  let html = page.html
    .replace(/<title>[^<]*<\/title>/, (own) => (title === null ? own : `<title>${escapeHtml(title)}</title>`))
    .replace('</head>', `${head}${firstScreen?.head ?? ''}</head>`);
  if (firstScreen !== null)
    html = html
      .replace('<div id="root">', `${firstScreen.body}<div id="root">`)
      // A first screen is drawn with the build's stylesheets (the fonts' faces), elsewhere only
      // preloaded for the scripts: here they are the page's own.
      .replace(/<link([^>]*?)\srel="preload"\s+as="style"([^>]*)>/g, '<link$1 rel="stylesheet"$2>')
      // The screen and its typeface come before the scripts, which it does not wait for (measured on
      // a slow phone: the first screen 2.0 -> 1.7 s, the app's own 5.1 -> 4.3 s; bench/README.md).
      .replace(/ as="script">/g, ' as="script" fetchpriority="low">');
  const bytes = new TextEncoder().encode(html);
  const headers = new Headers({
    'content-type': CONTENT_TYPES['.html'] ?? 'text/html',
    'cache-control': perSession ? 'no-store' : REVALIDATE,
    etag: etagOf(file, `${title ?? ''}\n${head}\n${firstScreen?.head ?? ''}${firstScreen?.body ?? ''}`),
  });
  return fileReply(request, headers, bytes.byteLength, () => bytes);
};

/** The shell's built page as read once per build. */
interface ShellPage {
  readonly file: { readonly size: number; readonly mtimeMs: number };
  readonly html: string;
  /** The font file it preloads (Inter's Latin, `frontends/shell/rsbuild.config.ts`), if any. */
  readonly typeface: string | null;
}

/** The shell's built page, by its path and time (a rebuild is read afresh). */
const pagesRead = new Map<string, Omit<ShellPage, 'file'> & { readonly mtimeMs: number }>();

/** The shell's page in `dir`: one stat per request, the file read once per build; null: not built. */
const shellPage = async (dir: string): Promise<ShellPage | null> => {
  const file = await fileIn(dir, 'index.html');
  if (!file) return null;
  const known = pagesRead.get(file.path);
  if (known?.mtimeMs === file.mtimeMs) return { file, html: known.html, typeface: known.typeface };
  const html = await readFile(file.path, 'utf8');
  const typeface = /<link[^>]*\shref="([^"]+\.woff2)"[^>]*\sas="font"/.exec(html)?.[1] ?? null;
  pagesRead.set(file.path, { mtimeMs: file.mtimeMs, html, typeface });
  return { file, html, typeface };
};

/** What a remote's `mf-manifest.json` says of the files its `./App` needs at once and later. */
const manifestSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string(), path: z.string() }) }),
  exposes: z.array(
    z.object({
      path: z.string(),
      assets: z.object({ js: z.object({ sync: z.array(z.string()), async: z.array(z.string()) }) }),
    }),
  ),
});

/** A built remote's first files, by the manifest's path and time (a rebuild is read afresh). */
const filesRead = new Map<string, { readonly mtimeMs: number; readonly files: RemoteFiles }>();

/** A remote's files a page opening it fetches: at once, and those its `./App` loads as a page needs them. */
interface RemoteFiles {
  readonly first: readonly string[];
  readonly later: readonly string[];
}

const NO_FILES: RemoteFiles = { first: [], later: [] };

/**
 * The remote entry and its `./App`'s sync chunks (first), and the chunks `./App` loads lazily
 * (later: the participant's wizards and print page), relative to the remote's folder; none when
 * unbuilt.
 */
const filesOf = async (dir: string): Promise<RemoteFiles> => {
  const file = await fileIn(dir, 'mf-manifest.json');
  if (!file) return NO_FILES;
  const known = filesRead.get(file.path);
  if (known?.mtimeMs === file.mtimeMs) return known.files;
  const parsed = manifestSchema.safeParse(JSON.parse(await readFile(file.path, 'utf8')));
  const app = parsed.data?.exposes.find((expose) => expose.path === './App');
  const files = parsed.success
    ? {
        first: [
          join(parsed.data.metaData.remoteEntry.path, parsed.data.metaData.remoteEntry.name),
          ...(app?.assets.js.sync ?? []),
        ],
        later: app?.assets.js.async ?? [],
      }
    : NO_FILES;
  filesRead.set(file.path, { mtimeMs: file.mtimeMs, files });
  return files;
};

/** The pages of the participant's wizards, which open their lazily loaded chunks at once. */
const WIZARD_PAGE = /^\/(prework|live)(\/|$)/;

/** The remote a page opens: the signed-in person's home at /, the participant remote at the wizards. */
const remoteOfPage = (path: string, home: Remote | null): Remote | null =>
  path === '/' ? home : WIZARD_PAGE.test(path) ? 'participant' : null;

/** A participant's own pages (home, pre-work, live), which start with the two reads below. */
const OWN_PARTICIPANT_PAGE = /^\/(prework|live)?$/;

/** What the participant remote reads first on one's own pages: one's account (its language) and event. */
const PARTICIPANT_READS = ['/api/user/info', '/api/event/participant_event'];

/**
 * What a console's first tab (Active Events, `/` without `?tab=`) reads first: the first rows of
 * the events, as `frontends/console/src/events/event-queries.ts` asks (FIRST_EVENTS). With 10,000
 * events the reply takes longer than the console's scripts; preloaded, it comes in meanwhile.
 */
const CONSOLE_FIRST_READ = '/api/event/summaries?status=active&limit=50';

/** What the shell reads on every page of a signed-in participant: their organisation's brand. */
const PARTICIPANT_BRAND = '/api/org/mine';

const preloadFetch = (href: string): string =>
  `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin>`;
const preloadScript = (href: string): string => `<link rel="preload" href="${escapeHtml(href)}" as="script">`;

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
   * What any other page is for the session of this cookie value (null: no live session): the
   * title it has before its script runs (a participant's organisation's name when it hides the
   * product's; null: index.html's own) and the remote of the person's home.
   */
  readonly signedInPage?: (sessionToken: string) => Promise<SignedInPage | null>;
}

/** What a first screen is drawn for: the page's title, its language and the typeface it preloads. */
export interface FirstScreenPage {
  readonly title: string;
  readonly language: LanguageTag;
  readonly typeface: string | null;
}

/** A signed-in person's pages, as serveFrontends writes them. */
export interface SignedInPage {
  readonly title: string | null;
  readonly home: Remote;
  /** What the session check would answer now (`POST /api/auth/loggedIn`'s fields). */
  readonly session: ServedSession;
  /**
   * A participant's home drawn on the server (issue 36: its words paint before any script), for
   * the person this page was looked up for, in their organisation's logo and colour; none for
   * staff. Null from it: nothing to draw.
   */
  readonly firstScreen?: (page: FirstScreenPage) => Promise<FirstScreen | null>;
}

/** A live session as the page carries it for the shell's first render. */
export interface ServedSession {
  readonly accessLevel: number;
  readonly firstLogin: boolean;
  readonly language: string | null;
}

/** The element the screens read the session's state from (frontends/ui/src/api/served-session.ts). */
export const SERVED_SESSION_ID = 'vs-session';

/**
 * The session check's reply for this page's request, as JSON in a script element that never runs
 * (no CSP exception needed); `<` escaped so no value can close the element.
 */
const servedSessionScript = (session: ServedSession | null): string => {
  const reply = session === null ? { valid: false } : { valid: true, ...session };
  const json = JSON.stringify(reply).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVED_SESSION_ID}">${json}</script>`;
};

/**
 * Serves the built shell at / (index.html for the spec's routes, and with status 404 for any
 * other page a browser asks for outside /api), each remote under /remotes/{name}/, and the
 * runtime config the shell reads to find its remotes. Before a build, / says how to build instead.
 *
 * First paint (issue 36): a page names in its head what its scripts will fetch one after another,
 * so the browser fetches them all at once: the runtime config, and for a signed-in person's page
 * the manifest, entry and first chunks of the remote it opens (when served here; on the wizards'
 * pages their lazily loaded chunks too) and, for a participant, their brand and the two reads
 * their own pages start with; for staff on a console's first tab, its first events. It also
 * carries the session check's answer for the first render, and the build's compressed copies of
 * each file are sent as they are.
 */
export const serveFrontends = <E extends object>(app: Hono<E>, options: FrontendOptions): void => {
  const shellDir = options.shellDir ?? SHELL_DIST;
  const remoteDirOf = (remote: Remote): string => options.remoteDirs?.[remote] ?? remoteDist(remote);

  const preloadsOf = async (path: string, tab: string | undefined, home: Remote | null): Promise<string> => {
    const links = [preloadFetch('/frontend-config.json')];
    const remote = remoteOfPage(path, home);
    const local = `/remotes/${remote}/`;
    if (remote !== null && options.remoteUrls[remote] === `${local}mf-manifest.json`) {
      const { first, later } = await filesOf(remoteDirOf(remote));
      if (first.length > 0) links.push(preloadFetch(options.remoteUrls[remote]));
      const files = WIZARD_PAGE.test(path) ? [...first, ...later] : first;
      links.push(...files.map((file) => preloadScript(`${local}${file}`)));
    }
    if (home === 'participant') links.push(preloadFetch(PARTICIPANT_BRAND));
    if (home === 'participant' && OWN_PARTICIPANT_PAGE.test(path))
      links.push(...PARTICIPANT_READS.map(preloadFetch));
    if (home !== null && home !== 'participant' && path === '/' && tab === undefined)
      links.push(preloadFetch(CONSOLE_FIRST_READ));
    return links.join('');
  };

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
    const dir = remoteDirOf(remote);
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
      const page = await shellPage(shellDir);
      if (page === null) return c.html(landingPage(options.productTitle), path === '/' ? 200 : 503);
      const slug = ORG_PAGE.exec(path)?.[1];
      const sessionToken = getCookie(c, SESSION_COOKIE);
      const signedIn =
        slug === undefined && sessionToken !== undefined
          ? ((await options.signedInPage?.(sessionToken)) ?? null)
          : null;
      const title =
        slug !== undefined ? ((await options.orgPageTitle?.(slug)) ?? null) : (signedIn?.title ?? null);
      // Issue 36: the shell renders at once from the session's state written into the page, instead
      // of after a session check of its own (an organisation's login page still checks).
      const perSession = slug === undefined && options.signedInPage !== undefined;
      const head =
        (await preloadsOf(path, c.req.query('tab'), signedIn?.home ?? null)) +
        (perSession ? servedSessionScript(signedIn?.session ?? null) : '');
      const firstScreen =
        path === '/' && signedIn?.firstScreen !== undefined
          ? await signedIn.firstScreen({
              title: title ?? options.productTitle,
              typeface: page.typeface,
              language: pickLanguage({
                chosen: isLanguageTag(signedIn.session.language) ? signedIn.session.language : null,
                acceptLanguage: c.req.header('accept-language') ?? null,
              }),
            })
          : null;
      return serveShellPage(c.req.raw, page, { title, head, perSession, firstScreen });
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
