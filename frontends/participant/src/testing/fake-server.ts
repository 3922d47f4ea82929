import { vi } from 'vitest';

interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: Record<string, unknown> | undefined;
}

type Reply = { status?: number; body: Record<string, unknown> };
type FakeRoute = Reply | ((request: SeenRequest) => Reply | Promise<Response>);

/** A fetch stand-in answering by "METHOD /path"; it records every request. */
export const fakeServer = (routes: Record<string, FakeRoute>) => {
  const requests: SeenRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const request = { method, path: url.pathname, query: url.searchParams, body };
      requests.push(request);
      const route = routes[`${method} ${url.pathname}`];
      const reply =
        typeof route === 'function' ? route(request) : (route ?? { status: 404, body: { success: false } });
      if (reply instanceof Promise) return reply;
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { requests, puts: () => requests.filter((r) => r.method === 'PUT') };
};
