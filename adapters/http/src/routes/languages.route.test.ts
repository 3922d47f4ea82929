import { recordWrites } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { newEventBody } from '../testing/event-fixtures.ts';
import { expectRefused } from '../testing/probes.ts';
import { createTestApp } from '../testing/test-app.ts';

/** A person's language and an event's (issue 35): optional fields of the account and event forms. */

const account = (user: { forename: string; surname: string; email: string }, language?: unknown) => ({
  forename: user.forename,
  surname: user.surname,
  email: user.email,
  ...(language === undefined ? {} : { language }),
});

const newPerson = (overrides: Record<string, unknown> = {}) => ({
  accessLevel: 0,
  forename: 'Lena',
  surname: 'Lang',
  email: 'lena.lang@example.test',
  password: 'Initial1pass',
  ...overrides,
});

const eventUpdate = (eid: string, overrides: Record<string, unknown> = {}) => ({
  eid,
  eventName: 'Spring Workshop',
  eventDate: '2026-06-10',
  accessClose: '2026-07-10',
  eventType: 'Reg',
  sessionAccess: 'Pre-work',
  ...overrides,
});

describe("a person's language", () => {
  it('is set on register and read back with the account; a form without it chooses none', async () => {
    const { clients, deps } = await createTestApp();
    const { guide } = await clients();
    const reply = await guide.request<{ user: { uid: string; language: string | null } }>(
      'POST',
      '/api/auth/register',
      newPerson({ language: 'de' }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.user.language).toBe('de');
    expect((await deps.store.users.findById(reply.body.user.uid))?.language).toBe('de');
    const plain = await guide.request<{ user: { language: string | null } }>(
      'POST',
      '/api/auth/register',
      newPerson({ email: 'other@example.test' }),
    );
    expect(plain.body.user.language).toBeNull();
  });

  it('is changed by the person (updateself) and kept when a form leaves it out', async () => {
    const { signIn, cast, deps } = await createTestApp();
    const participant = await signIn(cast.participant);
    expect(
      (await participant.request('PUT', '/api/user/updateself', account(cast.participant, 'ar'))).status,
    ).toBe(200);
    expect((await participant.request('GET', '/api/user/info')).body).toMatchObject({
      user: { language: 'ar' },
    });
    expect((await participant.request('PUT', '/api/user/updateself', account(cast.participant))).status).toBe(
      200,
    );
    expect((await deps.store.users.findById(cast.participant.uid))?.language).toBe('ar');
    expect(
      (await participant.request('PUT', '/api/user/updateself', account(cast.participant, null))).status,
    ).toBe(200);
    expect((await deps.store.users.findById(cast.participant.uid))?.language).toBeNull();
  });

  it('is changed by whoever administers the person, and audited as a changed field', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide, admin } = await clients();
    const reply = await guide.request('PUT', '/api/user/update', {
      uid: cast.participant.uid,
      ...account(cast.participant, 'fr'),
    });
    expect(reply.status).toBe(200);
    expect((await deps.store.users.findById(cast.participant.uid))?.language).toBe('fr');
    const audit = await admin.request<{ entries: { action: string; details: unknown }[] }>(
      'GET',
      '/api/audit',
    );
    expect(audit.body.entries.find((e) => e.action === 'user.updated')?.details).toEqual({
      fields: ['language'],
    });
  });

  it("cannot be set on another Guide's participant (404), writing nothing", async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide } = await clients();
    const writes = recordWrites(deps);
    await expectRefused(
      deps,
      () =>
        guide.request('PUT', '/api/user/update', {
          uid: cast.otherParticipant.uid,
          ...account(cast.otherParticipant, 'fr'),
        }),
      404,
    );
    expect(writes()).toEqual([]);
  });

  it('refuses a tag that is not shipped, naming the field, writing nothing', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide, participant } = await clients();
    const writes = recordWrites(deps);
    for (const language of ['pt', 'EN', 'de-DE', '', 7]) {
      const self = await participant.request(
        'PUT',
        '/api/user/updateself',
        account(cast.participant, language),
      );
      expect(self.status).toBe(400);
      expect(self.body).toMatchObject({ success: false, message: expect.stringMatching(/language/) });
      const register = await guide.request('POST', '/api/auth/register', newPerson({ language }));
      expect(register.status).toBe(400);
    }
    expect(writes()).toEqual([]);
  });
});

describe("an event's language", () => {
  it('is set on create and on update, kept when the form leaves it out, and shown with the event', async () => {
    const { clients, deps } = await createTestApp();
    const { guide } = await clients();
    const created = await guide.request<{ event: { eid: string; language: string | null } }>(
      'POST',
      '/api/event/create',
      newEventBody({ language: 'es' }),
    );
    expect(created.status).toBe(201);
    const { eid } = created.body.event;
    expect(created.body.event.language).toBe('es');
    const update = async (body: Record<string, unknown>) => {
      const reply = await guide.request<{ event: { language: string | null } }>(
        'PUT',
        '/api/event/update',
        body,
      );
      expect(reply.status).toBe(200);
      return (await deps.store.events.findById(eid))?.language;
    };
    expect(await update(eventUpdate(eid, { language: 'nl' }))).toBe('nl');
    expect(await update(eventUpdate(eid))).toBe('nl');
    expect(await update(eventUpdate(eid, { language: null }))).toBeNull();
  });

  it("refuses an unshipped tag (400) and another Guide's event (404), writing nothing", async () => {
    const { clients, cast, deps, signIn } = await createTestApp();
    const { guide } = await clients();
    const other = await signIn(cast.otherGuide);
    const writes = recordWrites(deps);
    const bad = await guide.request(
      'PUT',
      '/api/event/update',
      eventUpdate(cast.event.eid, { language: 'klingon' }),
    );
    expect(bad.status).toBe(400);
    expect((await guide.request('POST', '/api/event/create', newEventBody({ language: 'pt' }))).status).toBe(
      400,
    );
    await expectRefused(
      deps,
      () => other.request('PUT', '/api/event/update', eventUpdate(cast.event.eid, { language: 'de' })),
      404,
    );
    expect(writes()).toEqual([]);
  });
});
