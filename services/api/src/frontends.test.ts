import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SignedInPage, serveFrontends } from './frontends.ts';

const SHELL_HTML = '<!doctype html><title>shell</title><div id="root"></div>';
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** The options every server here shares. */
const OPTIONS = {
  productTitle: 'Values System',
  contactEmail: '',
  remoteUrls: { participant: '/p.json', guide: '/g.json', admin: '/a.json' },
  sessionCheckMs: 60_000,
} as const;

let shellDir: string;

/** The organisations hiding the product's name, by slug, as the API would name their pages. */
const titles = new Map<string, string>([['acme', 'Acme <R&D> "Europe"']]);

/** A server as the API composes it: JSON 404 for anything unmatched, a dev page added afterwards. */
const app = () => {
  const server = new Hono();
  server.notFound((c) => c.json({ success: false, message: 'Not found.' }, 404));
  server.get('/api/user/info', (c) => c.json({ success: true }));
  serveFrontends(server, {
    ...OPTIONS,
    shellDir,
    orgPageTitle: async (slug) => titles.get(slug) ?? null,
    signedInPage: async (token) =>
      token === 'acme-participant'
        ? {
            title: 'Acme',
            home: 'participant',
            session: { accessLevel: 0, firstLogin: false, language: null },
          }
        : null,
  });
  server.get('/dev/mailbox', (c) => c.html('<h1>Captured mail</h1>'));
  return server;
};

beforeAll(async () => {
  shellDir = await mkdtemp(join(tmpdir(), 'vs-shell-'));
  await writeFile(join(shellDir, 'index.html'), SHELL_HTML);
  await writeFile(join(shellDir, 'favicon.svg'), FAVICON);
});
afterAll(() => rm(shellDir, { recursive: true, force: true }));

