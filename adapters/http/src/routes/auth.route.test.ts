import {
  deliverResetEmail,
  INVALID_CREDENTIALS_MESSAGE,
  INVALID_LINK_MESSAGE,
  PASSWORD_HINT,
  RESET_EMAIL_SENT_MESSAGE,
  RESET_UNKNOWN_EMAIL_MESSAGE,
} from '@vs/domain';
import { makeUser, outboxJobs, recordWrites } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../middleware/session.ts';
import { expectNoPasswordHash, expectRefused } from '../testing/probes.ts';
import { updateUser } from '../testing/response-state.ts';
import { createTestApp, TEST_ORIGIN, type TestResponse } from '../testing/test-app.ts';
import { findLink, findSession, storeLink } from '../testing/tokens.ts';

const NEW_PASSWORD = 'N3wPassword';

/** The session token a reply sets, or null. */
const cookieOf = (response: TestResponse): string | null =>
  new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(response.headers.get('set-cookie') ?? '')?.[1] || null;

describe('POST /api/auth/login', () => {
  it('logs in with a session cookie that scripts cannot read and that stays on this site', async () => {
    const { anonymous, cast, deps } = await createTestApp();
    const response = await anonymous.request('POST', '/api/auth/login', {
      email: cast.guide.email,
      password: 'Passw0rd!',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Logged in', accessLevel: 1 });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain('Max-Age=86400');
    const stored = await findSession(deps, cookieOf(response));
    expect(stored?.user.uid).toBe(cast.guide.uid);
    expect(stored?.session.firstLogin).toBe(true);
    expect((await deps.store.users.findById(cast.guide.uid))?.lastLoginAt).toEqual(deps.clock.now());
  });

  it('finds the account whatever the case and surrounding spaces of the email', async () => {
    const { anonymous, cast } = await createTestApp();
    const response = await anonymous.request('POST', '/api/auth/login', {
      email: `  ${cast.participant.email.toUpperCase()} `,
      password: 'Passw0rd!',
    });
    expect(response.body).toEqual({ success: true, message: 'Logged in', accessLevel: 0 });
  });

  it("opens a new session on every login, leaving other browsers' sessions alone", async () => {
    const { signIn, cast, deps } = await createTestApp();
    const first = await signIn(cast.admin);
    const second = await signIn(cast.admin);
    expect(second.cookie).not.toBe(first.cookie);
    expect((await findSession(deps, second.cookie))?.session.firstLogin).toBe(false);
    expect((await first.request('GET', '/api/user/info')).status).toBe(200);
  });

  it('ends the session the browser came with, so its old id stops working', async () => {
    const { signIn, cast, deps } = await createTestApp();
    const guide = await signIn(cast.guide);
    const response = await guide.request('POST', '/api/auth/login', {
      email: cast.admin.email,
      password: 'Passw0rd!',
    });
    expect((await findSession(deps, cookieOf(response)))?.user.uid).toBe(cast.admin.uid);
    expect(await findSession(deps, guide.cookie)).toBeNull();
  });

  it('answers an unknown email, a wrong password and an account without a password alike', async () => {
    const { anonymous, cast, deps } = await createTestApp();
    const noPassword = makeUser({ passwordHash: null });
    await deps.store.users.insert(noPassword);
    const attempts = [
      { email: 'nobody@example.test', password: 'Passw0rd!' },
      { email: cast.guide.email, password: 'Wrong-passw0rd' },
      { email: noPassword.email, password: 'Passw0rd!' },
    ];
    for (const attempt of attempts) {
      const writes = recordWrites(deps);
      const response = await anonymous.request('POST', '/api/auth/login', attempt);
      expect(response.status).toBe(401);
      // The failed login's audit entry, and nothing else.
      expect(writes()).toEqual(['audit.append']);
      expect(response.body).toEqual({
        success: false,
        message: INVALID_CREDENTIALS_MESSAGE,
        code: 'AUTH.INVALID_CREDENTIALS',
      });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('replies with a fresh lid instead of a session while a setup link is pending', async () => {
    const { anonymous, clients, deps } = await createTestApp();
    const { admin } = await clients();
    const registered = await admin.request<{ user: { uid: string } }>('POST', '/api/auth/register', {
      accessLevel: 0,
      forename: 'Sam',
      surname: 'Setup',
      email: 'sam@example.test',
      password: 'Initial1pass',
      setupLink: true,
    });
    const { uid } = registered.body.user;
    const [setupLink] = await deps.store.logonLinks.findUsable(uid, 'setup', deps.clock.now());

    const writes = recordWrites(deps);
    const response = await anonymous.request<{ lid: string }>('POST', '/api/auth/login', {
      email: 'sam@example.test',
      password: 'Initial1pass',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      message: 'Please update your password',
      lid: expect.any(String),
    });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(writes()).not.toContain('sessions.insert');
    // Only the newest link works: the one from registration is retired.
    expect((await findLink(deps, response.body.lid))?.used).toBe(false);
    expect((await deps.store.logonLinks.findByDigest(setupLink?.tokenDigest ?? ''))?.used).toBe(true);

    const link = await anonymous.request('GET', `/api/logon_link?lid=${response.body.lid}`);
    expect(link.body).toMatchObject({ link: { used: false, uid } });
  });

  it('opens a session for someone with a password who was emailed a logon link or a reminder', async () => {
    const { anonymous, cast, deps } = await createTestApp();
    // A Guide in their own event was reminded: the reminder carries an emailed logon link.
    const emailed = await storeLink(deps, cast.guide.uid);
    const response = await anonymous.request('POST', '/api/auth/login', {
      email: cast.guide.email,
      password: 'Passw0rd!',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, accessLevel: 1 });
    expect(response.body).not.toHaveProperty('lid');
    expect(response.headers.get('set-cookie')).toContain('vs_session=');
    // The emailed link is left as it was: it still sets a password for whoever follows it.
    expect((await findLink(deps, emailed))?.used).toBe(false);
  });

  it('refuses a missing email or password, naming the field', async () => {
    const { anonymous, cast, deps } = await createTestApp();
    await expectRefused(
      deps,
      () => anonymous.request('POST', '/api/auth/login', { password: 'Passw0rd!' }),
      400,
      'email',
    );
    await expectRefused(
      deps,
      () => anonymous.request('POST', '/api/auth/login', { email: '  ', password: 'Passw0rd!' }),
      400,
      'email: Email is required',
    );
    await expectRefused(
      deps,
      () => anonymous.request('POST', '/api/auth/login', { email: cast.guide.email, password: '' }),
      400,
      'password: Password is required',
    );
  });

  it('refuses a body that is not JSON', async () => {
    const { app, deps } = await createTestApp();
    const send = async (init: { headers: Record<string, string>; body: string }) => {
      const response = await app.request(`${TEST_ORIGIN}/api/auth/login`, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, ...init.headers },
        body: init.body,
      });
      const body = (await response.json()) as Record<string, unknown>;
      return { status: response.status, body, headers: response.headers };
    };
    await expectRefused(
      deps,
      () => send({ headers: { 'content-type': 'application/json' }, body: '{"email":' }),
      400,
    );
    await expectRefused(deps, () => send({ headers: {}, body: 'email=a@b.test&password=x' }), 400, 'JSON');
  });
});

describe('POST /api/auth/logout', () => {
  it('deletes the session on the server, so the old cookie no longer works', async () => {
    const { signIn, cast, deps } = await createTestApp();
    const guide = await signIn(cast.guide);
    const response = await guide.request('POST', '/api/auth/logout');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Logged out' });
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
    expect(await findSession(deps, guide.cookie)).toBeNull();
    expect((await guide.request('GET', '/api/user/info')).status).toBe(401);
    expect((await guide.request('POST', '/api/auth/loggedIn')).body).toMatchObject({ valid: false });
  });

  it('ends only the session it was sent with', async () => {
    const { signIn, cast } = await createTestApp();
    const laptop = await signIn(cast.guide);
    const phone = await signIn(cast.guide);
    await laptop.request('POST', '/api/auth/logout');
    expect((await phone.request('GET', '/api/user/info')).status).toBe(200);
  });

  it('succeeds without a session, writing nothing', async () => {
    const { anonymous, deps } = await createTestApp();
    const writes = recordWrites(deps);
    const response = await anonymous.request('POST', '/api/auth/logout');
    expect(response.body).toEqual({ success: true, message: 'Logged out' });
    expect(writes()).toEqual([]);
  });
});

describe('POST /api/auth/loggedIn', () => {
  it('reports no session as not valid', async () => {
    const { anonymous } = await createTestApp();
    const response = await anonymous.request('POST', '/api/auth/loggedIn');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Not logged in', valid: false });
  });

  it('reports the access level, whether this is the first login and the person’s language', async () => {
    const { signIn, cast, deps } = await createTestApp();
    const first = await signIn(cast.admin);
    expect((await first.request('POST', '/api/auth/loggedIn')).body).toEqual({
      success: true,
      message: 'Logged in',
      valid: true,
      accessLevel: 2,
      firstLogin: true,
      language: null,
    });
    await updateUser(deps.store, cast.admin.uid, { language: 'ar' });
    expect((await first.request('POST', '/api/auth/loggedIn')).body).toMatchObject({ language: 'ar' });
    const second = await signIn(cast.admin);
    expect((await second.request('POST', '/api/auth/loggedIn')).body).toMatchObject({
      valid: true,
      firstLogin: false,
    });
  });

  it('reports a session idle for too long as not valid and drops it', async () => {
    const { signIn, cast, deps } = await createTestApp();
    const participant = await signIn(cast.participant);
    deps.clock.advance(deps.config.session.idleMinutes * 60_000);
    expect((await participant.request('POST', '/api/auth/loggedIn')).body).toMatchObject({ valid: false });
    expect(await findSession(deps, participant.cookie)).toBeNull();
  });

  it('keeps a session alive while its open page checks it (the check is activity), until its absolute end', async () => {
    const { signIn, cast, deps } = await createTestApp();
    const participant = await signIn(cast.participant);
    const { idleMinutes, absoluteHours } = deps.config.session;
    // Twice the idle time in all, checked just before each idle end, as the shell's check does.
    for (let check = 0; check < 2; check += 1) {
      deps.clock.advance((idleMinutes - 1) * 60_000);
      expect((await participant.request('POST', '/api/auth/loggedIn')).body).toMatchObject({ valid: true });
    }
    deps.clock.advance(absoluteHours * 3_600_000 - 2 * (idleMinutes - 1) * 60_000);
    expect((await participant.request('POST', '/api/auth/loggedIn')).body).toMatchObject({ valid: false });
  });

  it('treats an unknown cookie as no session', async () => {
    const { app } = await createTestApp();
    const response = await app.request('http://localhost/api/auth/loggedIn', {
      method: 'POST',
      headers: { origin: 'http://localhost', cookie: `${SESSION_COOKIE}=forged` },
    });
    expect(await response.json()).toMatchObject({ valid: false });
  });
});

describe('POST /api/auth/register', () => {
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    accessLevel: 0,
    forename: ' Nia ',
    surname: 'New',
    email: 'Nia.New@Example.test',
    password: 'Initial1pass',
    ...overrides,
  });

  it('lets a super-admin create a Guide, without any password hash in the reply', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { admin } = await clients();
    const response = await admin.request<{ user: { uid: string } }>(
      'POST',
      '/api/auth/register',
      newUser({ accessLevel: 1 }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: 'User registered',
      user: {
        uid: expect.any(String),
        forename: 'Nia',
        surname: 'New',
        email: 'nia.new@example.test',
        accessLevel: 1,
        portal_link: '',
        mwEnabled: false,
        event: null,
        responseCompleted: [false, false, false, false],
        language: null,
      },
    });
    expectNoPasswordHash(response);
    const stored = await deps.store.users.findById(response.body.user.uid);
    expect(stored).toMatchObject({
      accessLevel: 1,
      email: 'nia.new@example.test',
      passwordHash: 'hashed(Initial1pass)',
      createdBy: cast.admin.uid,
    });
    expect(await deps.store.logonLinks.findUsable(response.body.user.uid, 'logon', deps.clock.now())).toEqual(
      [],
    );
  });

  it('lets a super-admin create another super-admin, accepting the level as text', async () => {
    const { clients } = await createTestApp();
    const { admin } = await clients();
    const response = await admin.request('POST', '/api/auth/register', newUser({ accessLevel: '2' }));
    expect(response.body).toMatchObject({ success: true, user: { accessLevel: 2 } });
  });

  it("lets a Guide create a participant who stays in the Guide's scope, with a setup link", async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide, otherGuide } = await clients();
    const response = await guide.request<{ user: { uid: string } }>(
      'POST',
      '/api/auth/register',
      newUser({ setupLink: true }),
    );
    expect(response.status).toBe(201);
    const { uid } = response.body.user;
    expect(await deps.store.users.findById(uid)).toMatchObject({ accessLevel: 0, createdBy: cast.guide.uid });
    expect(await deps.store.logonLinks.findUsable(uid, 'setup', deps.clock.now())).toHaveLength(1);
    expect((await guide.request('GET', `/api/user/info_byid?uid=${uid}`)).status).toBe(200);
    expect((await otherGuide.request('GET', `/api/user/info_byid?uid=${uid}`)).status).toBe(404);
  });

  it('refuses without a session', async () => {
    const { anonymous, deps } = await createTestApp();
    await expectRefused(deps, () => anonymous.request('POST', '/api/auth/register', newUser()), 401);
  });

  it('refuses a participant, and a Guide creating anyone but a participant', async () => {
    const { clients, deps } = await createTestApp();
    const { participant, guide } = await clients();
    await expectRefused(deps, () => participant.request('POST', '/api/auth/register', newUser()), 403);
    for (const accessLevel of [1, 2]) {
      await expectRefused(
        deps,
        () => guide.request('POST', '/api/auth/register', newUser({ accessLevel })),
        403,
      );
    }
  });

  it('refuses an email already in use, whatever its case', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { admin } = await clients();
    const response = await expectRefused(
      deps,
      () => admin.request('POST', '/api/auth/register', newUser({ email: cast.guide.email.toUpperCase() })),
      409,
      'A user with this email already exists',
    );
    expect(response.body.code).toBe('USER.EMAIL_TAKEN');
  });

  it('refuses a password that breaks the password rule', async () => {
    const { clients, deps } = await createTestApp();
    const { admin } = await clients();
    await expectRefused(
      deps,
      () => admin.request('POST', '/api/auth/register', newUser({ password: 'alllowercase1' })),
      400,
      PASSWORD_HINT,
    );
  });

  it('refuses malformed fields, naming each', async () => {
    const { clients, deps } = await createTestApp();
    const { admin } = await clients();
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email' }, 'email: Enter a valid email address'],
      [{ email: undefined }, 'email'],
      [{ forename: '   ' }, 'forename: Forename is required'],
      [{ surname: 'x'.repeat(101) }, 'surname'],
      [{ accessLevel: 3 }, 'accessLevel: must be 0, 1 or 2'],
      [{ accessLevel: 'admin' }, 'accessLevel: must be 0, 1 or 2'],
      [{ accessLevel: null }, 'accessLevel: must be 0, 1 or 2'],
      [{ accessLevel: true }, 'accessLevel: must be 0, 1 or 2'],
      [{ accessLevel: '' }, 'accessLevel: must be 0, 1 or 2'],
      [{ accessLevel: undefined }, 'accessLevel: must be 0, 1 or 2'],
      [{ password: '' }, 'password: Password is required'],
      [{ setupLink: 'yes' }, 'setupLink'],
    ];
    for (const [overrides, message] of cases) {
      await expectRefused(
        deps,
        () => admin.request('POST', '/api/auth/register', newUser(overrides)),
        400,
        message,
      );
    }
  });
});

