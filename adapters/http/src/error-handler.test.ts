import { DomainError, type DomainErrorKind, rateLimited, verbatim } from '@vs/domain';
import { createInMemoryStore, createTestDeps } from '@vs/domain/testing';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from './env.ts';
import { createErrorHandler, STATUS_BY_KIND, UNAVAILABLE_MESSAGE } from './error-handler.ts';
import { chosenValues } from './testing/response-state.ts';
import { createTestApp } from './testing/test-app.ts';

const GENERIC = 'Something went wrong. Please try again.';

/** A failure the adapters would classify as their service being down (a tag here). */
class OutageError extends Error {}
const serviceDown = (error: unknown) => (error instanceof OutageError ? 'database' : null);

/** A bare app whose one route throws what the test gives it, with a logger that records calls. */
const throwing = (error: Error) => {
  const logger = { error: vi.fn() };
  const app = new Hono<AppEnv>().onError(createErrorHandler(logger, serviceDown)).post('/boom', () => {
    throw error;
  });
  const send = async () => {
    const response = await app.request('http://localhost/boom', { method: 'POST' });
    return {
      status: response.status,
      headers: response.headers,
      text: await response.clone().text(),
      body: await response.json(),
    };
  };
  return { send, logger };
};

const EXPECTED_STATUS: [DomainErrorKind, number][] = [
  ['invalid', 400],
  ['unauthenticated', 401],
  ['forbidden', 403],
  ['not-found', 404],
  ['conflict', 409],
  ['too-large', 413],
  ['gone', 410],
  ['rate-limited', 429],
  ['unavailable', 503],
];

describe('createErrorHandler', () => {
  it('maps every kind of domain error to its status', () => {
    expect(Object.entries(STATUS_BY_KIND).sort()).toEqual([...EXPECTED_STATUS].sort());
  });

  for (const [kind, status] of EXPECTED_STATUS) {
    it(`answers a ${kind} DomainError with ${status} and { success: false, message, code }, logging nothing`, async () => {
      const { send, logger } = throwing(
        new DomainError(kind, 'SOME.CODE', verbatim('A sentence for the user.')),
      );
      expect(await send()).toMatchObject({
        status,
        body: { success: false, message: 'A sentence for the user.', code: 'SOME.CODE' },
      });
      expect(logger.error).not.toHaveBeenCalled();
    });
  }

  it('tells a rate-limited client when to try again (Retry-After, in seconds), and no other error', async () => {
    const limited = await throwing(rateLimited(89_500)).send();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('90');
    expect((await throwing(rateLimited()).send()).headers.get('retry-after')).toBeNull();
    const invalid = await throwing(new DomainError('invalid', 'X.BAD', verbatim('Bad'))).send();
    expect(invalid.headers.get('retry-after')).toBeNull();
  });

  it('answers an HTTPException with its status and message', async () => {
    const { send, logger } = throwing(new HTTPException(400, { message: 'Malformed JSON in request body' }));
    expect(await send()).toMatchObject({
      status: 400,
      body: { success: false, message: 'Malformed JSON in request body' },
    });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('gives an HTTPException without a message a generic one, and a 413 the size message', async () => {
    expect((await throwing(new HTTPException(400)).send()).body).toEqual({
      success: false,
      message: 'Bad request.',
    });
    expect(await throwing(new HTTPException(413, { message: 'Payload Too Large' })).send()).toMatchObject({
      status: 413,
      body: { success: false, message: 'The request is too large.' },
    });
  });

  it('answers an error showing a service down with 503, Retry-After and a short message, logging nothing', async () => {
    const { send, logger } = throwing(new OutageError('connect ECONNREFUSED 10.0.0.5:5432'));
    const reply = await send();
    expect(reply.status).toBe(503);
    expect(reply.headers.get('retry-after')).toBe('5');
    expect(reply.body).toEqual({ success: false, message: UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
    expect(UNAVAILABLE_MESSAGE).toBe('The service is briefly unavailable. Please try again in a moment.');
    for (const leak of ['ECONNREFUSED', '10.0.0.5', 'database']) expect(reply.text).not.toContain(leak);
    // The process reports the outage once; a line per request is what this replaces.
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('answers an unexpected error with 500 and a generic message, logging the error but never showing it', async () => {
    const error = new Error('connection to db-secret.internal:5432 refused for user admin');
    const { send, logger } = throwing(error);
    const reply = await send();
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({ success: false, message: GENERIC });
    for (const leak of ['db-secret', 'refused', 'at ', 'stack', '.ts'])
      expect(reply.text).not.toContain(leak);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(
      { err: error, route: '/boom', method: 'POST' },
      'unhandled error',
    );
  });
});

describe('unexpected errors in the API', () => {
  /**
   * The in-memory store whose `repository`'s `methods` fail as PostgreSQL's do when it is down,
   * from `outage.start()` on.
   */
  const storeGoingDown = <K extends 'responses' | 'sessions'>(repository: K, methods: readonly string[]) => {
    const store = createInMemoryStore();
    let down = false;
    const repo = store[repository] as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const watched = Object.fromEntries(
      methods.map((method) => [
        method,
        async (...args: unknown[]) => {
          if (down) throw new OutageError('Connection terminated unexpectedly');
          return repo[method]?.(...args);
        },
      ]),
    );
    const deps = createTestDeps({ store: { ...store, [repository]: { ...repo, ...watched } } });
    return { deps, start: () => (down = true) };
  };

  it('answers a save while the database is down with 503 and Retry-After; what does not need it still works', async () => {
    const outage = storeGoingDown('responses', ['save']);
    const { signIn, cast } = await createTestApp({ deps: outage.deps, serviceDown });
    const participant = await signIn(cast.participant);
    outage.start();
    const save = await participant.request('PUT', '/api/response/participant?prework=true', {
      values: chosenValues(),
      descriptions: Array(10).fill(''),
      percentLived: Array(10).fill(50),
    });
    expect([save.status, save.headers.get('retry-after'), save.body]).toEqual([
      503,
      '5',
      { success: false, message: UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' },
    ]);
    expect((await participant.request('GET', '/api/user/info')).status).toBe(200);
  });

  it('answers 503 when the session cannot be read, before any route runs', async () => {
    const outage = storeGoingDown('sessions', ['findSignedIn']);
    const { signIn, cast } = await createTestApp({ deps: outage.deps, serviceDown });
    const participant = await signIn(cast.participant);
    outage.start();
    const reply = await participant.request('GET', '/api/user/info');
    expect([reply.status, reply.headers.get('retry-after')]).toEqual([503, '5']);
  });

  it('answers a store failure during a save with a generic 500, without error text', async () => {
    const store = createInMemoryStore();
    const failingStore = {
      ...store,
      responses: {
        ...store.responses,
        save: async () => {
          throw new Error('duplicate key value violates unique constraint "responses_pkey"');
        },
      },
    };
    const { signIn, cast } = await createTestApp({ deps: createTestDeps({ store: failingStore }) });
    const participant = await signIn(cast.participant);
    const reply = await participant.request('PUT', '/api/response/participant?prework=true', {
      values: chosenValues(),
      descriptions: Array(10).fill(''),
      percentLived: Array(10).fill(50),
    });
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({ success: false, message: GENERIC });
  });
});