describe('serveFrontends', () => {
  it.each(['/live/u1', '/events/e1', '/o/plain', '/followup/t0k-en', '/followup/t0k-en/opt-out'])(
    "answers the spec's routes, an event's dashboard, an organisation's login page and a follow-up's pages (%s) with the shell",
    async (path) => {
      const reply = await app().request(path, { headers: HTML });
      expect(reply.status).toBe(200);
      expect(await reply.text()).toBe(SHELL_HTML);
    },
  );

  it.each([
    '/events',
    '/events/e1/extra',
    '/foo',
    '/foo/bar',
    '/live/u1/extra',
    '/o/acme/extra',
    '/followup',
    '/followup/t/extra',
  ])(
    'answers an unknown page %s asked for as HTML with the shell (its Page not found) and status 404',
    async (path) => {
      const reply = await app().request(path, { headers: HTML });
      expect(reply.status).toBe(404);
      expect(reply.headers.get('content-type')).toContain('text/html');
      expect(await reply.text()).toBe(SHELL_HTML);
    },
  );

  it('keeps the JSON 404 for /api paths and for clients that do not ask for HTML', async () => {
    for (const [path, headers] of [
      ['/api/nothing', HTML],
      ['/events', { accept: 'application/json' }],
      ['/events', {}],
    ] as const) {
      const reply = await app().request(path, { headers });
      expect(reply.status).toBe(404);
      expect(await reply.json()).toEqual({ success: false, message: 'Not found.' });
    }
    expect(await (await app().request('/api/user/info', { headers: HTML })).json()).toEqual({
      success: true,
    });
  });

  it('leaves pages registered after it alone', async () => {
    const reply = await app().request('/dev/mailbox', { headers: HTML });
    expect(reply.status).toBe(200);
    expect(await reply.text()).toBe('<h1>Captured mail</h1>');
  });

  it('serves the favicon', async () => {
    const reply = await app().request('/favicon.svg');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/svg+xml');
    expect(await reply.text()).toBe(FAVICON);
  });

  it("titles the login page of an organisation hiding the product's name with its name, escaped, before any script", async () => {
    const reply = await app().request('/o/acme', { headers: HTML });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    const html = await reply.text();
    expect(html).toBe(
      '<!doctype html><title>Acme &lt;R&amp;D&gt; &quot;Europe&quot;</title><div id="root"></div>',
    );
    expect(reply.headers.get('content-length')).toBe(String(new TextEncoder().encode(html).byteLength));
  });

  it('validates the titled page by its title too: 304 while it stands, the page again once it changes', async () => {
    const plain = await app().request('/o/plain', { headers: HTML });
    const titled = await app().request('/o/acme', { headers: HTML });
    const etag = titled.headers.get('etag') ?? '';
    expect(etag).not.toBe(plain.headers.get('etag'));
    const again = await app().request('/o/acme', { headers: { ...HTML, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    titles.set('acme', 'Acme Renamed');
    const renamed = await app().request('/o/acme', { headers: { ...HTML, 'if-none-match': etag } });
    expect(renamed.status).toBe(200);
    expect(await renamed.text()).toContain('<title>Acme Renamed</title>');
    const head = await app().request('/o/acme', { method: 'HEAD', headers: HTML });
    expect([head.status, await head.text()]).toEqual([200, '']);
  });

  it("titles a participant's pages with their organisation's name when it hides the product's; others keep index.html's", async () => {
    const ofSession = (token: string) =>
      app().request('/prework/identify', { headers: { ...HTML, cookie: `vs_session=${token}` } });
    expect(await (await ofSession('acme-participant')).text()).toContain('<title>Acme</title>');
    expect(await (await ofSession('someone-else')).text()).toBe(SHELL_HTML);
    expect(await (await app().request('/prework/identify', { headers: HTML })).text()).toBe(SHELL_HTML);
  });
});

describe('serveFrontends: what a page preloads in its head', () => {
  const SHELL =
    '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>';
  const MANIFEST = {
    metaData: { remoteEntry: { name: 'static/js/participant.abc.js', path: '' } },
    exposes: [
      {
        path: './App',
        assets: {
          js: {
            sync: ['static/js/async/1.js', 'static/js/async/App.js'],
            async: ['static/js/async/wizard.js'],
          },
        },
      },
    ],
  };
  let dirs: { shell: string; participant: string };
  const people: Record<string, SignedInPage> = {
    participant: {
      title: null,
      home: 'participant',
      session: { accessLevel: 0, firstLogin: true, language: 'de' },
    },
    guide: {
      title: null,
      home: 'guide',
      session: { accessLevel: 1, firstLogin: false, language: null },
    },
    // A value a page must not let close its element.
    injected: {
      title: null,
      home: 'guide',
      session: { accessLevel: 1, firstLogin: false, language: '</script><script>alert(1)</script>' },
    },
  };
  const server = (participantUrl = '/remotes/participant/mf-manifest.json') => {
    const hono = new Hono();
    serveFrontends(hono, {
      ...OPTIONS,
      remoteUrls: { participant: participantUrl, guide: '/remotes/guide/mf-manifest.json', admin: '/a.json' },
      shellDir: dirs.shell,
      remoteDirs: { participant: dirs.participant, guide: join(dirs.participant, 'unbuilt') },
      signedInPage: async (token) => people[token] ?? null,
    });
    return hono;
  };
  const head = async (path: string, token?: string, url?: string) => {
    const headers: Record<string, string> =
      token === undefined ? HTML : { ...HTML, cookie: `vs_session=${token}` };
    const html = await (await server(url).request(path, { headers })).text();
    return [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"( crossorigin)?>/g)].map(
      ([, href, as, crossorigin]) => `${as}${crossorigin ? '+cors' : ''} ${href?.replaceAll('&amp;', '&')}`,
    );
  };

  beforeAll(async () => {
    dirs = {
      shell: await mkdtemp(join(tmpdir(), 'vs-shell-head-')),
      participant: await mkdtemp(join(tmpdir(), 'vs-participant-')),
    };
    await writeFile(join(dirs.shell, 'index.html'), SHELL);
    await writeFile(join(dirs.participant, 'mf-manifest.json'), JSON.stringify(MANIFEST));
  });
  afterAll(async () => {
    await rm(dirs.shell, { recursive: true, force: true });
    await rm(dirs.participant, { recursive: true, force: true });
  });

  it('preloads the runtime config on every page, as the shell fetches it', async () => {
    expect(await head('/login')).toEqual(['fetch+cors /frontend-config.json']);
    expect(await head('/')).toEqual(['fetch+cors /frontend-config.json']);
  });

  it("preloads a participant's remote (manifest, entry, the App's first chunks), their brand and first two reads", async () => {
    const expected = [
      'fetch+cors /frontend-config.json',
      'fetch+cors /remotes/participant/mf-manifest.json',
      'script /remotes/participant/static/js/participant.abc.js',
      'script /remotes/participant/static/js/async/1.js',
      'script /remotes/participant/static/js/async/App.js',
      'fetch+cors /api/org/mine',
      'fetch+cors /api/user/info',
      'fetch+cors /api/event/participant_event',
    ];
    expect(await head('/', 'participant')).toEqual(expected);
  });

  it("preloads the chunks the participant's wizards load lazily on their pages only", async () => {
    const wizard = 'script /remotes/participant/static/js/async/wizard.js';
    const home = await head('/', 'participant');
    expect(await head('/live', 'participant')).toEqual([...home.slice(0, 5), wizard, ...home.slice(5)]);
    expect(await head('/prework/u-1', 'guide')).toContain(wizard);
    expect(home).not.toContain(wizard);
  });

  it("preloads the participant remote but not a participant's reads for a Guide acting on one", async () => {
    expect(await head('/prework/u-1', 'guide')).toEqual([
      'fetch+cors /frontend-config.json',
      'fetch+cors /remotes/participant/mf-manifest.json',
      'script /remotes/participant/static/js/participant.abc.js',
      'script /remotes/participant/static/js/async/1.js',
      'script /remotes/participant/static/js/async/App.js',
      'script /remotes/participant/static/js/async/wizard.js',
    ]);
  });

  it("preloads a console's first events on its first tab only", async () => {
    const first = 'fetch+cors /api/event/summaries?status=active&limit=50';
    expect(await head('/', 'guide')).toContain(first);
    expect(await head('/?tab=participants', 'guide')).not.toContain(first);
    expect(await head('/events/e-1', 'guide')).not.toContain(first);
    expect(await head('/')).not.toContain(first);
    expect(await head('/', 'participant')).not.toContain(first);
  });

  it('preloads nothing of a remote not built here or served from elsewhere', async () => {
    expect(await head('/', 'guide')).toEqual([
      'fetch+cors /frontend-config.json',
      'fetch+cors /api/event/summaries?status=active&limit=50',
    ]);
    expect(await head('/', 'participant', 'https://cdn.example/participant/mf-manifest.json')).toEqual([
      'fetch+cors /frontend-config.json',
      'fetch+cors /api/org/mine',
      'fetch+cors /api/user/info',
      'fetch+cors /api/event/participant_event',
    ]);
  });

  it('validates the page by its preloads too', async () => {
    const tagOf = async (token?: string) =>
      (await server().request('/', { headers: { ...HTML, cookie: `vs_session=${token}` } })).headers.get(
        'etag',
      );
    expect(await tagOf('participant')).not.toBe(await tagOf('guide'));
  });

  describe("the session's state, so the shell renders without a session check first", () => {
    const served = async (path: string, token?: string) => {
      const headers: Record<string, string> =
        token === undefined ? HTML : { ...HTML, cookie: `vs_session=${token}` };
      const reply = await server().request(path, { headers });
      const html = await reply.text();
      const element = /<script type="application\/json" id="vs-session">(.*?)<\/script>/.exec(html);
      return { reply, html, state: element?.[1] === undefined ? undefined : JSON.parse(element[1]) };
    };

    it("carries a live session's access level, first login and language, in a page never stored", async () => {
      const { reply, state } = await served('/', 'participant');
      expect(state).toEqual({ valid: true, accessLevel: 0, firstLogin: true, language: 'de' });
      expect(reply.headers.get('cache-control')).toBe('no-store');
      expect((await served('/events/e1', 'guide')).state).toEqual({
        valid: true,
        accessLevel: 1,
        firstLogin: false,
        language: null,
      });
    });

    it('says signed out without a cookie and for a cookie of no live session', async () => {
      expect((await served('/login')).state).toEqual({ valid: false });
      expect((await served('/', 'expired')).state).toEqual({ valid: false });
      expect((await served('/login')).reply.headers.get('cache-control')).toBe('no-store');
    });

    it('escapes every value so none can close its element', async () => {
      const { html, state } = await served('/', 'injected');
      expect(html).not.toContain('</script><script>');
      expect(state.language).toBe('</script><script>alert(1)</script>');
    });

    it("leaves an organisation's login page without it (the shell checks there), cached as before", async () => {
      const { reply, state } = await served('/o/acme', 'participant');
      expect(state).toBeUndefined();
      expect(reply.headers.get('cache-control')).toBe('no-cache');
    });
  });
});

describe("serveFrontends: a participant's home drawn on the server first (issue 36)", () => {
  const SHELL =
    '<!doctype html><html><head><title>shell</title><link href="/static/css/fonts.css" rel="preload" as="style"><link href="/static/font/inter-latin.abc.woff2" rel="preload" as="font" crossorigin=""><link href="/static/js/app.js" rel="preload" as="script"></head><body><div id="root"></div></body></html>';
  let asked: { token: string; title: string; language: string; typeface: string | null }[];
  /** A participant's page; `drawn`: the first screen its look-up draws (none: it offers none). */
  const page = (
    token: string,
    title: string | null,
    language: string | null,
    drawn: 'screen' | 'nothing' | 'none' = 'screen',
  ): SignedInPage => ({
    title,
    home: 'participant',
    session: { accessLevel: 0, firstLogin: false, language },
    ...(drawn === 'none'
      ? {}
      : {
          firstScreen: async ({ title, language, typeface }) => {
            asked.push({ token, title, language, typeface });
            return drawn === 'nothing'
              ? null
              : { head: '<style>.first{}</style>', body: '<div id="vs-first-screen">Welcome</div>' };
          },
        }),
  });
  const people: Record<string, SignedInPage> = {
    plain: page('plain', null, null),
    german: page('german', 'Acme', 'de'),
    undrawn: page('undrawn', null, null, 'none'),
    guide: { title: null, home: 'guide', session: { accessLevel: 1, firstLogin: false, language: null } },
  };
  let shellDir: string;
  const served = async (path: string, token: string, acceptLanguage = 'en-GB,en;q=0.8') => {
    const hono = new Hono();
    serveFrontends(hono, {
      ...OPTIONS,
      shellDir,
      signedInPage: async (cookie) => people[cookie] ?? null,
    });
    const headers = { ...HTML, cookie: `vs_session=${token}`, 'accept-language': acceptLanguage };
    return (await hono.request(path, { headers })).text();
  };

  beforeAll(async () => {
    shellDir = await mkdtemp(join(tmpdir(), 'vs-first-screen-'));
    await writeFile(join(shellDir, 'index.html'), SHELL);
  });
  beforeEach(() => {
    asked = [];
  });
  afterAll(async () => {
    await rm(shellDir, { recursive: true, force: true });
  });

  it("stands before the app's root on a participant's home, with its styles in the head, the build's stylesheets applied and the scripts after them", async () => {
    const html = await served('/', 'plain');
    expect(html).toContain('<div id="vs-first-screen">Welcome</div><div id="root">');
    expect(html).toContain('<style>.first{}</style></head>');
    expect(html).toContain('<link href="/static/css/fonts.css" rel="stylesheet">');
    expect(html).toContain('<link href="/static/js/app.js" rel="preload" as="script" fetchpriority="low">');
    expect(html).not.toMatch(/as="script">/);
    expect(asked).toEqual([
      {
        token: 'plain',
        title: 'Values System',
        language: 'en',
        typeface: '/static/font/inter-latin.abc.woff2',
      },
    ]);
  });

  it("is in the account's language, else the browser's, under the organisation's name when it hides the product's", async () => {
    await served('/', 'german', 'fr-FR,fr;q=0.9');
    await served('/', 'plain', 'nl-NL,nl;q=0.9');
    expect(asked.map(({ typeface, ...page }) => page)).toEqual([
      { token: 'german', title: 'Acme', language: 'de' },
      { token: 'plain', title: 'Values System', language: 'nl' },
    ]);
  });

  it("is drawn only on a participant's home, only where the look-up offers one, and not when there is none", async () => {
    for (const [path, token] of [
      ['/prework', 'plain'],
      ['/live', 'plain'],
      ['/', 'undrawn'],
      ['/', 'guide'],
      ['/', 'signed-out'],
    ] as const) {
      const html = await served(path, token);
      expect(html, `${path} as ${token}`).not.toContain('vs-first-screen');
      expect(html, `${path} as ${token}`).toContain('rel="preload" as="style"');
      expect(html, `${path} as ${token}`).not.toContain('fetchpriority');
    }
    expect(asked).toEqual([]);
    people.nobody = page('nobody', null, null, 'nothing');
    const html = await served('/', 'nobody');
    expect(html).not.toContain('vs-first-screen');
    expect(html).toContain('rel="preload" as="style"');
  });
});

describe("serveFrontends: the build's compressed copies", () => {
  let dir: string;
  const FILE = 'static/js/app.1234.js';
  const server = () => {
    const hono = new Hono();
    serveFrontends(hono, {
      ...OPTIONS,
      shellDir: dir,
    });
    return hono;
  };
  const fetchAs = (acceptEncoding?: string, path = `/${FILE}`) =>
    server().request(
      path,
      acceptEncoding === undefined ? {} : { headers: { 'accept-encoding': acceptEncoding } },
    );

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vs-shell-precompressed-'));
    await mkdir(join(dir, 'static', 'js'), { recursive: true });
    await writeFile(join(dir, FILE), 'plain');
    await writeFile(join(dir, `${FILE}.br`), 'brotli bytes');
    await writeFile(join(dir, `${FILE}.gz`), 'gzip bytes');
    await writeFile(join(dir, 'static', 'js', 'small.js'), 'small');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each([
    ['gzip, deflate, br, zstd', 'br', 'brotli bytes'],
    ['gzip', 'gzip', 'gzip bytes'],
    ['br;q=0, gzip;q=1.0', 'gzip', 'gzip bytes'],
    ['identity', null, 'plain'],
    [undefined, null, 'plain'],
  ])('answers Accept-Encoding %s with its best copy (%s)', async (accept, encoding, body) => {
    const reply = await fetchAs(accept);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-encoding')).toBe(encoding);
    expect(reply.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(reply.headers.get('vary')).toBe('accept-encoding');
    expect(reply.headers.get('content-length')).toBe(String(body.length));
    expect(Buffer.from(await reply.arrayBuffer()).toString()).toBe(body);
  });

  it('validates each copy by its own tag, and sends a file without copies as it is', async () => {
    const brotli = (await fetchAs('br')).headers.get('etag') ?? '';
    expect(brotli).not.toBe((await fetchAs('gzip')).headers.get('etag'));
    expect(
      (await server().request(`/${FILE}`, { headers: { 'accept-encoding': 'br', 'if-none-match': brotli } }))
        .status,
    ).toBe(304);
    const small = await fetchAs('br', '/static/js/small.js');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('small');
  });
});
