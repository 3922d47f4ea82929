import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { ConsoleRoot } from '../home/console-root.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

export type Reply = { status?: number; body: Record<string, unknown>; headers?: Record<string, string> };

export interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
}

/**
 * A fetch stand-in answering by "METHOD /path" (query ignored for matching, recorded for
 * assertions). A route may be a function of the request. Unknown routes answer 404.
 */
export const fakeServer = (routes: Record<string, Reply | ((request: SeenRequest) => Reply)>) => {
  const requests: SeenRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, query: url.searchParams, body };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const reply =
      typeof route === 'function'
        ? route(request)
        : (route ?? { status: 404, body: { success: false, message: 'Not found.' } });
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { requests, fetch };
};

const WhereAmI = () => <p data-testid="location">{useLocation().pathname}</p>;

/**
 * Renders a console screen at `path` (default `/`), routed at `route` (default `/`), as a remote
 * renders it: design system, server data and a router; any other route shows its path in
 * `data-testid="location"`.
 */
export const renderConsole = (screen: ReactNode, path = '/', route = '/') =>
  render(
    <ConsoleRoot>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={screen} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </ConsoleRoot>,
  );
