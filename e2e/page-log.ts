import type { Page } from 'playwright-core';

/**
 * What a browser page went through, for the message of a test that waited in vain: where it went,
 * what it logged as an error or warning, its uncaught errors, a sign-out it sent, every reply that
 * set or cleared the session cookie (with the cookie's first characters), and every request that
 * failed or was answered with 400 or more (a 401 with the session cookie it sent, if any), each with
 * the time it happened.
 */
export const recordPage = (page: Page): { readonly text: () => string } => {
  const lines: string[] = [];
  const note = (line: string) => lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`at ${frame.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/logout')) note(`signs out: ${request.method()} ${request.url()}`);
  });
  /** The first characters of the session cookie in a cookie header, or 'none'. */
  const sessionIn = (header: string | undefined | null) => {
    const value = /vs_session=([^;]*)/.exec(header ?? '')?.[1];
    return value === undefined ? 'none' : value === '' ? 'empty' : `${value.slice(0, 8)}…`;
  };
  page.on('response', async (response) => {
    if (response.status() === 401) {
      // Whether the browser sent a session the server did not know, or sent none.
      const sent = await response
        .request()
        .headerValue('cookie')
        .catch(() => null);
      note(`401 ${response.request().method()} ${response.url()} (session cookie sent: ${sessionIn(sent)})`);
    } else if (response.status() >= 400)
      note(`${response.status()} ${response.request().method()} ${response.url()}`);
    // A reply that sets or clears the session cookie (only /api/auth's do): which one ended a
    // session, if one did. Its headers cost a round trip to the browser, so only those are asked.
    if (!response.url().includes('/api/auth/')) return;
    const setCookie = await response.headerValue('set-cookie').catch(() => null);
    if (setCookie?.includes('vs_session='))
      note(
        `${response.url()} sets the session cookie ${sessionIn(setCookie)}${/max-age=0\b/i.test(setCookie) ? ' (cleared)' : ''}`,
      );
  });
  page.on('requestfailed', (request) =>
    note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`),
  );
  return { text: () => lines.join('\n') };
};
