import type { EventParticipant, EventView, Job } from '@vs/domain';
import { outboxJobs, recordWrites } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { createRateLimits } from '../middleware/rate-limits.ts';
import { MISSING_ID, storeUnassignedUser } from '../testing/event-fixtures.ts';
import { expectRefused } from '../testing/probes.ts';
import { createTestApp } from '../testing/test-app.ts';

/** An app whose Guide's event has a second participant, Quinn, who was already sent a logon email. */
const appWithTwoParticipants = async () => {
  const app = await createTestApp();
  const { cast, deps } = app;
  const quinn = await storeUnassignedUser(deps.store, { forename: 'Quinn', createdBy: cast.guide.uid });
  await deps.store.users.setEvent([quinn.uid], cast.event.eid);
  await deps.store.events.update({
    ...cast.event,
    participants: [cast.participant.uid, quinn.uid],
    emailsSent: [false, true],
  });
  return { ...app, quinn, ...(await app.clients()) };
};

const logonJob = (uid: string, senderId: string, bodyOverride: string | null = null): Job => ({
  kind: 'email',
  name: 'logon-email',
  payload: { requestId: expect.any(String), uid, senderId, bodyOverride },
});

describe('POST /api/event/add_participant', () => {
  it('appends the person with an unsent logon-email flag and places them in the event', async () => {
    const { guide, cast, deps, quinn } = await appWithTwoParticipants();
    const newcomer = await storeUnassignedUser(deps.store, { forename: 'Nia', createdBy: cast.guide.uid });
    const reply = await guide.request<{ event: EventView; participants: EventView['participants'] }>(
      'POST',
      '/api/event/add_participant',
      { uid: newcomer.uid, eid: cast.event.eid },
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Participant added' });
    expect(reply.body.participants.map((p) => p.uid)).toEqual([
      cast.participant.uid,
      quinn.uid,
      newcomer.uid,
    ]);
    expect(reply.body.event.emailsSent).toEqual([false, true, false]);
    expect(await deps.store.events.findById(cast.event.eid)).toMatchObject({
      participants: [cast.participant.uid, quinn.uid, newcomer.uid],
      emailsSent: [false, true, false],
    });
    expect((await deps.store.users.findById(newcomer.uid))?.eventId).toBe(cast.event.eid);
    expect(await outboxJobs(deps.store)).toEqual([]);
  });

  it('lets a Guide add themselves, making it their personal event', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide } = await clients();
    const reply = await guide.request('POST', '/api/event/add_participant', {
      uid: cast.guide.uid,
      eid: cast.event.eid,
    });
    expect(reply.status).toBe(200);
    expect((await deps.store.users.findById(cast.guide.uid))?.eventId).toBe(cast.event.eid);
    expect((await guide.request('GET', '/api/event/participant_event')).body).toMatchObject({
      event: { eid: cast.event.eid },
    });
  });

  it("lets a super-admin add anyone free to a Guide's event", async () => {
    const { clients, cast, deps } = await createTestApp();
    const loner = await storeUnassignedUser(deps.store);
    const { admin } = await clients();
    const reply = await admin.request('POST', '/api/event/add_participant', {
      uid: loner.uid,
      eid: cast.otherEvent.eid,
    });
    expect(reply.status).toBe(200);
    expect((await deps.store.events.findById(cast.otherEvent.eid))?.participants).toContain(loner.uid);
  });

  it('refuses someone already in an event with a conflict naming them, and writes nothing', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { admin } = await clients();
    const writes = recordWrites(deps);
    const reply = await admin.request('POST', '/api/event/add_participant', {
      uid: cast.otherParticipant.uid,
      eid: cast.event.eid,
    });
    expect(reply).toMatchObject({
      status: 409,
      body: { code: 'EVENT.ALREADY_ASSIGNED', message: 'Otto Part is already assigned to an event' },
    });
    expect(writes()).toEqual([]);
  });

  it("hides another Guide's event and people outside the Guide's scope, writing nothing", async () => {
    const { clients, cast, deps } = await createTestApp();
    const stranger = await storeUnassignedUser(deps.store, { createdBy: cast.otherGuide.uid });
    const mine = await storeUnassignedUser(deps.store, { createdBy: cast.guide.uid });
    const { guide } = await clients();
    const writes = recordWrites(deps);
    expect(
      await guide.request('POST', '/api/event/add_participant', { uid: mine.uid, eid: cast.otherEvent.eid }),
    ).toMatchObject({ status: 404, body: { code: 'EVENT.NOT_FOUND' } });
    for (const uid of [stranger.uid, MISSING_ID, cast.otherGuide.uid]) {
      expect(
        await guide.request('POST', '/api/event/add_participant', { uid, eid: cast.event.eid }),
      ).toMatchObject({ status: 404, body: { code: 'USER.NOT_FOUND', message: 'User not found' } });
    }
    expect(writes()).toEqual([]);
  });

  it('asks for a session, refuses a participant and refuses malformed ids, writing nothing', async () => {
    const { anonymous, clients, cast, deps } = await createTestApp();
    const free = await storeUnassignedUser(deps.store, { createdBy: cast.guide.uid });
    const { participant, guide } = await clients();
    const writes = recordWrites(deps);
    const body = { uid: free.uid, eid: cast.event.eid };
    expect((await anonymous.request('POST', '/api/event/add_participant', body)).status).toBe(401);
    expect((await participant.request('POST', '/api/event/add_participant', body)).status).toBe(403);
    expect(
      await guide.request('POST', '/api/event/add_participant', { uid: 'someone', eid: cast.event.eid }),
    ).toMatchObject({ status: 400, body: { message: 'uid: uid must be a user id' } });
    expect(await guide.request('POST', '/api/event/add_participant', { uid: free.uid })).toMatchObject({
      status: 400,
      body: { code: 'REQUEST.INVALID' },
    });
    expect(writes()).toEqual([]);
  });
});

