import {
  type CalendarDate,
  DEFAULT_EMAIL_TEMPLATE,
  DEFAULT_REMINDER_TEMPLATE,
  defaultEmailTemplate,
  PASSWORD_HINT,
  type UploadedEvent,
} from '@vs/domain';
import { makeUser } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_RULES } from '../middleware/rate-limits.ts';
import { expectNoPasswordHash, expectRefused } from '../testing/probes.ts';
import { createTestApp } from '../testing/test-app.ts';

const UNKNOWN_UID = '20000000-0000-4000-8000-000000000000';
const NOT_FOUND = { success: false, message: 'User not found', code: 'USER.NOT_FOUND' };

/** The names and email both account forms send, with a new password unless told otherwise. */
const accountForm = (overrides: Record<string, unknown> = {}) => ({
  forename: ' Rita ',
  surname: 'Renamed',
  email: 'Rita.Renamed@Example.test',
  password: 'N3wPassword',
  ...overrides,
});

/** A stored upload holding one participant (with a password hash that must never come back). */
const uploadOf = (uploadedBy: string): UploadedEvent => ({
  ueid: '30000000-0000-4000-8000-000000000001',
  uploadedBy,
  uploadedAt: new Date('2026-05-01T00:00:00.000Z'),
  file: {
    version: 1,
    event: {
      eid: '30000000-0000-4000-8000-000000000002',
      eventName: 'Archived Workshop',
      eventDate: '2026-03-01' as CalendarDate,
      accessClose: '2026-04-01' as CalendarDate,
      eventType: 'Reg',
      sessionAccess: 'Live',
      facilitator: { forename: 'Gus', surname: 'Guide' },
    },
    participants: [
      {
        uid: '30000000-0000-4000-8000-000000000003',
        forename: 'Uma',
        surname: 'Uploaded',
        email: 'uma@example.test',
        accessLevel: 0,
        mwEnabled: true,
        responseCompleted: [true, true, false, false],
        emailSent: true,
        prework: null,
        live: null,
        meaningfulWork: null,
      },
    ],
  },
});

const uids = (users: readonly { uid: string }[]) => users.map((u) => u.uid);

describe('GET /api/user/info', () => {
  it('gives each signed-in user their own account, without the password hash', async () => {
    const { clients, cast } = await createTestApp();
    const signedIn = await clients();
    const response = await signedIn.participant.request('GET', '/api/user/info');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      message: 'User loaded',
      user: {
        uid: cast.participant.uid,
        forename: 'Paula',
        surname: 'Part',
        email: cast.participant.email,
        accessLevel: 0,
        portal_link: '',
        mwEnabled: false,
        event: cast.event.eid,
        responseCompleted: [false, false, false, false],
        language: null,
      },
    });
    expectNoPasswordHash(response);
    for (const role of ['admin', 'guide', 'otherGuide', 'otherParticipant'] as const) {
      const own = await signedIn[role].request('GET', '/api/user/info');
      expect(own.body).toMatchObject({ user: { uid: cast[role].uid } });
      expectNoPasswordHash(own);
    }
  });

  it('refuses without a session', async () => {
    const { anonymous, deps } = await createTestApp();
    await expectRefused(deps, () => anonymous.request('GET', '/api/user/info'), 401, 'Please log in.');
  });
});