describe('POST /api/auth/reset_password_email', () => {
  it('queues a reset email for a known address, whatever its case', async () => {
    const { anonymous, cast, deps } = await createTestApp();
    const response = await anonymous.request('POST', '/api/auth/reset_password_email', {
      email: cast.participant.email.toUpperCase(),
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: RESET_EMAIL_SENT_MESSAGE });
    expect(await outboxJobs(deps.store)).toEqual([
      {
        kind: 'email',
        name: 'reset-email',
        payload: { requestId: expect.any(String), uid: cast.participant.uid },
      },
    ]);
  });

  it('tells an unknown address to contact the facilitator, queueing nothing', async () => {
    const { anonymous, deps } = await createTestApp();
    await expectRefused(
      deps,
      () => anonymous.request('POST', '/api/auth/reset_password_email', { email: 'nobody@example.test' }),
      404,
      RESET_UNKNOWN_EMAIL_MESSAGE.defaultMessage,
    );
  });

  it('refuses a malformed email, naming the field', async () => {
    const { anonymous, deps } = await createTestApp();
    for (const body of [{}, { email: 'nope' }, { email: 42 }]) {
      await expectRefused(
        deps,
        () => anonymous.request('POST', '/api/auth/reset_password_email', body),
        400,
        'email',
      );
    }
  });
});

