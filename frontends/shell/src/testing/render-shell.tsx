import { act, cleanup, render, waitFor } from '@testing-library/react';
import { UiProvider } from '@vs/ui';
import { cutOffBody } from '@vs/ui/testing';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, expect, vi } from 'vitest';
import { type RuntimeConfig, RuntimeConfigContext } from '../config/runtime-config.ts';
import { ShellLanguage } from '../i18n/shell-language.tsx';
import { SessionProvider } from '../session/session.tsx';

export const TEST_CONFIG: RuntimeConfig = {
  productTitle: 'Values System',
  contactEmail: 'help@example.test',
  sessionCheckMs: 60_000,
  remotes: {
    participant: '/remotes/participant/mf-manifest.json',
    guide: '/remotes/guide/mf-manifest.json',
    admin: '/remotes/admin/mf-manifest.json',
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A reply; `cutOff`: its headers arrive, its body never does (the browser left the page meanwhile). */
export type Reply = { status?: number; body: Record<string, unknown>; cutOff?: boolean };

/**
 * A fetch stand-in answering by "METHOD /path"; it records every request it saw. A route that
 * answers with a promise holds its reply until the test settles it.
 */
export const fakeServer = (routes: Record<string, Reply | ((body: unknown) => Reply | Promise<Reply>)>) => {
  const requests: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, body });
    const route = routes[`${method} ${url.pathname}`];
    const reply =
      typeof route === 'function'
        ? await route(body)
        : (route ?? { status: 404, body: { success: false, message: 'Not found.' } });
    return new Response(reply.cutOff ? cutOffBody() : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { requests };
};

/**
 * Watches the reply bodies the app reads from now on. The function it gives resolves once `count`
 * of them were read and what the app does with them has run: the way to show that a late reply
 * changed nothing, without waiting for time.
 */
export const watchReplyReads = () => {
  const reads = vi.spyOn(Response.prototype, 'json');
  return async (count: number): Promise<void> => {
    await waitFor(() => expect(reads.mock.calls.length).toBeGreaterThanOrEqual(count));
    await act(() => Promise.allSettled(reads.mock.results.map((read) => read.value)));
    reads.mockRestore();
  };
};

/**
 * Routes where `signInRoute` starts a session: the session check says signed out before it and
 * signed in (first login, as `firstLogin` says) after it, as the real server does.
 */
export const sessionStartedBy = (signInRoute: string, reply: Reply, firstLogin = false) => {
  let started = false;
  return {
    [signInRoute]: () => {
      started = true;
      return reply;
    },
    'POST /api/auth/loggedIn': () => ({
      body: started
        ? { success: true, message: '', valid: true, accessLevel: 0, firstLogin }
        : { success: true, message: '', valid: false },
    }),
  };
};

const WhereAmI = () => <p data-testid="location">{useLocation().pathname}</p>;

/**
 * Renders `children` at `path` under the shell's providers (design system, config, router, session,
 * language),
 * the session checked every `checkEveryMs`.
 */
export const renderWithShell = (
  path: string,
  children: ReactNode,
  checkEveryMs = TEST_CONFIG.sessionCheckMs,
) =>
  render(
    <UiProvider>
      <RuntimeConfigContext.Provider value={TEST_CONFIG}>
        <MemoryRouter initialEntries={[path]}>
          <SessionProvider checkEveryMs={checkEveryMs}>
            <ShellLanguage>{children}</ShellLanguage>
          </SessionProvider>
        </MemoryRouter>
      </RuntimeConfigContext.Provider>
    </UiProvider>,
  );

/** Renders the screens (by route pattern) at `path` under the shell's providers; elsewhere shows the path. */
export const renderAt = (path: string, screens: Record<string, ReactNode>, checkEveryMs?: number) =>
  renderWithShell(
    path,
    <Routes>
      {Object.entries(screens).map(([pattern, screen]) => (
        <Route key={pattern} path={pattern} element={screen} />
      ))}
      <Route path="*" element={<WhereAmI />} />
    </Routes>,
    checkEveryMs,
  );
