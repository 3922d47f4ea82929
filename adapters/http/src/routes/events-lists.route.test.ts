import {
  type CalendarDate,
  DEFAULT_ORG_ID,
  type EventParticipant,
  type EventSummary,
  type EventView,
  type GetParticipantEventResult,
  type TeamOutputEvent,
} from '@vs/domain';
import { makeEvent } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { MISSING_ID, moveToDay, storeResponses } from '../testing/event-fixtures.ts';
import { expectNoPasswordHash, expectRefused } from '../testing/probes.ts';
import { createTestApp, type TestClient } from '../testing/test-app.ts';

describe('GET /api/event', () => {
  it("gives a Guide their event's dashboard view", async () => {
    const { clients, cast } = await createTestApp();
    const { guide } = await clients();
    const reply = await guide.request<{ event: EventView }>('GET', `/api/event?eid=${cast.event.eid}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Event loaded' });
    expect(reply.body.event).toEqual({
      eid: cast.event.eid,
      orgId: DEFAULT_ORG_ID,
      eventName: 'Spring Workshop',
      eventDate: '2026-06-10',
      accessClose: '2026-07-10',
      eventType: 'Reg',
      sessionAccess: 'Pre-work',
      facilitator: { uid: cast.guide.uid, forename: 'Gus', surname: 'Guide' },
      participants: [
        {
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
      ],
      emailsSent: [false],
      emailStates: ['not-sent'],
      emailFailures: [null],
      lastReminders: [null],
      toRemind: 1,
      autoRemindDays: null,
      followUpDays: [],
      language: null,
      timeZone: 'UTC',
      mwParticipants: 0,
      status: 'active',
    });
  });

  it("lets a super-admin read any Guide's event", async () => {
    const { clients, cast } = await createTestApp();
    const { admin } = await clients();
    const reply = await admin.request<{ event: EventView }>('GET', `/api/event?eid=${cast.otherEvent.eid}`);
    expect(reply.status).toBe(200);
    expect(reply.body.event.facilitator.forename).toBe('Olga');
  });

  it('accepts the prework flag the client sends along', async () => {
    const { clients, cast } = await createTestApp();
    const { guide } = await clients();
    expect((await guide.request('GET', `/api/event?eid=${cast.event.eid}&prework=true`)).status).toBe(200);
  });

  it('asks for a session', async () => {
    const { anonymous, cast } = await createTestApp();
    expect(await anonymous.request('GET', `/api/event?eid=${cast.event.eid}`)).toMatchObject({
      status: 401,
      body: { success: false, code: 'AUTH.NO_SESSION' },
    });
  });

  it('refuses a participant', async () => {
    const { clients, cast } = await createTestApp();
    const { participant } = await clients();
    expect(await participant.request('GET', `/api/event?eid=${cast.event.eid}`)).toMatchObject({
      status: 403,
      body: { success: false, code: 'AUTH.FORBIDDEN' },
    });
  });

  it("answers another Guide's event like a missing one", async () => {
    const { clients, cast } = await createTestApp();
    const { guide } = await clients();
    const other = await guide.request('GET', `/api/event?eid=${cast.otherEvent.eid}`);
    const missing = await guide.request('GET', `/api/event?eid=${MISSING_ID}`);
    expect(other).toMatchObject({ status: 404, body: { success: false, code: 'EVENT.NOT_FOUND' } });
    expect(missing.body).toEqual(other.body);
  });

  it('refuses a missing or malformed eid, naming it', async () => {
    const { clients } = await createTestApp();
    const { guide } = await clients();
    for (const query of ['', '?eid=42']) {
      const reply = await guide.request('GET', `/api/event${query}`);
      expect(reply).toMatchObject({ status: 400, body: { success: false, code: 'REQUEST.INVALID' } });
      expect(reply.body.message).toMatch(/^eid: /);
    }
  });
});

describe('GET /api/event/all', () => {
  it('lists every active event for a super-admin, newest first then by name', async () => {
    const { clients, cast } = await createTestApp();
    const { admin } = await clients();
    const reply = await admin.request<{ events: EventView[] }>('GET', '/api/event/all');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: '2 events' });
    expect(reply.body.events.map((e) => e.eid)).toEqual([cast.otherEvent.eid, cast.event.eid]);
  });

  it('lists only the events a Guide facilitates', async () => {
    const { clients, cast } = await createTestApp();
    const { guide } = await clients();
    const reply = await guide.request<{ events: EventView[] }>('GET', '/api/event/all');
    expect(reply.body.events.map((e) => e.eid)).toEqual([cast.event.eid]);
    expectNoPasswordHash(reply);
  });

  it('asks for a session and refuses a participant', async () => {
    const { anonymous, clients } = await createTestApp();
    const { participant } = await clients();
    expect((await anonymous.request('GET', '/api/event/all')).status).toBe(401);
    expect((await participant.request('GET', '/api/event/all')).status).toBe(403);
  });
});

describe('GET /api/event/summaries', () => {
  type SummariesReply = { success: boolean; message: string; events: EventSummary[]; total: number };

  it('gives a super-admin every active event as a summary, newest first then by name', async () => {
    const { clients, cast } = await createTestApp();
    const { admin } = await clients();
    const reply = await admin.request<SummariesReply>('GET', '/api/event/summaries?status=active');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: '2 events',
      events: [
        {
          eid: cast.otherEvent.eid,
          orgId: DEFAULT_ORG_ID,
          eventName: 'Other Workshop',
          eventDate: '2026-06-10',
          accessClose: '2026-07-10',
          eventType: 'Reg',
          sessionAccess: 'Pre-work',
          facilitator: { uid: cast.otherGuide.uid, forename: 'Olga', surname: 'Other' },
          participantCount: 1,
          followUpDays: [],
          timeZone: 'UTC',
          status: 'active',
        },
        {
          eid: cast.event.eid,
          orgId: DEFAULT_ORG_ID,
          eventName: 'Spring Workshop',
          eventDate: '2026-06-10',
          accessClose: '2026-07-10',
          eventType: 'Reg',
          sessionAccess: 'Pre-work',
          facilitator: { uid: cast.guide.uid, forename: 'Gus', surname: 'Guide' },
          participantCount: 1,
          followUpDays: [],
          timeZone: 'UTC',
          status: 'active',
        },
      ],
      total: 2,
    });
    expectNoPasswordHash(reply);
  });

  it('gives a Guide only the events they facilitate, with no participant lists', async () => {
    const { clients, cast } = await createTestApp();
    const { guide } = await clients();
    const reply = await guide.request<SummariesReply>('GET', '/api/event/summaries?status=active');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: '1 event' });
    expect(reply.body.events.map((e) => e.eid)).toEqual([cast.event.eid]);
    expect(reply.body.events[0]).not.toHaveProperty('participants');
    expect(reply.body.events[0]).not.toHaveProperty('emailsSent');
  });

  it("never shows a Guide another Guide's events, in any status", async () => {
    const { signIn, deps, cast } = await createTestApp();
    await deps.store.events.insert(
      makeEvent({
        facilitatorId: cast.otherGuide.uid,
        eventName: 'Closed early',
        state: 'closed',
        closedOn: '2026-05-30' as CalendarDate,
      }),
    );
    for (const day of ['2026-06-01', '2026-07-11', '2026-08-10']) {
      moveToDay(deps, day);
      const guide = await signIn(cast.guide);
      const otherGuide = await signIn(cast.otherGuide);
      for (const status of ['active', 'closed', 'pending-removal']) {
        const path = `/api/event/summaries?status=${status}`;
        const own = await guide.request<SummariesReply>('GET', path);
        expect(own.status).toBe(200);
        expect(own.body.events.every((e) => e.facilitator.uid === cast.guide.uid)).toBe(true);
        const theirs = await otherGuide.request<SummariesReply>('GET', path);
        expect(theirs.body.events.every((e) => e.facilitator.uid === cast.otherGuide.uid)).toBe(true);
      }
    }
  });

  it('lists the same events as /all, /all_expired and /pending_removal', async () => {
    const { signIn, deps, cast } = await createTestApp();
    const lists = [
      ['active', '/api/event/all'],
      ['closed', '/api/event/all_expired'],
      ['pending-removal', '/api/event/pending_removal'],
    ] as const;
    for (const day of ['2026-06-01', '2026-07-11', '2026-08-10']) {
      moveToDay(deps, day);
      for (const user of [cast.admin, cast.guide]) {
        const client = await signIn(user);
        for (const [status, path] of lists) {
          const full = await client.request<{ events: EventView[] }>('GET', path);
          const summaries = await client.request<SummariesReply>(
            'GET',
            `/api/event/summaries?status=${status}`,
          );
          expect(summaries.body.events.map((e) => e.eid)).toEqual(full.body.events.map((e) => e.eid));
          expect(summaries.body.events.map((e) => e.participantCount)).toEqual(
            full.body.events.map((e) => e.participants.length),
          );
          expect(summaries.body.events.every((e) => e.status === status)).toBe(true);
        }
      }
    }
  });

  it('asks for a session', async () => {
    const { anonymous, deps } = await createTestApp();
    await expectRefused(deps, () => anonymous.request('GET', '/api/event/summaries?status=active'), 401);
  });

  it('refuses a participant', async () => {
    const { clients, deps } = await createTestApp();
    const { participant } = await clients();
    for (const status of ['active', 'closed', 'pending-removal']) {
      const reply = await expectRefused(
        deps,
        () => participant.request('GET', `/api/event/summaries?status=${status}`),
        403,
      );
      expect(reply.body).toMatchObject({ code: 'AUTH.FORBIDDEN' });
    }
  });

  it('refuses a missing or unknown status, naming it', async () => {
    const { clients, deps } = await createTestApp();
    const { admin } = await clients();
    for (const query of ['', '?status=', '?status=purge-due', '?status=Active', '?state=active']) {
      const reply = await expectRefused(
        deps,
        () => admin.request('GET', `/api/event/summaries${query}`),
        400,
      );
      expect(reply.body).toMatchObject({ code: 'REQUEST.INVALID' });
      expect(reply.body.message).toBe("status: must be one of 'active', 'closed', 'pending-removal'");
    }
  });
});

describe('GET /api/event/summaries?limit=', () => {
  type SummariesReply = { message: string; events: EventSummary[]; total: number };
  const summaries = (client: TestClient, query: string) =>
    client.request<SummariesReply>('GET', `/api/event/summaries?status=active${query}`);

  it('gives the first events of the whole list, in its order, and how many it holds', async () => {
    const { clients, deps, cast } = await createTestApp();
    for (const [eventName, eventDate] of [
      ['Later', '2026-06-20'],
      ['Alpha', '2026-06-10'],
      ['Earlier', '2026-06-01'],
    ] as const)
      await deps.store.events.insert(
        makeEvent({ facilitatorId: cast.guide.uid, eventName, eventDate: eventDate as CalendarDate }),
      );
    const { admin } = await clients();
    const all = await summaries(admin, '');
    expect(all.body.total).toBe(5);
    expect(all.body.events.map((e) => e.eventName)).toEqual([
      'Later',
      'Alpha',
      'Other Workshop',
      'Spring Workshop',
      'Earlier',
    ]);
    for (const limit of [1, 3, 5, 500]) {
      const first = await summaries(admin, `&limit=${limit}`);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ success: true, message: '5 events', total: 5 });
      expect(first.body.events).toEqual(all.body.events.slice(0, limit));
    }
  });

  it('gives a Guide the first of their own events and counts only theirs', async () => {
    const { clients, deps, cast } = await createTestApp();
    await deps.store.events.insert(makeEvent({ facilitatorId: cast.guide.uid, eventName: 'Second' }));
    const { guide, otherGuide } = await clients();
    const mine = await summaries(guide, '&limit=1');
    expect(mine.body.total).toBe(2);
    expect(mine.body.events).toHaveLength(1);
    expect(mine.body.events[0]?.facilitator.uid).toBe(cast.guide.uid);
    const theirs = await summaries(otherGuide, '&limit=50');
    expect(theirs.body.total).toBe(1);
    expect(theirs.body.events.map((e) => e.eid)).toEqual([cast.otherEvent.eid]);
  });

  it('refuses a participant and asks for a session', async () => {
    const { clients, anonymous, deps } = await createTestApp();
    const { participant } = await clients();
    await expectRefused(deps, () => summaries(participant, '&limit=10'), 403);
    await expectRefused(deps, () => summaries(anonymous, '&limit=10'), 401);
  });

  it('refuses a limit that is not a whole number from 1 to 500, naming it', async () => {
    const { clients, deps } = await createTestApp();
    const { admin } = await clients();
    for (const limit of ['0', '501', '1000', 'ten', '', '-1', '2.5', '1e2', ' 5']) {
      const reply = await expectRefused(
        deps,
        () => summaries(admin, `&limit=${encodeURIComponent(limit)}`),
        400,
      );
      expect(reply.body).toMatchObject({
        code: 'REQUEST.INVALID',
        message: 'limit: must be a whole number from 1 to 500',
      });
    }
  });
});

describe('the event lists over an event lifecycle', () => {
  const eidsOf = async (client: TestClient, path: string): Promise<string[]> => {
    const reply = await client.request<{ events: EventView[] }>('GET', path);
    expect(reply.status).toBe(200);
    return reply.body.events.map((e) => e.eid);
  };
  const listsOf = async (client: TestClient) => ({
    active: await eidsOf(client, '/api/event/all'),
    closed: await eidsOf(client, '/api/event/all_expired'),
    pendingRemoval: await eidsOf(client, '/api/event/pending_removal'),
  });

  it('keeps an event active through its access close day and closes it the day after', async () => {
    const { signIn, deps, cast } = await createTestApp();
    const eid = cast.event.eid;
    moveToDay(deps, '2026-07-10');
    expect(await listsOf(await signIn(cast.guide))).toEqual({
      active: [eid],
      closed: [],
      pendingRemoval: [],
    });

    moveToDay(deps, '2026-07-11');
    const guide = await signIn(cast.guide);
    expect(await listsOf(guide)).toEqual({ active: [], closed: [eid], pendingRemoval: [] });
    const expired = await guide.request<{ events: EventView[] }>('GET', '/api/event/all_expired');
    expect(expired.body).toMatchObject({ success: true, message: '1 closed event' });
    expect(expired.body.events[0]?.status).toBe('closed');
  });

  it('lists a closed event as pending removal once its retention period is over', async () => {
    const { signIn, deps, cast } = await createTestApp();
    const eid = cast.event.eid;
    // Closed by date on 2026-07-11; RETENTION_DAYS is 30.
    moveToDay(deps, '2026-08-09');
    expect(await listsOf(await signIn(cast.guide))).toEqual({
      active: [],
      closed: [eid],
      pendingRemoval: [],
    });

    moveToDay(deps, '2026-08-10');
    const guide = await signIn(cast.guide);
    expect(await listsOf(guide)).toEqual({ active: [], closed: [], pendingRemoval: [eid] });
    const pending = await guide.request<{ events: EventView[] }>('GET', '/api/event/pending_removal');
    expect(pending.body).toMatchObject({ success: true, message: '1 event pending removal' });
    expect(pending.body.events[0]?.status).toBe('pending-removal');
  });

  it('leaves an event due for purge out of every list', async () => {
    const { signIn, deps, cast } = await createTestApp();
    // Pending removal from 2026-08-10; PURGE_GRACE_DAYS is 7.
    moveToDay(deps, '2026-08-17');
    expect(await listsOf(await signIn(cast.guide))).toEqual({ active: [], closed: [], pendingRemoval: [] });
  });

  it("counts the retention period from the facilitator's close", async () => {
    const { signIn, deps, cast } = await createTestApp();
    const eid = cast.event.eid;
    const closing = await (await signIn(cast.guide)).request('PUT', '/api/event/facilitatorclose', { eid });
    expect(closing.status).toBe(200);

    moveToDay(deps, '2026-06-30');
    expect(await listsOf(await signIn(cast.guide))).toEqual({
      active: [],
      closed: [eid],
      pendingRemoval: [],
    });
    moveToDay(deps, '2026-07-01');
    expect(await listsOf(await signIn(cast.guide))).toEqual({
      active: [],
      closed: [],
      pendingRemoval: [eid],
    });
  });

  it('shows a super-admin the closed events of every Guide and a Guide only their own', async () => {
    const { signIn, deps, cast } = await createTestApp();
    moveToDay(deps, '2026-07-11');
    expect(await listsOf(await signIn(cast.admin))).toEqual({
      active: [],
      closed: [cast.otherEvent.eid, cast.event.eid],
      pendingRemoval: [],
    });
    expect((await listsOf(await signIn(cast.otherGuide))).closed).toEqual([cast.otherEvent.eid]);
    moveToDay(deps, '2026-08-10');
    expect((await listsOf(await signIn(cast.admin))).pendingRemoval).toEqual([
      cast.otherEvent.eid,
      cast.event.eid,
    ]);
  });

  it('asks for a session and refuses a participant on the closed lists', async () => {
    const { anonymous, clients } = await createTestApp();
    const { participant } = await clients();
    for (const path of ['/api/event/all_expired', '/api/event/pending_removal']) {
      expect((await anonymous.request('GET', path)).status).toBe(401);
      expect(await participant.request('GET', path)).toMatchObject({ status: 403, body: { success: false } });
    }
  });
});

describe('GET /api/event/participants', () => {
  it('lists the participants in event order with their logon-email flags', async () => {
    const { clients, cast, deps } = await createTestApp();
    await deps.store.events.update({ ...cast.event, emailsSent: [true] });
    const { guide } = await clients();
    const reply = await guide.request<{ users: EventParticipant[] }>(
      'GET',
      `/api/event/participants?eid=${cast.event.eid}`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: '1 participant' });
    expect(reply.body.users).toEqual([
      expect.objectContaining({ uid: cast.participant.uid, forename: 'Paula', emailSent: true }),
    ]);
    expectNoPasswordHash(reply);
  });

  it('accepts uploaded=false as an ordinary event', async () => {
    const { clients, cast } = await createTestApp();
    const { admin } = await clients();
    const reply = await admin.request<{ users: EventParticipant[] }>(
      'GET',
      `/api/event/participants?eid=${cast.otherEvent.eid}&uploaded=false`,
    );
    expect(reply.body.users.map((u) => u.uid)).toEqual([cast.otherParticipant.uid]);
  });

  it("asks for a session, refuses a participant and hides another Guide's event", async () => {
    const { anonymous, clients, cast } = await createTestApp();
    const { participant, guide } = await clients();
    const path = `/api/event/participants?eid=${cast.otherEvent.eid}`;
    expect((await anonymous.request('GET', path)).status).toBe(401);
    expect((await participant.request('GET', path)).status).toBe(403);
    expect(await guide.request('GET', path)).toMatchObject({
      status: 404,
      body: { success: false, code: 'EVENT.NOT_FOUND' },
    });
  });

  it('refuses a malformed eid or uploaded flag, naming the field', async () => {
    const { clients, cast } = await createTestApp();
    const { guide } = await clients();
    const badEid = await guide.request('GET', '/api/event/participants?eid=nope');
    expect(badEid).toMatchObject({ status: 400, body: { message: 'eid: eid must be an event id' } });
    const badFlag = await guide.request('GET', `/api/event/participants?eid=${cast.event.eid}&uploaded=yes`);
    expect(badFlag).toMatchObject({ status: 400, body: { message: "uploaded: must be 'true' or 'false'" } });
  });
});

describe('GET /api/event/participant_event', () => {
  it("gives a participant their own event's name, date and session access", async () => {
    const { clients, cast } = await createTestApp();
    const { participant } = await clients();
    const reply = await participant.request<{ event: GetParticipantEventResult }>(
      'GET',
      '/api/event/participant_event',
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: 'Event loaded',
      event: {
        eid: cast.event.eid,
        eventName: 'Spring Workshop',
        eventDate: '2026-06-10',
        sessionAccess: 'Pre-work',
        status: 'active',
        facilitator: { forename: 'Gus', surname: 'Guide' },
      },
    });
  });

  it('reports the status of a closed event', async () => {
    const { signIn, deps, cast } = await createTestApp();
    moveToDay(deps, '2026-07-11');
    const participant = await signIn(cast.participant);
    const reply = await participant.request<{ event: GetParticipantEventResult }>(
      'GET',
      '/api/event/participant_event',
    );
    expect(reply.body.event.status).toBe('closed');
  });

  it('answers 404 to someone without an event of their own', async () => {
    const { clients } = await createTestApp();
    const { guide } = await clients();
    expect(await guide.request('GET', '/api/event/participant_event')).toMatchObject({
      status: 404,
      body: { success: false, message: 'You are not part of an event', code: 'EVENT.NONE' },
    });
  });

  it('asks for a session', async () => {
    const { anonymous } = await createTestApp();
    expect((await anonymous.request('GET', '/api/event/participant_event')).status).toBe(401);
  });
});

describe('GET /api/event/participant_event_byid', () => {
  it('gives a Guide the event of one of their participants', async () => {
    const { clients, cast } = await createTestApp();
    const { guide } = await clients();
    const reply = await guide.request<{ event: GetParticipantEventResult }>(
      'GET',
      `/api/event/participant_event_byid?uid=${cast.participant.uid}`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.event).toMatchObject({
      eid: cast.event.eid,
      sessionAccess: 'Pre-work',
      facilitator: { forename: 'Gus', surname: 'Guide' },
    });
  });

  it('gives a participant their own event by their uid', async () => {
    const { clients, cast } = await createTestApp();
    const { participant } = await clients();
    const reply = await participant.request<{ event: GetParticipantEventResult }>(
      'GET',
      `/api/event/participant_event_byid?uid=${cast.participant.uid}`,
    );
    expect(reply.body.event.eid).toBe(cast.event.eid);
  });

  it("answers another Guide's participant, or another participant, like a missing user", async () => {
    const { clients, cast } = await createTestApp();
    const { guide, participant } = await clients();
    const path = `/api/event/participant_event_byid?uid=${cast.otherParticipant.uid}`;
    for (const client of [guide, participant]) {
      expect(await client.request('GET', path)).toMatchObject({
        status: 404,
        body: { success: false, code: 'USER.NOT_FOUND' },
      });
    }
  });

  it('asks for a session and refuses a malformed uid', async () => {
    const { anonymous, clients, cast } = await createTestApp();
    const { guide } = await clients();
    expect(
      (await anonymous.request('GET', `/api/event/participant_event_byid?uid=${cast.participant.uid}`))
        .status,
    ).toBe(401);
    expect(await guide.request('GET', '/api/event/participant_event_byid?uid=x')).toMatchObject({
      status: 400,
      body: { message: 'uid: uid must be a user id' },
    });
  });
});

describe('GET /api/event/team_output', () => {
  it("gives each active event's participants with their live values, else their pre-work", async () => {
    const { clients, cast, deps } = await createTestApp();
    await storeResponses(deps.store, cast.participant.uid);
    await storeResponses(deps.store, cast.otherParticipant.uid);
    await deps.store.responses.deleteForUsers([cast.otherParticipant.uid]);
    await deps.store.responses.save({
      uid: cast.otherParticipant.uid,
      kind: 'prework',
      values: [{ value: 'Courage', originalIndex: 3 }],
      descriptions: ['Standing up'],
      percentLived: [50],
    });
    const { admin } = await clients();
    const reply = await admin.request<{ team_output: TeamOutputEvent[] }>('GET', '/api/event/team_output');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: '2 events' });
    const [other, own] = reply.body.team_output;
    expect(own).toMatchObject({
      eid: cast.event.eid,
      eventName: 'Spring Workshop',
      sessionAccess: 'Pre-work',
    });
    expect(own?.participants[0]).toMatchObject({
      uid: cast.participant.uid,
      forename: 'Paula',
      surname: 'Part',
    });
    expect(own?.participants[0]?.values).toHaveLength(10);
    expect(own?.participants[0]?.values[0]).toBe('Live Value 1');
    expect(other?.participants).toEqual([
      {
        uid: cast.otherParticipant.uid,
        forename: 'Otto',
        surname: 'Part',
        values: ['Courage'],
        originalIndexes: [3],
        descriptions: ['Standing up'],
        alignment: null,
      },
    ]);
  });

  it('gives a Guide only their active events, with empty values for those who saved none', async () => {
    const { clients, cast } = await createTestApp();
    const { guide } = await clients();
    const reply = await guide.request<{ team_output: TeamOutputEvent[] }>('GET', '/api/event/team_output');
    expect(reply.body.team_output).toEqual([
      {
        eid: cast.event.eid,
        eventName: 'Spring Workshop',
        sessionAccess: 'Pre-work',
        participants: [
          {
            uid: cast.participant.uid,
            forename: 'Paula',
            surname: 'Part',
            values: [],
            originalIndexes: [],
            descriptions: [],
            alignment: null,
          },
        ],
        averageAlignment: null,
      },
    ]);
  });

  it('leaves closed events out', async () => {
    const { signIn, deps, cast } = await createTestApp();
    moveToDay(deps, '2026-07-11');
    const guide = await signIn(cast.guide);
    expect((await guide.request('GET', '/api/event/team_output')).body).toMatchObject({ team_output: [] });
  });

  it('asks for a session and refuses a participant', async () => {
    const { anonymous, clients } = await createTestApp();
    const { participant } = await clients();
    expect((await anonymous.request('GET', '/api/event/team_output')).status).toBe(401);
    expect((await participant.request('GET', '/api/event/team_output')).status).toBe(403);
  });
});