describe('PUT /api/auth/reset_password', () => {
  it('sets the password from an emailed reset link, logs the user in and consumes the link', async () => {
    const { anonymous, cast, deps } = await createTestApp();
    await anonymous.request('POST', '/api/auth/reset_password_email', { email: cast.participant.email });
    const [job] = await outboxJobs(deps.store);
    if (job?.name !== 'reset-email') throw new Error('no reset email queued');
    await deliverResetEmail(deps, job.payload);
    const lid = /\/reset_password\/(\S+)/.exec(deps.sent[0]?.text ?? '')?.[1] ?? '';

    const response = await anonymous.request('PUT', '/api/auth/reset_password', {
      uid: cast.participant.uid,
      lid,
      password: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      message: 'Your password has been set',
      accessLevel: 0,
      user: { email: cast.participant.email },
    });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect((await findSession(deps, cookieOf(response)))?.user.uid).toBe(cast.participant.uid);
    expect((await deps.store.users.findById(cast.participant.uid))?.passwordHash).toBe(
      `hashed(${NEW_PASSWORD})`,
    );
    expect((await findLink(deps, lid))?.used).toBe(true);

    const again = await expectRefused(
      deps,
      () =>
        anonymous.request('PUT', '/api/auth/reset_password', {
          uid: cast.participant.uid,
          lid,
          password: 'An0therPassword',
        }),
      404,
    );
    expect(again.body).toEqual({ success: false, message: INVALID_LINK_MESSAGE, code: 'LINK.INVALID' });
  });

  it('logs out every older session of the user, here and in other browsers', async () => {
    const { signIn, cast, deps } = await createTestApp();
    const elsewhere = await signIn(cast.guide);
    const here = await signIn(cast.guide);
    const lid = await storeLink(deps, cast.guide.uid, { purpose: 'reset' });
    const response = await here.request('PUT', '/api/auth/reset_password', {
      uid: cast.guide.uid,
      lid,
      password: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    for (const old of [elsewhere, here])
      expect((await old.request('GET', '/api/user/info')).status).toBe(401);
    expect((await findSession(deps, cookieOf(response)))?.user.uid).toBe(cast.guide.uid);
  });

  it('lets the new password log in and the old one no longer', async () => {
    const { anonymous, cast, deps } = await createTestApp();
    const lid = await storeLink(deps, cast.guide.uid, { purpose: 'reset' });
    await anonymous.request('PUT', '/api/auth/reset_password', {
      uid: cast.guide.uid,
      lid,
      password: NEW_PASSWORD,
    });
    const login = (password: string) =>
      anonymous.request('POST', '/api/auth/login', { email: cast.guide.email, password });
    expect((await login('Passw0rd!')).status).toBe(401);
    expect((await login(NEW_PASSWORD)).body).toMatchObject({ success: true, accessLevel: 1 });
  });

  it('ends a pending setup: every other unused link stops working and login opens a session', async () => {
    const { anonymous, cast, deps } = await createTestApp();
    const setup = await storeLink(deps, cast.participant.uid, { purpose: 'setup' });
    const reset = await storeLink(deps, cast.participant.uid, { purpose: 'reset' });
    const older = await storeLink(deps, cast.participant.uid);
    const response = await anonymous.request('PUT', '/api/auth/reset_password', {
      uid: cast.participant.uid,
      lid: setup,
      password: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    for (const lid of [reset, older]) expect((await findLink(deps, lid))?.used).toBe(true);
    const login = await anonymous.request('POST', '/api/auth/login', {
      email: cast.participant.email,
      password: NEW_PASSWORD,
    });
    expect(login.body).toEqual({ success: true, message: 'Logged in', accessLevel: 0 });
  });

  it("refuses a link used with another user's id, an unknown link and an expired one alike", async () => {
    const { anonymous, cast, deps } = await createTestApp();
    const guideLink = await storeLink(deps, cast.guide.uid);
    const expired = await storeLink(deps, cast.participant.uid, { expiresAt: deps.clock.now() });
    const attempts = [
      { uid: cast.participant.uid, lid: guideLink },
      { uid: cast.participant.uid, lid: 'no-such-link' },
      { uid: cast.participant.uid, lid: expired },
    ];
    for (const attempt of attempts) {
      const response = await expectRefused(
        deps,
        () => anonymous.request('PUT', '/api/auth/reset_password', { ...attempt, password: NEW_PASSWORD }),
        404,
      );
      expect(response.body).toEqual({ success: false, message: INVALID_LINK_MESSAGE, code: 'LINK.INVALID' });
    }
    expect((await findLink(deps, guideLink))?.used).toBe(false);
  });

  it('refuses a weak password without consuming the link', async () => {
    const { anonymous, cast, deps } = await createTestApp();
    const lid = await storeLink(deps, cast.participant.uid);
    await expectRefused(
      deps,
      () =>
        anonymous.request('PUT', '/api/auth/reset_password', {
          uid: cast.participant.uid,
          lid,
          password: 'short1A',
        }),
      400,
      PASSWORD_HINT,
    );
    expect((await findLink(deps, lid))?.used).toBe(false);
  });

  it('refuses malformed fields, naming each', async () => {
    const { anonymous, cast, deps } = await createTestApp();
    const lid = await storeLink(deps, cast.participant.uid);
    const valid = { uid: cast.participant.uid, lid, password: NEW_PASSWORD };
    const cases: [Record<string, unknown>, string][] = [
      [{ uid: 'not-a-uuid' }, 'uid: uid must be a user id'],
      [{ lid: '' }, 'lid: lid is required'],
      [{ lid: 'x'.repeat(201) }, 'lid'],
      [{ password: '' }, 'password: Password is required'],
      [{ password: undefined }, 'password'],
    ];
    for (const [overrides, message] of cases) {
      await expectRefused(
        deps,
        () => anonymous.request('PUT', '/api/auth/reset_password', { ...valid, ...overrides }),
        400,
        message,
      );
    }
  });
});
