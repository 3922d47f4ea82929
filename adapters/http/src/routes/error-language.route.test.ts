import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../middleware/session.ts';
import { expectRefused } from '../testing/probes.ts';
import { updateUser } from '../testing/response-state.ts';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app.ts';

const newUser = {
  accessLevel: 0,
  forename: 'Nia',
  surname: 'New',
  email: 'nia.new@example.test',
  password: 'Initial1pass',
};

/** A request with its own headers (the test client sends none of a browser's languages). */
const send = async (
  app: Awaited<ReturnType<typeof createTestApp>>['app'],
  path: string,
  init: { readonly body?: unknown; readonly language?: string; readonly cookie?: string | null },
) => {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, 'content-type': 'application/json' };
  if (init.language !== undefined) headers['accept-language'] = init.language;
  if (init.cookie) headers.cookie = `${SESSION_COOKIE}=${init.cookie}`;
  const response = await app.request(`${TEST_ORIGIN}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(init.body ?? {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('error messages in the reader’s language', () => {
  it('words a 403 and a 400 in a signed-in German person’s language, whatever their browser asks', async () => {
    const { deps, cast, signIn, app } = await createTestApp();
    await updateUser(deps.store, cast.participant.uid, { language: 'de' });
    const participant = await signIn(cast.participant);
    await expectRefused(
      deps,
      () => participant.request('POST', '/api/auth/register', newUser),
      403,
      /^Das dürfen Sie nicht tun\.$/,
    );
    const refused = await send(app, '/api/auth/register', {
      body: { ...newUser, forename: 7 },
      language: 'en-GB',
      cookie: participant.cookie,
    });
    expect(refused).toEqual({
      status: 400,
      body: {
        success: false,
        code: 'REQUEST.INVALID',
        message: 'forename: Ungültige Eingabe: erwartet string, erhalten Zahl',
      },
    });
  });

  it('words a signed-out refusal by Accept-Language (de-CH finds German)', async () => {
    const { app } = await createTestApp();
    expect(
      await send(app, '/api/auth/login', {
        body: { email: 'x@y.test', password: 'nope' },
        language: 'de-CH',
      }),
    ).toMatchObject({ status: 401, body: { message: 'E-Mail-Adresse oder Passwort ist falsch.' } });
    expect(
      await send(app, '/api/auth/login', { body: { email: 5 }, language: 'fr, en;q=0.5' }),
    ).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^email: Entrée invalide/) },
    });
  });

  it('answers in English exactly as before without Accept-Language, and for an English browser', async () => {
    const { app } = await createTestApp();
    for (const language of [undefined, 'en-US,en;q=0.9']) {
      expect(
        await send(app, '/api/auth/login', {
          body: { email: 'x@y.test', password: 'nope' },
          ...(language ? { language } : {}),
        }),
      ).toEqual({
        status: 401,
        body: { success: false, code: 'AUTH.INVALID_CREDENTIALS', message: 'Incorrect email or password.' },
      });
      expect(
        await send(app, '/api/auth/login', {
          body: { email: 5, password: 'x' },
          ...(language ? { language } : {}),
        }),
      ).toMatchObject({
        status: 400,
        body: { message: 'email: Invalid input: expected string, received number' },
      });
    }
  });

  it('words a schema’s own message and the organisation’s taken short name (with its argument) in the reader’s language', async () => {
    const { app, deps, cast, signIn } = await createTestApp();
    await updateUser(deps.store, cast.admin.uid, { language: 'nl' });
    const admin = await signIn(cast.admin);
    await admin.request('POST', '/api/org/create', { name: 'Acme', slug: 'acme' });
    expect(
      await send(app, '/api/org/create', { body: { name: 'Other', slug: 'acme' }, cookie: admin.cookie }),
    ).toMatchObject({
      status: 409,
      body: {
        code: 'ORG.SLUG_TAKEN',
        message: 'De korte naam ‘acme’ wordt al gebruikt door een andere organisatie',
      },
    });
    expect(
      await send(app, '/api/auth/login', { body: { email: '', password: 'x' }, language: 'nl' }),
    ).toMatchObject({
      status: 400,
      body: { message: 'email: E-mailadres is verplicht' },
    });
  });

  it('words the domain’s rules in the reader’s language, English word for word without one', async () => {
    const { app, deps, cast, signIn } = await createTestApp();
    await updateUser(deps.store, cast.admin.uid, { language: 'de' });
    const admin = await signIn(cast.admin);
    const weak = await send(app, '/api/auth/register', {
      body: { ...newUser, password: 'short' },
      cookie: admin.cookie,
    });
    expect(weak).toMatchObject({ status: 400, body: { code: 'USER.WEAK_PASSWORD' } });
    expect(weak.body.message).toMatch(/^Muss mindestens eine Ziffer/);
    expect(
      await send(app, '/api/org/create', { body: { name: 'Other', slug: 'default' }, cookie: admin.cookie }),
    ).toMatchObject({
      status: 400,
      body: { code: 'ORG.SLUG_RESERVED', message: 'Der Kurzname „default“ gehört der Standardorganisation' },
    });
    const unknown = { email: 'nobody@example.test' };
    expect(
      await send(app, '/api/auth/reset_password_email', { body: unknown, language: 'es' }),
    ).toMatchObject({
      status: 404,
      body: { message: expect.stringMatching(/^No se ha encontrado ningún usuario/) },
    });
    expect(await send(app, '/api/auth/reset_password_email', { body: unknown })).toMatchObject({
      status: 404,
      body: {
        message: 'No user found with the given email. Contact your facilitator for more information.',
      },
    });
  });
});