describe('GET /api/user/info_byid', () => {
  it("gives a Guide their participant's account, also when asked for pre-work", async () => {
    const { clients, cast } = await createTestApp();
    const { guide } = await clients();
    for (const query of ['', '&prework=true']) {
      const response = await guide.request('GET', `/api/user/info_byid?uid=${cast.participant.uid}${query}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        message: 'User loaded',
        user: { uid: cast.participant.uid, forename: 'Paula', event: cast.event.eid, mwEnabled: false },
      });
      expectNoPasswordHash(response);
    }
  });

  it('gives a super-admin anyone and a participant themselves', async () => {
    const { clients, cast } = await createTestApp();
    const { admin, participant } = await clients();
    for (const user of [cast.otherGuide, cast.otherParticipant]) {
      const response = await admin.request('GET', `/api/user/info_byid?uid=${user.uid}`);
      expect(response.body).toMatchObject({ user: { uid: user.uid } });
    }
    const own = await participant.request('GET', `/api/user/info_byid?uid=${cast.participant.uid}`);
    expect(own.body).toMatchObject({ user: { uid: cast.participant.uid } });
  });

  it("answers someone else's account exactly like a missing one", async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide, participant } = await clients();
    const refusals: [typeof guide, string][] = [
      [guide, cast.otherParticipant.uid],
      [guide, cast.otherGuide.uid],
      [guide, cast.admin.uid],
      [guide, UNKNOWN_UID],
      [participant, cast.otherParticipant.uid],
      [participant, cast.guide.uid],
    ];
    for (const [client, uid] of refusals) {
      const response = await expectRefused(
        deps,
        () => client.request('GET', `/api/user/info_byid?uid=${uid}`),
        404,
      );
      expect(response.body).toEqual(NOT_FOUND);
    }
  });

  it('refuses without a session', async () => {
    const { anonymous, cast, deps } = await createTestApp();
    await expectRefused(
      deps,
      () => anonymous.request('GET', `/api/user/info_byid?uid=${cast.participant.uid}`),
      401,
    );
  });

  it('refuses a missing or malformed uid, naming it', async () => {
    const { clients, deps } = await createTestApp();
    const { admin } = await clients();
    for (const query of ['', '?uid=42']) {
      await expectRefused(deps, () => admin.request('GET', `/api/user/info_byid${query}`), 400, 'uid');
    }
  });
});

describe('PUT /api/user/updateself', () => {
  /** The own-account form with the current password, as the account screens send it. */
  const selfForm = (overrides: Record<string, unknown> = {}) =>
    accountForm({ currentPassword: 'Passw0rd!', ...overrides });

  it('changes the own names, email and password given the current password', async () => {
    const { clients, signIn, cast, deps } = await createTestApp();
    const { participant } = await clients();
    const response = await participant.request('PUT', '/api/user/updateself', selfForm());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Your account has been updated' });
    const stored = await deps.store.users.findById(cast.participant.uid);
    expect(stored).toMatchObject({
      forename: 'Rita',
      surname: 'Renamed',
      email: 'rita.renamed@example.test',
      passwordHash: 'hashed(N3wPassword)',
      accessLevel: 0,
      eventId: cast.event.eid,
    });
    if (stored) await signIn(stored, 'N3wPassword');
  });

  it('keeps this session and ends every other session of the user when the password changes', async () => {
    const { signIn, cast } = await createTestApp();
    const here = await signIn(cast.participant);
    const elsewhere = await signIn(cast.participant);
    const guide = await signIn(cast.guide);
    expect((await here.request('PUT', '/api/user/updateself', selfForm())).status).toBe(200);
    expect((await here.request('GET', '/api/user/info')).status).toBe(200);
    expect((await elsewhere.request('GET', '/api/user/info')).status).toBe(401);
    expect((await guide.request('GET', '/api/user/info')).status).toBe(200);
  });

  it('ends every session of a user whose password a super-admin sets', async () => {
    const { clients, signIn, cast } = await createTestApp();
    const { admin } = await clients();
    const theirs = await signIn(cast.participant);
    const form = accountForm({ uid: cast.participant.uid });
    expect((await admin.request('PUT', '/api/user/update', form)).status).toBe(200);
    expect((await theirs.request('GET', '/api/user/info')).status).toBe(401);
    expect((await admin.request('GET', '/api/user/info')).status).toBe(200);
  });

  it('keeps the password and needs no current one when only the names change', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide } = await clients();
    for (const password of [undefined, '']) {
      const response = await guide.request(
        'PUT',
        '/api/user/updateself',
        accountForm({ password, email: cast.guide.email.toUpperCase() }),
      );
      expect(response.status).toBe(200);
      expect((await deps.store.users.findById(cast.guide.uid))?.passwordHash).toBe('hashed(Passw0rd!)');
    }
  });

  it('refuses an email or password change without the current password (400) or with a wrong one (403)', async () => {
    const { clients, deps } = await createTestApp();
    const { participant } = await clients();
    await expectRefused(
      deps,
      () => participant.request('PUT', '/api/user/updateself', accountForm()),
      400,
      /current password/,
    );
    await expectRefused(
      deps,
      () => participant.request('PUT', '/api/user/updateself', accountForm({ password: '' })),
      400,
      /current password/,
    );
    await expectRefused(
      deps,
      () =>
        participant.request('PUT', '/api/user/updateself', selfForm({ currentPassword: 'Wr0ngPassword' })),
      403,
      'Your current password is not correct.',
    );
  });

  it('refuses without a session', async () => {
    const { anonymous, deps } = await createTestApp();
    await expectRefused(deps, () => anonymous.request('PUT', '/api/user/updateself', selfForm()), 401);
  });

  it('counts wrong current passwords with the login failures of the account and client: the 11th is refused (429)', async () => {
    const { clients, anonymous, cast, deps } = await createTestApp();
    const { participant } = await clients();
    const guess = (currentPassword: string) =>
      participant.request('PUT', '/api/user/updateself', selfForm({ currentPassword }));
    const failures = RATE_LIMIT_RULES.loginFailuresPerAccountClient.points;
    for (let i = 0; i < failures; i += 1) expect((await guess(`Wr0ng-${i}`)).status).toBe(403);
    const refused = await expectRefused(deps, () => guess('Wr0ng-again'), 429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The right password is refused too until the window ends, as at login; so is a login.
    await expectRefused(deps, () => guess('Passw0rd!'), 429);
    const login = { email: cast.participant.email, password: 'Passw0rd!' };
    expect((await anonymous.request('POST', '/api/auth/login', login)).status).toBe(429);
    // Another client is counted on its own; a change of names needs no password and is not limited.
    expect(
      (await participant.from('203.0.113.9').request('PUT', '/api/user/updateself', selfForm())).status,
    ).toBe(200);
    expect(
      (
        await participant.request(
          'PUT',
          '/api/user/updateself',
          accountForm({ password: '', email: 'rita.renamed@example.test' }),
        )
      ).status,
    ).toBe(200);
  });

  it('counts wrong logins against the current-password check of the same account and client', async () => {
    const { clients, anonymous, cast, deps } = await createTestApp();
    const { participant } = await clients();
    const wrong = { email: cast.participant.email, password: 'Wr0ngPassword' };
    const failures = RATE_LIMIT_RULES.loginFailuresPerAccountClient.points;
    for (let i = 0; i < failures; i += 1)
      expect((await anonymous.request('POST', '/api/auth/login', wrong)).status).toBe(401);
    await expectRefused(deps, () => participant.request('PUT', '/api/user/updateself', selfForm()), 429);
  });

  it("refuses another user's email, whatever its case", async () => {
    const { clients, cast, deps } = await createTestApp();
    const { participant } = await clients();
    await expectRefused(
      deps,
      () =>
        participant.request(
          'PUT',
          '/api/user/updateself',
          selfForm({ email: cast.admin.email.toUpperCase() }),
        ),
      409,
      'A user with this email already exists',
    );
  });

  it('refuses a weak new password', async () => {
    const { clients, deps } = await createTestApp();
    const { participant } = await clients();
    await expectRefused(
      deps,
      () => participant.request('PUT', '/api/user/updateself', selfForm({ password: 'NoDigitsHere' })),
      400,
      PASSWORD_HINT,
    );
  });

  it('refuses malformed fields, naming each', async () => {
    const { clients, deps } = await createTestApp();
    const { participant } = await clients();
    const cases: [Record<string, unknown>, string][] = [
      [{ forename: '' }, 'forename: Forename is required'],
      [{ surname: undefined }, 'surname'],
      [{ email: 'nope' }, 'email: Enter a valid email address'],
      [{ password: 12345678 }, 'password'],
      [{ password: 'x'.repeat(201) }, 'password'],
    ];
    for (const [overrides, message] of cases) {
      await expectRefused(
        deps,
        () => participant.request('PUT', '/api/user/updateself', accountForm(overrides)),
        400,
        message,
      );
    }
  });
});

describe('PUT /api/user/update', () => {
  it('lets a Guide edit their participant, ignoring Guide-only settings', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide } = await clients();
    const response = await guide.request(
      'PUT',
      '/api/user/update',
      accountForm({
        uid: cast.participant.uid,
        password: '',
        portalLink: 'https://portal.example.test',
        mwEnabled: true,
      }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'The user has been updated' });
    expect(await deps.store.users.findById(cast.participant.uid)).toMatchObject({
      forename: 'Rita',
      email: 'rita.renamed@example.test',
      passwordHash: cast.participant.passwordHash,
      portalLink: '',
      mwEnabled: false,
    });
  });

  it("refuses a Guide setting a participant's password (403: a logon email sets it), and lets a super-admin", async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide, admin } = await clients();
    const form = accountForm({ uid: cast.participant.uid });
    await expectRefused(deps, () => guide.request('PUT', '/api/user/update', form), 403, /super-admin/);
    expect((await admin.request('PUT', '/api/user/update', form)).status).toBe(200);
    expect((await deps.store.users.findById(cast.participant.uid))?.passwordHash).toBe('hashed(N3wPassword)');
  });

  it("lets a super-admin edit a Guide's portal link and Meaningful Work access", async () => {
    const { clients, cast, deps } = await createTestApp();
    const { admin } = await clients();
    const response = await admin.request(
      'PUT',
      '/api/user/update',
      accountForm({
        uid: cast.otherGuide.uid,
        password: '',
        portalLink: 'https://portal.example.test/olga',
        mwEnabled: true,
      }),
    );
    expect(response.status).toBe(200);
    expect(await deps.store.users.findById(cast.otherGuide.uid)).toMatchObject({
      surname: 'Renamed',
      passwordHash: 'hashed(Passw0rd!)',
      portalLink: 'https://portal.example.test/olga',
      mwEnabled: true,
    });
  });

  it('refuses without a session', async () => {
    const { anonymous, cast, deps } = await createTestApp();
    await expectRefused(
      deps,
      () => anonymous.request('PUT', '/api/user/update', accountForm({ uid: cast.participant.uid })),
      401,
    );
  });

  it('refuses a participant, even on their own account', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { participant } = await clients();
    for (const uid of [cast.participant.uid, cast.otherParticipant.uid]) {
      await expectRefused(
        deps,
        () => participant.request('PUT', '/api/user/update', accountForm({ uid })),
        403,
      );
    }
  });

  it("answers accounts outside the actor's reach like missing ones", async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide, admin } = await clients();
    const refusals: [typeof guide, string][] = [
      [guide, cast.otherParticipant.uid],
      [guide, cast.otherGuide.uid],
      [guide, cast.admin.uid],
      [guide, cast.guide.uid],
      [admin, cast.admin.uid],
      [admin, UNKNOWN_UID],
    ];
    for (const [client, uid] of refusals) {
      const response = await expectRefused(
        deps,
        () => client.request('PUT', '/api/user/update', accountForm({ uid })),
        404,
      );
      expect(response.body).toEqual(NOT_FOUND);
    }
  });

  it('refuses an email in use and a weak password', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide, admin } = await clients();
    const uid = cast.participant.uid;
    await expectRefused(
      deps,
      () =>
        guide.request(
          'PUT',
          '/api/user/update',
          accountForm({ uid, password: '', email: cast.otherGuide.email }),
        ),
      409,
    );
    await expectRefused(
      deps,
      () => admin.request('PUT', '/api/user/update', accountForm({ uid, password: 'weak' })),
      400,
      PASSWORD_HINT,
    );
  });

  it('refuses malformed fields, naming each', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { admin } = await clients();
    const uid = cast.guide.uid;
    const cases: [Record<string, unknown>, string][] = [
      [{ uid: undefined }, 'uid'],
      [{ uid: 'guide' }, 'uid: uid must be a user id'],
      [{ uid, email: '' }, 'email'],
      [{ uid, forename: '  ' }, 'forename: Forename is required'],
      [{ uid, portalLink: 'not a link' }, 'portalLink: Portal link must be a web address'],
      [{ uid, portalLink: 'javascript:alert(1)' }, 'portalLink: Portal link must be a web address'],
      [{ uid, portalLink: 'data:text/html,hi' }, 'portalLink: Portal link must be a web address'],
      [{ uid, mwEnabled: 'yes' }, 'mwEnabled'],
    ];
    for (const [overrides, message] of cases) {
      await expectRefused(
        deps,
        () => admin.request('PUT', '/api/user/update', accountForm(overrides)),
        400,
        message,
      );
    }
  });
});

describe('DELETE /api/user/delete', () => {
  it('lets a Guide delete their participant with everything that is theirs', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide, participant } = await clients();
    const response = await guide.request('DELETE', '/api/user/delete', { uid: cast.participant.uid });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'The user has been deleted' });
    expect(await deps.store.users.findById(cast.participant.uid)).toBeNull();
    expect(await deps.store.events.findById(cast.event.eid)).toMatchObject({
      participants: [],
      emailsSent: [],
    });
    // Their session ended with the account.
    expect((await participant.request('GET', '/api/user/info')).status).toBe(401);
  });

  it('lets a super-admin delete a Guide who facilitates no event', async () => {
    const { clients, deps } = await createTestApp();
    const { admin } = await clients();
    const idle = makeUser({ accessLevel: 1 });
    await deps.store.users.insert(idle);
    const response = await admin.request('DELETE', '/api/user/delete', { uid: idle.uid });
    expect(response.body).toMatchObject({ success: true });
    expect(await deps.store.users.findById(idle.uid)).toBeNull();
  });

  it('refuses to delete a Guide who still facilitates events', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { admin } = await clients();
    const response = await expectRefused(
      deps,
      () => admin.request('DELETE', '/api/user/delete', { uid: cast.guide.uid }),
      409,
    );
    expect(response.body.code).toBe('USER.FACILITATES_EVENTS');
  });

  it('refuses without a session', async () => {
    const { anonymous, cast, deps } = await createTestApp();
    await expectRefused(
      deps,
      () => anonymous.request('DELETE', '/api/user/delete', { uid: cast.participant.uid }),
      401,
    );
  });

  it('refuses a participant', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { participant } = await clients();
    await expectRefused(
      deps,
      () => participant.request('DELETE', '/api/user/delete', { uid: cast.otherParticipant.uid }),
      403,
    );
  });

  it("answers accounts outside the actor's reach, and the own one, like missing ones", async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide, admin } = await clients();
    const refusals: [typeof guide, string][] = [
      [guide, cast.otherParticipant.uid],
      [guide, cast.otherGuide.uid],
      [guide, cast.guide.uid],
      [admin, cast.admin.uid],
      [admin, UNKNOWN_UID],
    ];
    for (const [client, uid] of refusals) {
      const response = await expectRefused(
        deps,
        () => client.request('DELETE', '/api/user/delete', { uid }),
        404,
      );
      expect(response.body).toEqual(NOT_FOUND);
    }
  });

  it('refuses a missing or malformed uid, naming it', async () => {
    const { clients, deps } = await createTestApp();
    const { admin } = await clients();
    for (const body of [{}, { uid: 7 }, { uid: 'someone' }]) {
      await expectRefused(deps, () => admin.request('DELETE', '/api/user/delete', body), 400, 'uid');
    }
  });
});

describe('PUT /api/user/update_mw', () => {
  it('lets a Guide with Meaningful Work turn it on and off for their participant', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide } = await clients();
    const uid = cast.participant.uid;
    const on = await guide.request('PUT', '/api/user/update_mw', { uid, mwEnabled: true });
    expect(on.body).toEqual({ success: true, message: 'Meaningful Work access enabled' });
    expect((await deps.store.users.findById(uid))?.mwEnabled).toBe(true);
    const off = await guide.request('PUT', '/api/user/update_mw', { uid, mwEnabled: false });
    expect(off.body).toEqual({ success: true, message: 'Meaningful Work access disabled' });
    expect((await deps.store.users.findById(uid))?.mwEnabled).toBe(false);
  });

  it('lets a super-admin give a Guide Meaningful Work', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { admin } = await clients();
    const response = await admin.request('PUT', '/api/user/update_mw', {
      uid: cast.otherGuide.uid,
      mwEnabled: true,
    });
    expect(response.status).toBe(200);
    expect((await deps.store.users.findById(cast.otherGuide.uid))?.mwEnabled).toBe(true);
  });

  it('refuses without a session', async () => {
    const { anonymous, cast, deps } = await createTestApp();
    await expectRefused(
      deps,
      () => anonymous.request('PUT', '/api/user/update_mw', { uid: cast.participant.uid, mwEnabled: true }),
      401,
    );
  });

  it('refuses a participant, a Guide without Meaningful Work, and a Guide toggling a Guide', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { participant, otherGuide, guide } = await clients();
    const refusals: [typeof guide, string][] = [
      [participant, cast.participant.uid],
      [otherGuide, cast.otherParticipant.uid],
      [guide, cast.guide.uid],
    ];
    for (const [client, uid] of refusals) {
      await expectRefused(
        deps,
        () => client.request('PUT', '/api/user/update_mw', { uid, mwEnabled: true }),
        403,
      );
    }
  });

  it("answers users outside the Guide's reach like missing ones", async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide } = await clients();
    for (const uid of [cast.otherParticipant.uid, cast.otherGuide.uid, UNKNOWN_UID]) {
      const response = await expectRefused(
        deps,
        () => guide.request('PUT', '/api/user/update_mw', { uid, mwEnabled: true }),
        404,
      );
      expect(response.body).toEqual(NOT_FOUND);
    }
  });

  it('refuses malformed fields, naming each', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { admin } = await clients();
    const cases: [Record<string, unknown>, string][] = [
      [{ uid: cast.participant.uid }, 'mwEnabled'],
      [{ uid: cast.participant.uid, mwEnabled: 'true' }, 'mwEnabled'],
      [{ uid: 'x', mwEnabled: true }, 'uid'],
    ];
    for (const [body, message] of cases) {
      await expectRefused(deps, () => admin.request('PUT', '/api/user/update_mw', body), 400, message);
    }
  });
});

describe.each([
  {
    path: '/api/user/email_template',
    kind: 'logon',
    other: 'reminder',
    defaults: DEFAULT_EMAIL_TEMPLATE,
    savedMessage: 'Your email template has been saved',
  },
  {
    path: '/api/user/reminder_template',
    kind: 'reminder',
    other: 'logon',
    defaults: DEFAULT_REMINDER_TEMPLATE,
    savedMessage: 'Your reminder template has been saved',
  },
] as const)('$path', ({ path, kind, other, defaults, savedMessage }) => {
  it('gives a Guide the default template until they save their own, which is theirs alone', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide, otherGuide } = await clients();
    const initial = await guide.request('GET', path);
    expect(initial.body).toEqual({
      success: true,
      message: 'Template loaded',
      template: defaults,
    });

    const template = { body: 'Welcome to our workshop.', closing: 'See you soon, Gus' };
    const saved = await guide.request('PUT', path, template);
    expect(saved.body).toEqual({ success: true, message: savedMessage });
    expect(await deps.store.emailTemplates.find(cast.guide.uid, kind)).toEqual(template);
    expect(await deps.store.emailTemplates.find(cast.guide.uid, other)).toBeNull();
    expect((await guide.request('GET', path)).body).toMatchObject({ template });
    expect((await otherGuide.request('GET', path)).body).toMatchObject({
      template: defaults,
    });
  });

  it("keeps a template per language: each language's shipped default until saved, English when none is named", async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide, otherGuide } = await clients();
    const german = defaultEmailTemplate(kind, 'de');
    expect(german.closing).not.toBe(defaults.closing);
    expect((await guide.request('GET', `${path}?language=de`)).body).toEqual({
      success: true,
      message: 'Template loaded',
      template: german,
    });

    const template = { body: 'Willkommen zu unserem Workshop.', closing: 'Bis bald, Gus' };
    expect((await guide.request('PUT', path, { ...template, language: 'de' })).status).toBe(200);
    expect(await deps.store.emailTemplates.find(cast.guide.uid, kind, 'de')).toEqual(template);
    expect(await deps.store.emailTemplates.find(cast.guide.uid, kind)).toBeNull();
    expect((await guide.request('GET', `${path}?language=de`)).body).toMatchObject({ template });
    expect((await guide.request('GET', path)).body).toMatchObject({ template: defaults });
    // Another Guide's German template is theirs: never this one.
    expect((await otherGuide.request('GET', `${path}?language=de`)).body).toMatchObject({ template: german });
  });

  it('refuses a language the product does not ship, writing nothing', async () => {
    const { clients, deps } = await createTestApp();
    const { guide } = await clients();
    await expectRefused(deps, () => guide.request('GET', `${path}?language=xx`), 400, 'language');
    for (const language of ['xx', null, 7]) {
      await expectRefused(
        deps,
        () => guide.request('PUT', path, { body: 'b', closing: 'c', language }),
        400,
        'language',
      );
    }
  });

  it('lets a super-admin keep a template too', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { admin } = await clients();
    const template = { body: '', closing: 'Regards' };
    expect((await admin.request('PUT', path, template)).status).toBe(200);
    expect(await deps.store.emailTemplates.find(cast.admin.uid, kind)).toEqual(template);
  });

  it('refuses without a session', async () => {
    const { anonymous, deps } = await createTestApp();
    await expectRefused(deps, () => anonymous.request('GET', path), 401);
    await expectRefused(deps, () => anonymous.request('PUT', path, { body: 'b', closing: 'c' }), 401);
  });

  it('refuses a participant', async () => {
    const { clients, deps } = await createTestApp();
    const { participant } = await clients();
    await expectRefused(deps, () => participant.request('GET', path), 403);
    await expectRefused(deps, () => participant.request('GET', `${path}?language=de`), 403);
    await expectRefused(deps, () => participant.request('PUT', path, { body: 'b', closing: 'c' }), 403);
    await expectRefused(
      deps,
      () => participant.request('PUT', path, { body: 'b', closing: 'c', language: 'de' }),
      403,
    );
  });

  it('refuses malformed fields, naming each', async () => {
    const { clients, deps } = await createTestApp();
    const { guide } = await clients();
    const cases: [Record<string, unknown>, string][] = [
      [{ body: 'b' }, 'closing'],
      [{ body: 1, closing: 'c' }, 'body'],
      [{ body: 'x'.repeat(10_001), closing: 'c' }, 'body'],
      [{ body: 'b', closing: 'x'.repeat(2_001) }, 'closing'],
    ];
    for (const [body, message] of cases) {
      await expectRefused(deps, () => guide.request('PUT', path, body), 400, message);
    }
  });
});

describe('user lists', () => {
  const listAs = async (path: string) => {
    const testApp = await createTestApp();
    return { ...testApp, signedIn: await testApp.clients(), path };
  };

  it('lists every participant for a super-admin and only their own for a Guide, by name', async () => {
    const { signedIn, cast } = await listAs('/api/user/participants');
    const all = await signedIn.admin.request<{ users: { uid: string }[] }>('GET', '/api/user/participants');
    expect(all.body).toMatchObject({ success: true, message: '2 participants', total: 2 });
    // Otto Part before Paula Part.
    expect(uids(all.body.users)).toEqual([cast.otherParticipant.uid, cast.participant.uid]);
    expectNoPasswordHash(all);
    const own = await signedIn.guide.request<{ users: { uid: string }[] }>('GET', '/api/user/participants');
    expect(uids(own.body.users)).toEqual([cast.participant.uid]);
  });

  it('lists the people of uploaded event files for a super-admin', async () => {
    const { signedIn, cast, deps } = await listAs('/api/user/participants_uploaded');
    const upload = uploadOf(cast.admin.uid);
    await deps.store.uploadedEvents.insert(upload);
    const response = await signedIn.admin.request('GET', '/api/user/participants_uploaded');
    expect(response.body).toEqual({
      success: true,
      message: '1 uploaded participants',
      users: [
        {
          uid: '30000000-0000-4000-8000-000000000003',
          forename: 'Uma',
          surname: 'Uploaded',
          email: 'uma@example.test',
          accessLevel: 0,
          portal_link: '',
          mwEnabled: true,
          event: upload.ueid,
          responseCompleted: [true, true, false, false],
          language: null,
        },
      ],
    });
  });

  it('lists every Guide for a super-admin and only themselves for a Guide', async () => {
    const { signedIn, cast } = await listAs('/api/user/facilitators');
    const all = await signedIn.admin.request<{ users: { uid: string }[] }>('GET', '/api/user/facilitators');
    expect(all.body).toMatchObject({ success: true, message: '2 guides', total: 2 });
    expect(uids(all.body.users)).toEqual([cast.guide.uid, cast.otherGuide.uid]);
    expectNoPasswordHash(all);
    const own = await signedIn.otherGuide.request<{ users: { uid: string }[] }>(
      'GET',
      '/api/user/facilitators',
    );
    expect(uids(own.body.users)).toEqual([cast.otherGuide.uid]);
  });

  it('lists the super-admins for a super-admin', async () => {
    const { signedIn, cast } = await listAs('/api/user/superadmins');
    const response = await signedIn.admin.request<{ users: { uid: string }[] }>(
      'GET',
      '/api/user/superadmins',
    );
    expect(response.body).toMatchObject({ success: true, message: '1 super-admins', total: 1 });
    expect(uids(response.body.users)).toEqual([cast.admin.uid]);
    expectNoPasswordHash(response);
  });

  const refusedRoles: [string, readonly ('guide' | 'participant')[]][] = [
    ['/api/user/participants', ['participant']],
    ['/api/user/participants_uploaded', ['guide', 'participant']],
    ['/api/user/facilitators', ['participant']],
    ['/api/user/superadmins', ['guide', 'participant']],
  ];
  for (const [path, roles] of refusedRoles) {
    it(`refuses ${path} without a session and to ${roles.join(' and ')}`, async () => {
      const { anonymous, signedIn, deps } = await listAs(path);
      await expectRefused(deps, () => anonymous.request('GET', path), 401);
      for (const role of roles) await expectRefused(deps, () => signedIn[role].request('GET', path), 403);
    });
  }
});

describe('user lists: search and paging', () => {
  type ListReply = {
    success: boolean;
    message: string;
    users: { uid: string; forename: string; surname: string }[];
    total: number;
  };
  const names = (reply: { body: ListReply }) => reply.body.users.map((u) => `${u.forename} ${u.surname}`);

  /** The usual cast plus participants for the Guide (Ann Smith, Anne Smithers, Bob Annan) and one for nobody. */
  const withPeople = async () => {
    const testApp = await createTestApp();
    const { deps, cast } = testApp;
    const people = [
      makeUser({
        forename: 'Ann',
        surname: 'Smith',
        email: 'ann.smith@example.test',
        createdBy: cast.guide.uid,
      }),
      makeUser({
        forename: 'Anne',
        surname: 'Smithers',
        email: 'a.s@example.test',
        createdBy: cast.guide.uid,
      }),
      makeUser({ forename: 'Bob', surname: 'Annan', email: 'bob@example.test', createdBy: cast.guide.uid }),
      makeUser({ forename: 'Joann', surname: 'Smith', email: 'jo@example.test', createdBy: cast.admin.uid }),
    ];
    for (const user of people) await deps.store.users.insert(user);
    return { ...testApp, signedIn: await testApp.clients() };
  };

  it('answers as before, plus the total, when no parameter is given', async () => {
    const { signedIn } = await withPeople();
    const reply = await signedIn.admin.request<ListReply>('GET', '/api/user/participants');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: '6 participants', total: 6 });
    expect(names(reply)).toEqual([
      'Bob Annan',
      'Otto Part',
      'Paula Part',
      'Ann Smith',
      'Joann Smith',
      'Anne Smithers',
    ]);
    expect(Object.keys(reply.body).sort()).toEqual(['message', 'success', 'total', 'users']);
  });

  it('finds users by every term: the start of a name, or anywhere in the email', async () => {
    const { signedIn } = await withPeople();
    const search = async (q: string) =>
      signedIn.admin.request<ListReply>('GET', `/api/user/participants?q=${encodeURIComponent(q)}`);
    expect(names(await search('ann smi'))).toEqual(['Ann Smith', 'Anne Smithers']);
    expect(names(await search('  ANN  '))).toEqual(['Bob Annan', 'Ann Smith', 'Anne Smithers']);
    expect(names(await search('bob@'))).toEqual(['Bob Annan']);
    expect((await search('ann smi')).body).toMatchObject({ message: '2 participants', total: 2 });
    expect((await search('%')).body).toMatchObject({ users: [], total: 0 });
    expect((await search('')).body.total).toBe(6);
  });

  it('gives the page asked for, with the total of all matches', async () => {
    const { signedIn } = await withPeople();
    const first = await signedIn.admin.request<ListReply>('GET', '/api/user/participants?offset=0&limit=2');
    expect(names(first)).toEqual(['Bob Annan', 'Otto Part']);
    expect(first.body).toMatchObject({ message: '2 participants', total: 6 });
    const next = await signedIn.admin.request<ListReply>('GET', '/api/user/participants?offset=2&limit=2');
    expect(names(next)).toEqual(['Paula Part', 'Ann Smith']);
    const searched = await signedIn.admin.request<ListReply>(
      'GET',
      '/api/user/participants?q=smi&offset=1&limit=500',
    );
    expect(names(searched)).toEqual(['Joann Smith', 'Anne Smithers']);
    expect(searched.body.total).toBe(3);
    const beyond = await signedIn.admin.request<ListReply>('GET', '/api/user/participants?offset=100');
    expect(beyond.body).toMatchObject({ users: [], total: 6, message: '0 participants' });
  });

  it("keeps a Guide's search and paging within their own participants", async () => {
    const { signedIn } = await withPeople();
    const all = await signedIn.guide.request<ListReply>('GET', '/api/user/participants');
    expect(names(all)).toEqual(['Bob Annan', 'Paula Part', 'Ann Smith', 'Anne Smithers']);
    expect(all.body.total).toBe(4);
    const joann = await signedIn.guide.request<ListReply>('GET', '/api/user/participants?q=joann');
    expect(joann.body).toMatchObject({ users: [], total: 0 });
    const page = await signedIn.guide.request<ListReply>('GET', '/api/user/participants?q=smi&limit=1');
    expect(names(page)).toEqual(['Ann Smith']);
    expect(page.body.total).toBe(2);
  });

  it('searches and pages the Guides and the super-admins too', async () => {
    const { signedIn, cast } = await withPeople();
    const guides = await signedIn.admin.request<ListReply>('GET', '/api/user/facilitators?q=olga&limit=5');
    expect(guides.body).toMatchObject({ success: true, message: '1 guides', total: 1 });
    expect(guides.body.users.map((u) => u.uid)).toEqual([cast.otherGuide.uid]);
    const paged = await signedIn.admin.request<ListReply>('GET', '/api/user/facilitators?offset=1&limit=1');
    expect(paged.body.users.map((u) => u.uid)).toEqual([cast.otherGuide.uid]);
    expect(paged.body.total).toBe(2);
    const own = await signedIn.guide.request<ListReply>('GET', '/api/user/facilitators?q=olga');
    expect(own.body).toMatchObject({ users: [], total: 0 });
    const admins = await signedIn.admin.request<ListReply>(
      'GET',
      '/api/user/superadmins?q=ada%20admin&limit=1',
    );
    expect(admins.body).toMatchObject({ message: '1 super-admins', total: 1 });
    expect(admins.body.users.map((u) => u.uid)).toEqual([cast.admin.uid]);
    expectNoPasswordHash(admins);
  });

  const paths = ['/api/user/participants', '/api/user/facilitators', '/api/user/superadmins'];
  const badQueries: [string, string][] = [
    ['offset=-1', 'offset: must be a whole number of 0 or more'],
    ['offset=1.5', 'offset: must be a whole number of 0 or more'],
    ['offset=abc', 'offset: must be a whole number of 0 or more'],
    ['offset=', 'offset: must be a whole number of 0 or more'],
    ['limit=0', 'limit: must be a whole number from 1 to 500'],
    ['limit=501', 'limit: must be a whole number from 1 to 500'],
    ['limit=ten', 'limit: must be a whole number from 1 to 500'],
    ['limit=-5', 'limit: must be a whole number from 1 to 500'],
    ['limit=1e2', 'limit: must be a whole number from 1 to 500'],
    [`q=${'x'.repeat(201)}`, 'q: must be at most 200 characters'],
  ];
  for (const path of paths) {
    it(`refuses a malformed offset, limit or q on ${path} with 400, naming it`, async () => {
      const { signedIn, deps } = await withPeople();
      for (const [query, message] of badQueries) {
        await expectRefused(deps, () => signedIn.admin.request('GET', `${path}?${query}`), 400, message);
      }
    });
  }

  it('accepts the bounds: offset 0, limit 1 and 500, 200 characters of search text after trimming', async () => {
    const { signedIn } = await withPeople();
    for (const query of ['offset=0', 'limit=1', 'limit=500', `q=%20${'x'.repeat(200)}%20`]) {
      expect((await signedIn.admin.request('GET', `/api/user/participants?${query}`)).status).toBe(200);
    }
  });

  const refusedRoles: [string, readonly ('guide' | 'participant')[]][] = [
    ['/api/user/participants', ['participant']],
    ['/api/user/facilitators', ['participant']],
    ['/api/user/superadmins', ['guide', 'participant']],
  ];
  for (const [path, roles] of refusedRoles) {
    it(`still refuses ${path} with parameters without a session and to ${roles.join(' and ')}`, async () => {
      const { anonymous, signedIn, deps } = await withPeople();
      const withParams = `${path}?q=a&offset=0&limit=10`;
      await expectRefused(deps, () => anonymous.request('GET', withParams), 401);
      await expectRefused(deps, () => anonymous.request('GET', `${path}?limit=0`), 401);
      for (const role of roles)
        await expectRefused(deps, () => signedIn[role].request('GET', withParams), 403);
    });
  }
});

describe('replies about users', () => {
  it('never carry a password hash', async () => {
    const { clients, cast, deps } = await createTestApp();
    await deps.store.uploadedEvents.insert(uploadOf(cast.admin.uid));
    const { admin } = await clients();
    const paths = [
      '/api/user/info',
      `/api/user/info_byid?uid=${cast.guide.uid}`,
      `/api/user/info_byid?uid=${cast.participant.uid}`,
      '/api/user/participants',
      '/api/user/participants_uploaded',
      '/api/user/facilitators',
      '/api/user/superadmins',
    ];
    for (const path of paths) {
      const response = await admin.request('GET', path);
      expect(response.status).toBe(200);
      expectNoPasswordHash(response);
    }
  });
});