describe('POST /api/event/add_participant by exact email', () => {
  const NO_FREE_PARTICIPANT = {
    status: 404,
    body: {
      success: false,
      code: 'USER.NOT_FOUND',
      message: 'No participant without an event has this email',
    },
  };

  it('lets a Guide add a participant a super-admin registered, who is then in their event and theirs', async () => {
    const { clients, cast, deps, signIn } = await createTestApp();
    const { admin, guide } = await clients();
    const registered = await admin.request('POST', '/api/auth/register', {
      accessLevel: 0,
      forename: 'Reg',
      surname: 'Istered',
      email: 'reg.istered@example.test',
      password: 'Passw0rd1',
    });
    expect(registered.status).toBe(201);
    const user = await deps.store.users.findByEmail('reg.istered@example.test');
    if (user === null) throw new Error('registered user not stored');
    expect((await guide.request('GET', `/api/user/info_byid?uid=${user.uid}`)).status).toBe(404);

    const reply = await guide.request<{ participants: EventParticipant[] }>(
      'POST',
      '/api/event/add_participant',
      { eid: cast.event.eid, email: ' Reg.Istered@Example.test ' },
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Participant added' });
    expect(reply.body.participants.map((p) => p.uid)).toEqual([cast.participant.uid, user.uid]);

    const view = await guide.request<{ event: EventView }>('GET', `/api/event?eid=${cast.event.eid}`);
    expect(view.body.event.participants.map((p) => p.uid)).toContain(user.uid);
    expect((await guide.request('GET', `/api/user/info_byid?uid=${user.uid}`)).status).toBe(200);
    expect(
      (await guide.request('PUT', '/api/user/update_mw', { uid: user.uid, mwEnabled: true })).status,
    ).toBe(200);
    const newcomer = await signIn(user, 'Passw0rd1');
    expect(await newcomer.request('GET', '/api/event/participant_event')).toMatchObject({
      status: 200,
      body: { event: { eid: cast.event.eid } },
    });
  });

  it('lets a Guide add by email a participant they created earlier, and names one already in their event', async () => {
    const { clients, cast, deps } = await createTestApp();
    const own = await storeUnassignedUser(deps.store, { createdBy: cast.guide.uid });
    const { guide } = await clients();
    const reply = await guide.request('POST', '/api/event/add_participant', {
      eid: cast.event.eid,
      email: own.email,
    });
    expect(reply.status).toBe(200);
    expect((await deps.store.users.findById(own.uid))?.eventId).toBe(cast.event.eid);
    expect(
      await guide.request('POST', '/api/event/add_participant', { eid: cast.event.eid, email: own.email }),
    ).toMatchObject({ status: 409, body: { code: 'EVENT.ALREADY_ASSIGNED' } });
  });

  it("answers someone in another Guide's event, a Guide's account and an unknown email with the same 404, writing nothing", async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide } = await clients();
    const writes = recordWrites(deps);
    const answers = [];
    for (const email of [cast.otherParticipant.email, cast.otherGuide.email, 'nobody@example.test']) {
      answers.push(await guide.request('POST', '/api/event/add_participant', { eid: cast.event.eid, email }));
    }
    for (const answer of answers) expect(answer).toMatchObject(NO_FREE_PARTICIPANT);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(writes()).toEqual([]);
  });

  it('asks for a session, refuses a participant and refuses malformed bodies, writing nothing', async () => {
    const { anonymous, clients, cast, deps } = await createTestApp();
    const free = await storeUnassignedUser(deps.store, { createdBy: cast.admin.uid });
    const { participant, guide } = await clients();
    const writes = recordWrites(deps);
    const body = { eid: cast.event.eid, email: free.email };
    expect((await anonymous.request('POST', '/api/event/add_participant', body)).status).toBe(401);
    expect((await participant.request('POST', '/api/event/add_participant', body)).status).toBe(403);
    expect(
      await guide.request('POST', '/api/event/add_participant', {
        eid: cast.event.eid,
        email: 'not-an-email',
      }),
    ).toMatchObject({ status: 400, body: { message: 'email: Enter a valid email address' } });
    const exactlyOne = { status: 400, body: { message: 'Give either uid or email, not both' } };
    expect(
      await guide.request('POST', '/api/event/add_participant', { ...body, uid: free.uid }),
    ).toMatchObject(exactlyOne);
    expect(await guide.request('POST', '/api/event/add_participant', { eid: cast.event.eid })).toMatchObject({
      status: 400,
      body: { message: 'Give either uid or email' },
    });
    expect(writes()).toEqual([]);
  });

  it('ignores fields it does not know', async () => {
    const { clients, cast, deps } = await createTestApp();
    const free = await storeUnassignedUser(deps.store, { createdBy: cast.guide.uid });
    const { guide } = await clients();
    const reply = await guide.request('POST', '/api/event/add_participant', {
      eid: cast.event.eid,
      uid: free.uid,
      note: 'from an older client',
    });
    expect(reply.status).toBe(200);
  });

  describe('under the per-user email probe limit', () => {
    const LIMIT = 3;
    const limitedApp = async () => {
      const app = await createTestApp({
        rateLimits: createRateLimits({
          rules: { emailProbesPerUser: { points: LIMIT, durationSeconds: 3600 } },
        }),
      });
      return { ...app, ...(await app.clients()) };
    };
    const byEmail = (eid: string, email: string) => ({ eid, email });

    it('refuses a Guide who was told too often that no free participant has an email (429 with Retry-After), writing nothing', async () => {
      const { guide, otherGuide, cast, deps } = await limitedApp();
      const free = await storeUnassignedUser(deps.store, { createdBy: cast.admin.uid });
      for (let i = 0; i < LIMIT; i += 1) {
        const unknown = byEmail(cast.event.eid, `unknown${i}@example.test`);
        expect((await guide.request('POST', '/api/event/add_participant', unknown)).status).toBe(404);
      }
      const writes = recordWrites(deps);
      const refused = await guide.request(
        'POST',
        '/api/event/add_participant',
        byEmail(cast.event.eid, free.email),
      );
      expect(refused).toMatchObject({ status: 429, body: { success: false, code: 'RATE_LIMITED' } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(writes()).toEqual([]);
      // The limit is the Guide's own; the uid form was never counted and is not refused.
      const othersFree = await storeUnassignedUser(deps.store, { createdBy: cast.admin.uid });
      expect(
        (
          await otherGuide.request(
            'POST',
            '/api/event/add_participant',
            byEmail(cast.otherEvent.eid, othersFree.email),
          )
        ).status,
      ).toBe(200);
      const own = await storeUnassignedUser(deps.store, { createdBy: cast.guide.uid });
      expect(
        (await guide.request('POST', '/api/event/add_participant', { eid: cast.event.eid, uid: own.uid }))
          .status,
      ).toBe(200);
    });

    it('shares the count with "email taken" answers', async () => {
      const { guide, cast } = await limitedApp();
      for (let i = 0; i < LIMIT - 1; i += 1) {
        const taken = await guide.request('POST', '/api/auth/register', {
          accessLevel: 0,
          forename: 'Pat',
          surname: 'Probe',
          email: cast.admin.email,
          password: 'Passw0rd1',
        });
        expect(taken.status).toBe(409);
      }
      const unknown = byEmail(cast.event.eid, 'unknown@example.test');
      expect((await guide.request('POST', '/api/event/add_participant', unknown)).status).toBe(404);
      expect((await guide.request('POST', '/api/event/add_participant', unknown)).status).toBe(429);
    });

    it('does not count answers that add someone, nor a super-admin’s', async () => {
      const { guide, admin, cast, deps } = await limitedApp();
      for (let i = 0; i < LIMIT + 1; i += 1) {
        const free = await storeUnassignedUser(deps.store, { createdBy: cast.admin.uid });
        const added = await guide.request(
          'POST',
          '/api/event/add_participant',
          byEmail(cast.event.eid, free.email),
        );
        expect(added.status).toBe(200);
        const unknown = byEmail(cast.event.eid, `unknown${i}@example.test`);
        expect((await admin.request('POST', '/api/event/add_participant', unknown)).status).toBe(404);
      }
    });
  });
});

describe('PUT /api/event/remove_participant', () => {
  it('takes the person out with their own logon-email flag, keeping their account and work', async () => {
    const { guide, cast, deps, quinn } = await appWithTwoParticipants();
    const reply = await guide.request<{ participants: EventParticipant[] }>(
      'PUT',
      '/api/event/remove_participant',
      { uid: cast.participant.uid, eid: cast.event.eid },
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Participant removed' });
    expect(reply.body.participants).toEqual([
      expect.objectContaining({ uid: quinn.uid, forename: 'Quinn', emailSent: true }),
    ]);
    expect(await deps.store.events.findById(cast.event.eid)).toMatchObject({
      participants: [quinn.uid],
      emailsSent: [true],
    });
    expect((await deps.store.users.findById(cast.participant.uid))?.eventId).toBeNull();
  });

  it('keeps every flag with its participant across adds and removes', async () => {
    const { guide, cast, deps, quinn } = await appWithTwoParticipants();
    const nia = await storeUnassignedUser(deps.store, { forename: 'Nia', createdBy: cast.guide.uid });
    const eid = cast.event.eid;
    await guide.request('POST', '/api/event/add_participant', { uid: nia.uid, eid });
    await guide.request('POST', '/api/event/send_email', { uid: nia.uid });
    const reply = await guide.request<{ participants: EventParticipant[] }>(
      'PUT',
      '/api/event/remove_participant',
      { uid: quinn.uid, eid },
    );
    expect(reply.body.participants.map((p) => [p.forename, p.emailSent, p.emailState])).toEqual([
      ['Paula', false, 'not-sent'],
      ['Nia', false, 'queued'],
    ]);
    const view = await guide.request<{ event: EventView }>('GET', `/api/event?eid=${eid}`);
    expect(view.body.event.participants.map((p) => p.forename)).toEqual(['Paula', 'Nia']);
    expect(view.body.event.emailsSent).toEqual([false, false]);
    expect(view.body.event.emailStates).toEqual(['not-sent', 'queued']);
  });

  it('calls a logon email sent only once the mail server accepted it, and shows one that failed', async () => {
    const { guide, cast, deps } = await appWithTwoParticipants();
    const eid = cast.event.eid;
    await guide.request('POST', '/api/event/send_emails', { eid });
    // Quinn's was sent before deliveries were tracked: only Paula's is asked for.
    const [paula] = (await outboxJobs(deps.store)).map((job) =>
      job.name === 'logon-email' ? job.payload.requestId : '',
    );
    const states = async () => {
      const view = await guide.request<{ event: EventView }>('GET', `/api/event?eid=${eid}`);
      return [view.body.event.emailsSent, view.body.event.emailStates];
    };
    expect(await states()).toEqual([
      [false, true],
      ['queued', 'sent'],
    ]);
    await deps.store.deliveries.recordSent(paula ?? '', deps.clock.now());
    expect(await states()).toEqual([
      [true, true],
      ['sent', 'sent'],
    ]);
  });

  it('answers 404 for someone who is not in the event, writing nothing', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { admin } = await clients();
    const writes = recordWrites(deps);
    expect(
      await admin.request('PUT', '/api/event/remove_participant', {
        uid: cast.otherParticipant.uid,
        eid: cast.event.eid,
      }),
    ).toMatchObject({
      status: 404,
      body: { code: 'EVENT.NOT_PARTICIPANT', message: 'That person is not a participant of this event' },
    });
    expect(writes()).toEqual([]);
  });

  it("asks for a session, refuses a participant and hides another Guide's event, writing nothing", async () => {
    const { anonymous, clients, cast, deps } = await createTestApp();
    const { participant, guide } = await clients();
    const writes = recordWrites(deps);
    const own = { uid: cast.participant.uid, eid: cast.event.eid };
    const other = { uid: cast.otherParticipant.uid, eid: cast.otherEvent.eid };
    expect((await anonymous.request('PUT', '/api/event/remove_participant', own)).status).toBe(401);
    expect((await participant.request('PUT', '/api/event/remove_participant', own)).status).toBe(403);
    expect(await guide.request('PUT', '/api/event/remove_participant', other)).toMatchObject({
      status: 404,
      body: { code: 'EVENT.NOT_FOUND' },
    });
    expect(
      await guide.request('PUT', '/api/event/remove_participant', { ...own, eid: 'not-an-id' }),
    ).toMatchObject({ status: 400, body: { message: 'eid: eid must be an event id' } });
    expect(writes()).toEqual([]);
  });
});

describe('POST /api/event/send_email', () => {
  it('writes a logon email job carrying ids only to the outbox and marks the flag sent', async () => {
    const { guide, cast, deps } = await appWithTwoParticipants();
    const reply = await guide.request('POST', '/api/event/send_email', { uid: cast.participant.uid });
    expect(reply).toMatchObject({ status: 200, body: { success: true, message: 'Email sent' } });
    expect(await outboxJobs(deps.store)).toEqual([logonJob(cast.participant.uid, cast.guide.uid)]);
    const text = JSON.stringify(await outboxJobs(deps.store));
    for (const personal of [cast.participant.email, cast.participant.forename, cast.participant.surname]) {
      expect(text).not.toContain(personal);
    }
    expect((await deps.store.events.findById(cast.event.eid))?.emailsSent).toEqual([true, true]);
    expect(deps.sent).toEqual([]);
  });

  it('resends to someone already sent one, with a fresh request id', async () => {
    const { guide, deps, quinn, cast } = await appWithTwoParticipants();
    await guide.request('POST', '/api/event/send_email', { uid: quinn.uid });
    await guide.request('POST', '/api/event/send_email', { uid: quinn.uid });
    expect(await outboxJobs(deps.store)).toEqual([
      logonJob(quinn.uid, cast.guide.uid),
      logonJob(quinn.uid, cast.guide.uid),
    ]);
    const [first, second] = await outboxJobs(deps.store);
    expect(first?.name === 'logon-email' && first.payload.requestId).not.toBe(
      second?.name === 'logon-email' && second.payload.requestId,
    );
    expect((await deps.store.events.findById(cast.event.eid))?.emailsSent).toEqual([false, true]);
  });

  it("uses the Guide's text instead of the template body when one is given", async () => {
    const { guide, cast, deps } = await appWithTwoParticipants();
    const reply = await guide.request('POST', '/api/event/send_email', {
      uid: cast.participant.uid,
      emailBody: '  See you on Friday!  ',
    });
    expect(reply.status).toBe(200);
    expect(await outboxJobs(deps.store)).toEqual([
      logonJob(cast.participant.uid, cast.guide.uid, 'See you on Friday!'),
    ]);
  });

  it('keeps the template body when the given text is blank', async () => {
    const { guide, cast, deps } = await appWithTwoParticipants();
    const reply = await guide.request('POST', '/api/event/send_email', {
      uid: cast.participant.uid,
      emailBody: '  ',
    });
    expect(reply.status).toBe(200);
    expect(await outboxJobs(deps.store)).toEqual([logonJob(cast.participant.uid, cast.guide.uid)]);
  });

  it("names the event's facilitator as sender when a super-admin sends", async () => {
    const { clients, cast, deps } = await createTestApp();
    const { admin } = await clients();
    expect(
      (await admin.request('POST', '/api/event/send_email', { uid: cast.otherParticipant.uid })).status,
    ).toBe(200);
    expect(await outboxJobs(deps.store)).toEqual([logonJob(cast.otherParticipant.uid, cast.otherGuide.uid)]);
  });

  it("answers another Guide's participant, someone in no event and a missing user alike, queueing nothing", async () => {
    const { clients, cast, deps } = await createTestApp();
    const loner = await storeUnassignedUser(deps.store, { createdBy: cast.guide.uid });
    const { guide } = await clients();
    const writes = recordWrites(deps);
    for (const uid of [cast.otherParticipant.uid, loner.uid, MISSING_ID]) {
      expect(await guide.request('POST', '/api/event/send_email', { uid })).toMatchObject({
        status: 404,
        body: { code: 'USER.NOT_FOUND', message: 'User not found' },
      });
    }
    expect(writes()).toEqual([]);
  });

  it('asks for a session, refuses a participant and refuses malformed input, queueing nothing', async () => {
    const { anonymous, clients, cast, deps } = await createTestApp();
    const { participant, guide } = await clients();
    const writes = recordWrites(deps);
    const body = { uid: cast.participant.uid };
    expect((await anonymous.request('POST', '/api/event/send_email', body)).status).toBe(401);
    expect((await participant.request('POST', '/api/event/send_email', body)).status).toBe(403);
    expect(await guide.request('POST', '/api/event/send_email', { uid: 7 })).toMatchObject({
      status: 400,
      body: { code: 'REQUEST.INVALID' },
    });
    const tooLong = await guide.request('POST', '/api/event/send_email', {
      ...body,
      emailBody: 'x'.repeat(10_001),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/^emailBody: /);
    expect(writes()).toEqual([]);
  });
});

describe('POST /api/event/send_emails', () => {
  it('queues one job per participant not yet sent an email and marks them sent', async () => {
    const { guide, cast, deps } = await appWithTwoParticipants();
    const reply = await guide.request('POST', '/api/event/send_emails', { eid: cast.event.eid });
    expect(reply).toMatchObject({
      status: 200,
      body: { success: true, message: '1 login email queued', queued: 1 },
    });
    expect(await outboxJobs(deps.store)).toEqual([logonJob(cast.participant.uid, cast.guide.uid)]);
    expect((await deps.store.events.findById(cast.event.eid))?.emailsSent).toEqual([true, true]);
  });

  it('queues several and says how many', async () => {
    const { clients, cast, deps } = await createTestApp();
    const nia = await storeUnassignedUser(deps.store, { createdBy: cast.guide.uid });
    const { guide } = await clients();
    await guide.request('POST', '/api/event/add_participant', { uid: nia.uid, eid: cast.event.eid });
    const reply = await guide.request('POST', '/api/event/send_emails', { eid: cast.event.eid });
    expect(reply.body).toMatchObject({ message: '2 login emails queued', queued: 2 });
    expect(
      (await outboxJobs(deps.store)).map((job) => job.name === 'logon-email' && job.payload.uid),
    ).toEqual([cast.participant.uid, nia.uid]);
  });

  it('queues nothing while the emails are on their way, nor once everyone has been sent one', async () => {
    const { guide, cast, deps } = await appWithTwoParticipants();
    await guide.request('POST', '/api/event/send_emails', { eid: cast.event.eid });
    const writes = recordWrites(deps);
    const reply = await guide.request('POST', '/api/event/send_emails', { eid: cast.event.eid });
    expect(reply.body).toEqual({
      success: true,
      message: 'Every login email has been sent or is on its way',
      queued: 0,
    });
    expect(writes()).toEqual([]);
    for (const job of await outboxJobs(deps.store)) {
      if (job.name === 'logon-email')
        await deps.store.deliveries.recordSent(job.payload.requestId, deps.clock.now());
    }
    expect((await guide.request('POST', '/api/event/send_emails', { eid: cast.event.eid })).body).toEqual({
      success: true,
      message: 'Every participant has already been sent a login email',
      queued: 0,
    });
  });

  it('sends again to a participant whose logon email failed', async () => {
    const { guide, cast, deps } = await appWithTwoParticipants();
    await guide.request('POST', '/api/event/send_emails', { eid: cast.event.eid });
    const [first] = await outboxJobs(deps.store);
    const requestId = first?.name === 'logon-email' ? first.payload.requestId : '';
    await deps.store.deliveries.recordFailed(requestId, deps.clock.now(), '550 unknown user');
    const view = await guide.request<{ event: EventView }>('GET', `/api/event?eid=${cast.event.eid}`);
    expect(view.body.event.emailStates).toEqual(['failed', 'sent']);
    expect(view.body.event.emailFailures).toEqual(['550 unknown user', null]);
    const reply = await guide.request('POST', '/api/event/send_emails', { eid: cast.event.eid });
    expect(reply.body).toMatchObject({ message: '1 login email queued', queued: 1 });
  });

  it("asks for a session, refuses a participant and hides another Guide's event, queueing nothing", async () => {
    const { anonymous, clients, cast, deps } = await createTestApp();
    const { participant, guide } = await clients();
    const writes = recordWrites(deps);
    expect((await anonymous.request('POST', '/api/event/send_emails', { eid: cast.event.eid })).status).toBe(
      401,
    );
    expect(
      (await participant.request('POST', '/api/event/send_emails', { eid: cast.event.eid })).status,
    ).toBe(403);
    expect(await guide.request('POST', '/api/event/send_emails', { eid: cast.otherEvent.eid })).toMatchObject(
      {
        status: 404,
        body: { code: 'EVENT.NOT_FOUND' },
      },
    );
    expect(await guide.request('POST', '/api/event/send_emails', {})).toMatchObject({
      status: 400,
      body: { code: 'REQUEST.INVALID' },
    });
    expect(writes()).toEqual([]);
  });
});

describe('GET /api/event/failed_emails', () => {
  /** Paula's logon email failed in the Guide's event; Otto's went out in the other Guide's. */
  const withFailure = async () => {
    const app = await appWithTwoParticipants();
    await app.guide.request('POST', '/api/event/send_email', { uid: app.cast.participant.uid });
    const [job] = await outboxJobs(app.deps.store);
    const requestId = job?.name === 'logon-email' ? job.payload.requestId : '';
    await app.deps.store.deliveries.recordFailed(requestId, app.deps.clock.now(), '550 5.1.1 unknown user');
    return app;
  };

  it('lists for a super-admin every participant whose newest logon email failed, with the reason', async () => {
    const { admin, cast, deps } = await withFailure();
    const reply = await admin.request('GET', '/api/event/failed_emails');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: '1 undelivered login email',
      emails: [
        {
          eid: cast.event.eid,
          eventName: cast.event.eventName,
          uid: cast.participant.uid,
          forename: cast.participant.forename,
          surname: cast.participant.surname,
          email: cast.participant.email,
          failedAt: deps.clock.now().toISOString(),
          reason: '550 5.1.1 unknown user',
        },
      ],
    });
  });

  it('drops a participant once their email is sent again', async () => {
    const { admin, guide, cast } = await withFailure();
    await guide.request('POST', '/api/event/send_email', { uid: cast.participant.uid });
    expect((await admin.request('GET', '/api/event/failed_emails')).body).toMatchObject({ emails: [] });
  });

  it('asks for a session and refuses Guides and participants, writing nothing', async () => {
    const { anonymous, guide, participant, deps } = await withFailure();
    await expectRefused(deps, () => anonymous.request('GET', '/api/event/failed_emails'), 401);
    await expectRefused(deps, () => guide.request('GET', '/api/event/failed_emails'), 403);
    await expectRefused(deps, () => participant.request('GET', '/api/event/failed_emails'), 403);
  });
});
