import { DEFAULT_SESSION_POLICY } from '@vs/domain';
import { parse } from 'hono/utils/cookie';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { SESSION_COOKIE, sessionTokenOf } from './session.ts';

const MINUTE = 60_000;
const IDLE = DEFAULT_SESSION_POLICY.idleMinutes * MINUTE;
const ABSOLUTE = DEFAULT_SESSION_POLICY.absoluteHours * 60 * MINUTE;

const setUp = async () => {
  const testApp = await createTestApp();
  const participant = await testApp.signIn(testApp.cast.participant);
  const isValid = async () => (await participant.request('POST', '/api/auth/loggedIn')).body.valid;
  const readValues = async () =>
    (await participant.request('GET', '/api/response/participant?prework=true')).status;
  return { ...testApp, participant, isValid, readValues };
};

describe('sessionTokenOf', () => {
  const TOKEN = 'Ab3_-xYz09abcdefghijklmnopqrstuvwxyzABCDEFG';
  // Pieces a Cookie header is made of: the plain pair a browser sends, and every way one can differ.
  const pairs = [
    `${SESSION_COOKIE}=${TOKEN}`,
    `${SESSION_COOKIE}=`,
    `${SESSION_COOKIE}="${TOKEN}"`,
    `${SESSION_COOKIE}=a%20b`,
    `${SESSION_COOKIE}=%zz`,
    `${SESSION_COOKIE}=${TOKEN} `,
    `${SESSION_COOKIE}=a b`,
    `${SESSION_COOKIE}=a,b`,
    `${SESSION_COOKIE}=a.b`,
    ` ${SESSION_COOKIE}=spaced`,
    `\t${SESSION_COOKIE}=tabbed`,
    `\u00a0${SESSION_COOKIE}=nbsp`,
    `${SESSION_COOKIE} =named-with-space`,
    `x${SESSION_COOKIE}=longer-name`,
    `${SESSION_COOKIE}x=longer-name`,
    `${SESSION_COOKIE.toUpperCase()}=upper`,
    'theme=dark',
    'empty=',
    'novalue',
    '',
  ];
  const headers = [
    ...pairs,
    ...pairs.flatMap((first) => pairs.flatMap((second) => [`${first};${second}`, `${first}; ${second}`])),
  ];

  it('reads every header as Hono reads it (the first valid pair named vs_session, decoded)', () => {
    for (const header of headers)
      expect(sessionTokenOf(header), JSON.stringify(header)).toBe(
        parse(header, SESSION_COOKIE)[SESSION_COOKIE],
      );
  });

  it('reads the plain token a browser sends, alone or before other cookies', () => {
    expect(sessionTokenOf(`${SESSION_COOKIE}=${TOKEN}`)).toBe(TOKEN);
    expect(sessionTokenOf(`${SESSION_COOKIE}=${TOKEN}; theme=dark`)).toBe(TOKEN);
    expect(sessionTokenOf(`theme=dark; ${SESSION_COOKIE}=${TOKEN}`)).toBe(TOKEN);
    expect(sessionTokenOf('theme=dark')).toBeUndefined();
    expect(sessionTokenOf(undefined)).toBeUndefined();
  });
});

const EXPIRED = { status: 401, body: { success: false, code: 'AUTH.NO_SESSION' } };

describe('session expiry', () => {
  it('keeps a session alive while it is used within the idle limit', async () => {
    const { deps, isValid, readValues } = await setUp();
    for (let i = 0; i < 3; i += 1) {
      deps.clock.advance(IDLE - MINUTE);
      expect(await readValues()).toBe(200);
    }
    expect(await isValid()).toBe(true);
  });

  it('ends a session left idle for the idle limit (401), and loggedIn reports it invalid', async () => {
    const { deps, participant, isValid } = await setUp();
    deps.clock.advance(IDLE);
    expect(await participant.request('GET', '/api/response/participant?prework=true')).toMatchObject(EXPIRED);
    expect(await participant.request('POST', '/api/auth/loggedIn')).toMatchObject({
      status: 200,
      body: { success: true, valid: false },
    });
    // The expired session is gone for good: going back in time does not revive it.
    deps.clock.advance(-IDLE);
    expect(await isValid()).toBe(false);
  });

  it('ends a session at the absolute limit after login even while in use (401)', async () => {
    const { deps, participant, isValid, readValues } = await setUp();
    const step = IDLE / 2;
    let elapsed = 0;
    while (elapsed + step < ABSOLUTE) {
      deps.clock.advance(step);
      elapsed += step;
      expect(await readValues()).toBe(200);
    }
    deps.clock.advance(ABSOLUTE - elapsed - 1);
    expect(await isValid()).toBe(true);
    deps.clock.advance(1);
    expect(await participant.request('GET', '/api/response/participant?prework=true')).toMatchObject(EXPIRED);
    expect(await isValid()).toBe(false);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, for the absolute lifetime', async () => {
    const { anonymous, cast } = await createTestApp();
    const reply = await anonymous.request('POST', '/api/auth/login', {
      email: cast.participant.email,
      password: 'Passw0rd!',
    });
    const cookie = reply.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`${SESSION_COOKIE}=`);
    expect(cookie).toContain(`Max-Age=${ABSOLUTE / 1000}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
  });

  it('treats an unknown session cookie as no session (401)', async () => {
    const { app } = await createTestApp();
    const response = await app.request('http://localhost/api/response/participant?prework=true', {
      headers: { cookie: `${SESSION_COOKIE}=forged-token` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, code: 'AUTH.NO_SESSION' });
  });
});
