import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, UPLOAD_LIMIT_BYTES } from './app.ts';
import { SESSION_COOKIE } from './middleware/session.ts';
import { chosenValues, responseStateOf } from './testing/response-state.ts';
import { createTestApp, TEST_ORIGIN } from './testing/test-app.ts';

interface RawRequest {
  readonly path: string;
  readonly method?: string;
  readonly body: string | ReadableStream<Uint8Array>;
  readonly contentType?: string;
  readonly contentLength?: number;
}

/** A signed-in participant and admin who can send raw bodies (any size, type or syntax). */
const setUp = async () => {
  const testApp = await createTestApp();
  const { participant, admin } = await testApp.clients();
  const rawFrom =
    (cookie: string | null) =>
    async ({ path, method = 'PUT', body, contentType = 'application/json', contentLength }: RawRequest) => {
      const headers: Record<string, string> = {
        origin: TEST_ORIGIN,
        cookie: `${SESSION_COOKIE}=${cookie}`,
        'content-type': contentType,
      };
      if (contentLength !== undefined) headers['content-length'] = String(contentLength);
      const response = await testApp.app.request(`${TEST_ORIGIN}${path}`, {
        method,
        headers,
        body,
        ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
      });
      return { status: response.status, body: await response.json() };
    };
  return { ...testApp, raw: rawFrom(participant.cookie), rawAsAdmin: rawFrom(admin.cookie) };
};

const SAVE = '/api/response/participant?prework=true';

/** A valid step-1 save padded to exactly `size` bytes (the schema drops the unknown padding key). */
const saveOfSize = (size: number): string => {
  const body = (padding: string) => JSON.stringify({ values: chosenValues(), completedMark: 0, padding });
  return body('x'.repeat(size - body('').length));
};

/** The text as a stream of small chunks, as a client sends a body without Content-Length. */
const streamed = (text: string): ReadableStream<Uint8Array> => {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 16 * 1024));
      offset += 16 * 1024;
    },
  });
};

describe('body size limit', () => {
  it(`refuses an /api body above ${BODY_LIMIT_BYTES} bytes (413), writing nothing`, async () => {
    const { raw, deps, cast } = await setUp();
    const before = await responseStateOf(deps.store, cast.participant.uid);
    const body = saveOfSize(BODY_LIMIT_BYTES + 1);
    const tooLarge = { status: 413, body: { success: false, message: 'The request is too large.' } };
    expect(await raw({ path: SAVE, body, contentLength: body.length })).toEqual(tooLarge);
    expect(await raw({ path: SAVE, body: streamed(body) })).toEqual(tooLarge);
    expect(await responseStateOf(deps.store, cast.participant.uid)).toEqual(before);
  });

  it('accepts a body of exactly the limit', async () => {
    const { raw, deps, cast } = await setUp();
    const body = saveOfSize(BODY_LIMIT_BYTES);
    expect(await raw({ path: SAVE, body: streamed(body) })).toMatchObject({ status: 200 });
    expect(await raw({ path: SAVE, body, contentLength: body.length })).toMatchObject({ status: 200 });
    expect(await deps.store.responses.find(cast.participant.uid, 'prework')).not.toBeNull();
  });

  it('lets an event upload above the API limit through and refuses one above the upload limit (413)', async () => {
    const { rawAsAdmin } = await setUp();
    const path = '/api/event/upload_event';
    const large = JSON.stringify({ eventFile: 'x'.repeat(BODY_LIMIT_BYTES * 2) });
    expect((await rawAsAdmin({ path, method: 'POST', body: large })).status).not.toBe(413);
    const huge = JSON.stringify({ eventFile: 'x'.repeat(UPLOAD_LIMIT_BYTES) });
    expect(await rawAsAdmin({ path, method: 'POST', body: huge })).toEqual({
      status: 413,
      body: { success: false, message: 'The file is too large.' },
    });
  });
});

describe('bodies after identity', () => {
  /** A streamed body (no Content-Length) that notes whether anyone read it. */
  const watchedBody = () => {
    const watch = { read: false };
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          watch.read = true;
          controller.enqueue(new TextEncoder().encode(saveOfSize(1024)));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    return { body, watch };
  };

  it('refuses a request without a session (401) before reading its body', async () => {
    const { app } = await setUp();
    for (const path of [SAVE, '/api/event/upload_event', '/api/user/updateself']) {
      const { body, watch } = watchedBody();
      const response = await app.request(`${TEST_ORIGIN}${path}`, {
        method: path === '/api/event/upload_event' ? 'POST' : 'PUT',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(401);
      expect(watch.read).toBe(false);
    }
  });
});

describe('request bodies that are not JSON', () => {
  it('refuses malformed JSON and JSON that is not an object (400) with a clear message, writing nothing', async () => {
    const { raw, deps, cast } = await setUp();
    const before = await responseStateOf(deps.store, cast.participant.uid);
    for (const body of ['{"values": [', 'values=1', '']) {
      expect(await raw({ path: SAVE, body }), body).toEqual({
        status: 400,
        body: { success: false, message: 'Malformed JSON in request body' },
      });
    }
    for (const body of ['null', '[]', '"values"']) {
      expect(await raw({ path: SAVE, body }), body).toMatchObject({
        status: 400,
        body: {
          success: false,
          code: 'REQUEST.INVALID',
          message: expect.stringContaining('expected object'),
        },
      });
    }
    expect(await responseStateOf(deps.store, cast.participant.uid)).toEqual(before);
  });

  it('refuses a body that is not sent as JSON (400), saying so, writing nothing', async () => {
    const { raw, deps, cast } = await setUp();
    const before = await responseStateOf(deps.store, cast.participant.uid);
    const json = JSON.stringify({ values: chosenValues(), completedMark: 0 });
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      '',
    ]) {
      expect(await raw({ path: SAVE, body: json, contentType }), contentType).toEqual({
        status: 400,
        body: {
          success: false,
          message: 'The request body must be JSON (Content-Type: application/json).',
          code: 'REQUEST.NOT_JSON',
        },
      });
    }
    expect(await responseStateOf(deps.store, cast.participant.uid)).toEqual(before);
  });

  it('accepts JSON with a charset or a +json media type', async () => {
    const { raw } = await setUp();
    const json = JSON.stringify({ values: chosenValues(), completedMark: 0 });
    for (const contentType of ['application/json; charset=utf-8', 'application/merge-patch+json']) {
      expect((await raw({ path: SAVE, body: json, contentType })).status, contentType).toBe(200);
    }
  });
});
