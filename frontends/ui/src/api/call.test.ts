import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { cutOffBody } from '../testing/cut-off-body.ts';
import { ApiError, call, callWithReport, FALLBACK_MESSAGE, messageOf, OFFLINE_MESSAGE } from './call.ts';

const reply = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const failureOf = async (request: Promise<Response>): Promise<ApiError> => {
  try {
    await call(request);
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error('the call did not fail with ApiError');
};

describe('call', () => {
  it('returns the JSON reply of a successful call', async () => {
    expect(await call(reply({ success: true, message: 'Saved', n: 1 }))).toEqual({
      success: true,
      message: 'Saved',
      n: 1,
    });
  });

  it("throws the server's message on an HTTP failure or `success: false`", async () => {
    expect(await failureOf(reply({ success: false, message: 'Not allowed' }, 403))).toMatchObject({
      status: 403,
      message: 'Not allowed',
    });
    expect(await failureOf(reply({ success: false, message: 'Already in an event' }))).toMatchObject({
      status: 200,
      message: 'Already in an event',
    });
  });

  it('falls back to a plain message without one, and says when the server was not reached', async () => {
    expect((await failureOf(Promise.resolve(new Response('oops', { status: 500 })))).message).toBe(
      FALLBACK_MESSAGE,
    );
    expect(await failureOf(Promise.reject(new TypeError('Failed to fetch')))).toMatchObject({
      status: 0,
      message: OFFLINE_MESSAGE,
    });
  });

  it('takes a success whose body was cut off for no reply, not for an empty one', async () => {
    // The browser cuts off a reply's body as the page is left: the headers said 200, the JSON never came.
    const cutOff = new Response(cutOffBody(), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
    expect(await failureOf(Promise.resolve(cutOff))).toMatchObject({ status: 0, message: OFFLINE_MESSAGE });
    expect(await failureOf(Promise.resolve(new Response('{"success":tr', { status: 200 })))).toMatchObject({
      status: 0,
    });
  });
});

describe('callWithReport', () => {
  const isReport = (body: unknown): body is { rows: string[] } =>
    typeof body === 'object' && body !== null && 'rows' in body;

  it('returns a refusal that carries a report, and throws any other', async () => {
    expect(
      await callWithReport(reply({ success: false, message: 'Bad rows', rows: ['x'] }, 400), isReport),
    ).toEqual({
      success: false,
      message: 'Bad rows',
      rows: ['x'],
    });
    await expect(
      callWithReport(reply({ success: false, message: 'Not allowed' }, 403), isReport),
    ).rejects.toMatchObject({
      status: 403,
      message: 'Not allowed',
    });
    expect(await callWithReport(reply({ success: true, rows: [] }), isReport)).toEqual({
      success: true,
      rows: [],
    });
  });
});

const english = createIntl({ locale: 'en', messages: {} });

describe('messageOf', () => {
  it("gives a failed call's message, and the fallback for anything else", () => {
    expect(messageOf(new ApiError(409, 'Taken'), english)).toBe('Taken');
    expect(messageOf(new Error('internal detail'), english)).toBe(FALLBACK_MESSAGE);
  });

  it('words the client’s own messages in the reader’s language, the server’s as sent', async () => {
    const german = createIntl({
      locale: 'de',
      messages: {
        'ui.call.offline': 'Der Server war nicht erreichbar.',
        'ui.call.fallback': 'Etwas ist schiefgelaufen.',
      },
    });
    const offline = await call(Promise.reject(new TypeError('Failed to fetch'))).catch(
      (error: unknown) => error,
    );
    expect(messageOf(offline, german)).toBe('Der Server war nicht erreichbar.');
    expect(messageOf(new Error('internal detail'), german)).toBe('Etwas ist schiefgelaufen.');
    expect(messageOf(new ApiError(409, 'Bereits vergeben', 'ORG.SLUG_TAKEN'), german)).toBe(
      'Bereits vergeben',
    );
  });
});
