import type { CalendarDate, EventView } from '@vs/domain';
import { makeResponse, recordWrites } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import {
  MISSING_ID,
  moveToDay,
  newEventBody,
  storeUnassignedUser,
  updateEventBody,
} from '../testing/event-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';

describe('POST /api/event/create', () => {
  it('creates an event facilitated by the Guide, with their participants and unsent email flags', async () => {
    const { clients, cast, deps } = await createTestApp();
    const first = await storeUnassignedUser(deps.store, { createdBy: cast.guide.uid, forename: 'Ann' });
    const second = await storeUnassignedUser(deps.store, { createdBy: cast.guide.uid, forename: 'Bob' });
    const { guide } = await clients();
    const reply = await guide.request<{ event: EventView }>(
      'POST',
      '/api/event/create',
      newEventBody({ eventName: '  Summer Workshop ', participants: [second.uid, first.uid] }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ success: true, message: 'Event created' });
    const { event } = reply.body;
    expect(event).toMatchObject({
      eventName: 'Summer Workshop',
      eventDate: '2026-06-20',
      accessClose: '2026-07-20',
      eventType: 'Reg',
      sessionAccess: 'Pre-work',
      facilitator: { uid: cast.guide.uid, forename: 'Gus', surname: 'Guide' },
      emailsSent: [false, false],
      status: 'active',
    });
    expect(event.participants.map((p) => p.forename)).toEqual(['Bob', 'Ann']);

    const stored = await deps.store.events.findById(event.eid);
    expect(stored).toMatchObject({
      facilitatorId: cast.guide.uid,
      participants: [second.uid, first.uid],
      emailsSent: [false, false],
      state: 'open',
    });
    expect((await deps.store.users.findById(first.uid))?.eventId).toBe(event.eid);
  });

  it('closes access one month after the event date when no access close is given', async () => {
    const { clients, deps } = await createTestApp();
    const { guide } = await clients();
    const body = newEventBody({ eventDate: '2027-01-31' });
    delete body.accessClose;
    const reply = await guide.request<{ event: EventView }>('POST', '/api/event/create', body);
    expect(reply.status).toBe(201);
    expect(reply.body.event.accessClose).toBe('2027-02-28');
    expect((await deps.store.events.findById(reply.body.event.eid))?.accessClose).toBe('2027-02-28');
  });

  it("keeps the time zone the console sends (its creator's browser's), UTC when a client sends none", async () => {
    const { clients, deps } = await createTestApp();
    const { guide } = await clients();
    const create = (body: Record<string, unknown>) =>
      guide.request<{ event: EventView }>('POST', '/api/event/create', body);
    const berlin = await create(newEventBody({ timeZone: 'Europe/Berlin' }));
    expect(berlin.status).toBe(201);
    expect(berlin.body.event.timeZone).toBe('Europe/Berlin');
    expect((await deps.store.events.findById(berlin.body.event.eid))?.timeZone).toBe('Europe/Berlin');
    expect((await create(newEventBody())).body.event.timeZone).toBe('UTC');
  });

  it.each([
    ['a made-up zone', 'Mars/Olympus'],
    ['an offset', '+02:00'],
    ['a number', 2],
  ])('refuses %s as time zone, naming the field, and creates nothing', async (_, timeZone) => {
    const { clients, deps } = await createTestApp();
    const { guide } = await clients();
    const writes = recordWrites(deps);
    const reply = await guide.request('POST', '/api/event/create', newEventBody({ timeZone }));
    expect(reply).toMatchObject({ status: 400, body: { success: false } });
    expect(reply.body.message).toMatch(/^timeZone: .*IANA time zone/);
    expect(writes()).toEqual([]);
  });

  it('lets a super-admin create an event for a Guide', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { admin } = await clients();
    const reply = await admin.request<{ event: EventView }>(
      'POST',
      '/api/event/create',
      newEventBody({ facilitator: cast.otherGuide.uid }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.event.facilitator.uid).toBe(cast.otherGuide.uid);
    expect((await deps.store.events.findById(reply.body.event.eid))?.facilitatorId).toBe(cast.otherGuide.uid);
  });

  it('refuses a participant as facilitator', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { admin } = await clients();
    const writes = recordWrites(deps);
    const reply = await admin.request(
      'POST',
      '/api/event/create',
      newEventBody({ facilitator: cast.participant.uid }),
    );
    expect(reply).toMatchObject({ status: 400, body: { success: false, code: 'EVENT.BAD_FACILITATOR' } });
    expect(writes()).toEqual([]);
  });

  it('asks for a session', async () => {
    const { anonymous, deps } = await createTestApp();
    const writes = recordWrites(deps);
    expect((await anonymous.request('POST', '/api/event/create', newEventBody())).status).toBe(401);
    expect(writes()).toEqual([]);
  });

  it('refuses a participant, and a Guide creating an event for someone else', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { participant, guide } = await clients();
    const writes = recordWrites(deps);
    expect(await participant.request('POST', '/api/event/create', newEventBody())).toMatchObject({
      status: 403,
      body: { success: false, code: 'AUTH.FORBIDDEN' },
    });
    expect(
      (await guide.request('POST', '/api/event/create', newEventBody({ facilitator: cast.otherGuide.uid })))
        .status,
    ).toBe(403);
    expect(writes()).toEqual([]);
  });

  it("answers another Guide's participant like a missing user and creates nothing", async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide } = await clients();
    const writes = recordWrites(deps);
    const reply = await guide.request(
      'POST',
      '/api/event/create',
      newEventBody({ participants: [cast.otherParticipant.uid] }),
    );
    expect(reply).toMatchObject({ status: 404, body: { code: 'USER.NOT_FOUND' } });
    expect(writes()).toEqual([]);
  });

  it('refuses someone already in an event with a conflict naming them', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide } = await clients();
    const writes = recordWrites(deps);
    const reply = await guide.request(
      'POST',
      '/api/event/create',
      newEventBody({ participants: [cast.participant.uid] }),
    );
    expect(reply).toMatchObject({
      status: 409,
      body: { code: 'EVENT.ALREADY_ASSIGNED', message: 'Paula Part is already assigned to an event' },
    });
    expect(writes()).toEqual([]);
  });

  it.each([
    ['a date that does not exist', { eventDate: '2026-02-30' }, /^eventDate: /],
    ['a date in another format', { accessClose: '20/07/2026' }, /^accessClose: /],
    ['a blank name', { eventName: '   ' }, /^eventName: Event name is required/],
    ['an unknown event type', { eventType: 'Free' }, /^eventType: eventType must be 'Reg' or 'Non-reg'/],
    ['an unknown session access', { sessionAccess: 'Later' }, /^sessionAccess: /],
    ['a participant that is not a uid', { participants: ['abc'] }, /^participants\.0: uid must be a user id/],
    ['a missing event date', { eventDate: undefined }, /^eventDate: /],
  ])('refuses %s, naming the field, and writes nothing', async (_, overrides, message) => {
    const { clients, deps } = await createTestApp();
    const { guide } = await clients();
    const writes = recordWrites(deps);
    const reply = await guide.request('POST', '/api/event/create', newEventBody(overrides));
    expect(reply).toMatchObject({ status: 400, body: { success: false, code: 'REQUEST.INVALID' } });
    expect(reply.body.message).toMatch(message);
    expect(writes()).toEqual([]);
  });

  it.each([
    [
      'an access close before the event date',
      { accessClose: '2026-06-19' },
      'EVENT.ACCESS_CLOSE_BEFORE_DATE',
    ],
    [
      'an access close in the past',
      { eventDate: '2026-05-01', accessClose: '2026-05-31' },
      'EVENT.ACCESS_CLOSE_PAST',
    ],
    [
      'an access close more than a year after the event date',
      { accessClose: '2027-06-21' },
      'EVENT.ACCESS_CLOSE_TOO_LATE',
    ],
  ])('refuses %s and writes nothing', async (_, overrides, code) => {
    const { clients, deps } = await createTestApp();
    const { guide } = await clients();
    const writes = recordWrites(deps);
    expect(await guide.request('POST', '/api/event/create', newEventBody(overrides))).toMatchObject({
      status: 400,
      body: { success: false, code },
    });
    expect(writes()).toEqual([]);
  });

  it('refuses a participant listed twice', async () => {
    const { clients, cast, deps } = await createTestApp();
    const user = await storeUnassignedUser(deps.store, { createdBy: cast.guide.uid });
    const { guide } = await clients();
    const writes = recordWrites(deps);
    const reply = await guide.request(
      'POST',
      '/api/event/create',
      newEventBody({ participants: [user.uid, user.uid] }),
    );
    expect(reply).toMatchObject({ status: 400, body: { code: 'EVENT.DUPLICATE_PARTICIPANT' } });
    expect(writes()).toEqual([]);
  });
});

describe('PUT /api/event/update', () => {
  it("saves an active event's details", async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide } = await clients();
    const reply = await guide.request<{ event: EventView }>(
      'PUT',
      '/api/event/update',
      updateEventBody(cast.event.eid),
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      success: true,
      message: 'Event updated',
      event: {
        eid: cast.event.eid,
        eventName: 'Renamed Workshop',
        eventDate: '2026-06-12',
        accessClose: '2026-07-31',
        eventType: 'Non-reg',
        sessionAccess: 'Live',
        emailsSent: [false],
      },
    });
    expect(await deps.store.events.findById(cast.event.eid)).toMatchObject({
      eventName: 'Renamed Workshop',
      accessClose: '2026-07-31',
      sessionAccess: 'Live',
      participants: [cast.participant.uid],
    });
  });

  it('sets the automatic reminder, keeps it when a spec client leaves it out, and clears it with null', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide } = await clients();
    const eid = cast.event.eid;
    const autoRemindDays = async (body: Record<string, unknown>) => {
      const reply = await guide.request<{ event: EventView }>('PUT', '/api/event/update', body);
      expect(reply.status).toBe(200);
      expect((await deps.store.events.findById(eid))?.autoRemindDays).toBe(reply.body.event.autoRemindDays);
      return reply.body.event.autoRemindDays;
    };
    expect(await autoRemindDays(updateEventBody(eid, { autoRemindDays: 3 }))).toBe(3);
    expect(await autoRemindDays(updateEventBody(eid))).toBe(3);
    expect(await autoRemindDays(updateEventBody(eid, { autoRemindDays: null }))).toBeNull();
  });

  it('changes the time zone when one is sent and keeps it when a spec client leaves it out', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide, admin } = await clients();
    const eid = cast.event.eid;
    const zoneAfter = async (body: Record<string, unknown>) => {
      const reply = await guide.request<{ event: EventView }>('PUT', '/api/event/update', body);
      expect(reply.status).toBe(200);
      expect((await deps.store.events.findById(eid))?.timeZone).toBe(reply.body.event.timeZone);
      return reply.body.event.timeZone;
    };
    expect(await zoneAfter(updateEventBody(eid, { timeZone: 'America/New_York' }))).toBe('America/New_York');
    expect(await zoneAfter(updateEventBody(eid))).toBe('America/New_York');
    const summaries = await admin.request<{ events: { eid: string; timeZone: string }[] }>(
      'GET',
      '/api/event/summaries?status=active',
    );
    expect(summaries.body.events.find((e) => e.eid === eid)?.timeZone).toBe('America/New_York');
  });

  it("lets a super-admin update a Guide's event", async () => {
    const { clients, cast, deps } = await createTestApp();
    const { admin } = await clients();
    expect(
      (await admin.request('PUT', '/api/event/update', updateEventBody(cast.otherEvent.eid))).status,
    ).toBe(200);
    expect((await deps.store.events.findById(cast.otherEvent.eid))?.eventName).toBe('Renamed Workshop');
  });

  it("asks for a session, refuses a participant and hides another Guide's event, writing nothing", async () => {
    const { anonymous, clients, cast, deps } = await createTestApp();
    const { participant, guide } = await clients();
    const writes = recordWrites(deps);
    expect(
      (await anonymous.request('PUT', '/api/event/update', updateEventBody(cast.event.eid))).status,
    ).toBe(401);
    expect(
      (await participant.request('PUT', '/api/event/update', updateEventBody(cast.event.eid))).status,
    ).toBe(403);
    expect(
      await guide.request('PUT', '/api/event/update', updateEventBody(cast.otherEvent.eid)),
    ).toMatchObject({
      status: 404,
      body: { code: 'EVENT.NOT_FOUND' },
    });
    expect((await guide.request('PUT', '/api/event/update', updateEventBody(MISSING_ID))).status).toBe(404);
    expect(writes()).toEqual([]);
  });

  it.each([
    ['a date that does not exist', { accessClose: '2026-02-30' }, /^accessClose: /],
    ['a missing eid', { eid: undefined }, /^eid: /],
    ['a missing access close', { accessClose: undefined }, /^accessClose: /],
    ['an event type in the wrong case', { eventType: 'reg' }, /^eventType: /],
    ['no days for the automatic reminder', { autoRemindDays: 0 }, /^autoRemindDays: .*1 to 30/],
    ['too many days for the automatic reminder', { autoRemindDays: 31 }, /^autoRemindDays: /],
    ['part of a day for the automatic reminder', { autoRemindDays: 1.5 }, /^autoRemindDays: /],
    ['days for the automatic reminder as text', { autoRemindDays: '3' }, /^autoRemindDays: /],
    ['a time zone that is none', { timeZone: 'Europe/Atlantis' }, /^timeZone: /],
    ['a time zone of null', { timeZone: null }, /^timeZone: /],
  ])('refuses %s, naming the field, and writes nothing', async (_, overrides, message) => {
    const { clients, cast, deps } = await createTestApp();
    const { guide } = await clients();
    const writes = recordWrites(deps);
    const reply = await guide.request('PUT', '/api/event/update', updateEventBody(cast.event.eid, overrides));
    expect(reply).toMatchObject({ status: 400, body: { success: false } });
    expect(reply.body.message).toMatch(message);
    expect(writes()).toEqual([]);
  });

  it('refuses an access close before the event date', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide } = await clients();
    const writes = recordWrites(deps);
    const reply = await guide.request(
      'PUT',
      '/api/event/update',
      updateEventBody(cast.event.eid, { eventDate: '2026-06-12', accessClose: '2026-06-11' }),
    );
    expect(reply).toMatchObject({
      status: 400,
      body: {
        code: 'EVENT.ACCESS_CLOSE_BEFORE_DATE',
        message: 'The access close date cannot be before the event date',
      },
    });
    expect(writes()).toEqual([]);
  });

  it('refuses an access close more than the allowed span after the event date', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide } = await clients();
    const writes = recordWrites(deps);
    const reply = await guide.request(
      'PUT',
      '/api/event/update',
      updateEventBody(cast.event.eid, { eventDate: '2026-06-12', accessClose: '2036-06-12' }),
    );
    expect(reply).toMatchObject({
      status: 400,
      body: {
        code: 'EVENT.ACCESS_CLOSE_TOO_LATE',
        message: 'The access close date can be at most 365 days after the event date',
      },
    });
    expect(writes()).toEqual([]);
  });
});

describe('PUT /api/event/facilitatorclose', () => {
  it('closes the event from today: it leaves the active list for the expired one', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide } = await clients();
    const reply = await guide.request('PUT', '/api/event/facilitatorclose', { eid: cast.event.eid });
    expect(reply).toEqual(
      expect.objectContaining({ status: 200, body: { success: true, message: 'Event closed' } }),
    );
    expect(await deps.store.events.findById(cast.event.eid)).toMatchObject({
      state: 'closed',
      closedOn: '2026-06-01',
    });
    expect((await guide.request('GET', '/api/event/all')).body).toMatchObject({ events: [] });
    const expired = await guide.request<{ events: EventView[] }>('GET', '/api/event/all_expired');
    expect(expired.body.events.map((e) => [e.eid, e.status])).toEqual([[cast.event.eid, 'closed']]);
  });

  it("asks for a session, refuses a participant and hides another Guide's event, writing nothing", async () => {
    const { anonymous, clients, cast, deps } = await createTestApp();
    const { participant, guide } = await clients();
    const writes = recordWrites(deps);
    expect(
      (await anonymous.request('PUT', '/api/event/facilitatorclose', { eid: cast.event.eid })).status,
    ).toBe(401);
    expect(
      (await participant.request('PUT', '/api/event/facilitatorclose', { eid: cast.event.eid })).status,
    ).toBe(403);
    expect(
      (await guide.request('PUT', '/api/event/facilitatorclose', { eid: cast.otherEvent.eid })).status,
    ).toBe(404);
    expect(await guide.request('PUT', '/api/event/facilitatorclose', { eid: 'x' })).toMatchObject({
      status: 400,
      body: { message: 'eid: eid must be an event id' },
    });
    expect(writes()).toEqual([]);
  });
});

describe('a closed event', () => {
  const closedApp = async (closeBy: 'facilitator' | 'date') => {
    const app = await createTestApp();
    const extra = await storeUnassignedUser(app.deps.store, { createdBy: app.cast.guide.uid });
    if (closeBy === 'facilitator') {
      await app.deps.store.events.update({
        ...app.cast.event,
        state: 'closed',
        closedOn: '2026-06-01' as CalendarDate,
      });
    } else {
      moveToDay(app.deps, '2026-07-11');
    }
    return { ...app, extra, guide: await app.signIn(app.cast.guide) };
  };

  it.each(['facilitator', 'date'] as const)(
    'closed by %s is read-only (409) and nothing is written',
    async (closeBy) => {
      const { guide, cast, deps, extra } = await closedApp(closeBy);
      const eid = cast.event.eid;
      const writes = recordWrites(deps);
      const attempts: [string, string, unknown][] = [
        ['PUT', '/api/event/update', updateEventBody(eid)],
        ['PUT', '/api/event/facilitatorclose', { eid }],
        ['POST', '/api/event/add_participant', { eid, uid: extra.uid }],
        ['PUT', '/api/event/remove_participant', { eid, uid: cast.participant.uid }],
        ['POST', '/api/event/send_email', { uid: cast.participant.uid }],
        ['POST', '/api/event/send_emails', { eid }],
        ['POST', '/api/event/remind', { eid }],
      ];
      for (const [method, path, body] of attempts) {
        expect(await guide.request(method, path, body), path).toMatchObject({
          status: 409,
          body: {
            success: false,
            code: 'EVENT.CLOSED',
            message:
              'This event is closed: nothing in it can be changed and its responses can no longer be viewed',
          },
        });
      }
      expect(writes()).toEqual([]);
    },
  );

  it('can still be read by its facilitator', async () => {
    const { guide, cast } = await closedApp('date');
    const reply = await guide.request<{ event: EventView }>('GET', `/api/event?eid=${cast.event.eid}`);
    expect(reply.status).toBe(200);
    expect(reply.body.event.status).toBe('closed');
    expect((await guide.request('GET', `/api/event/participants?eid=${cast.event.eid}`)).status).toBe(200);
  });
});

describe('DELETE /api/event/delete (a closed event)', () => {
  it("deletes a closed event with its participants' accounts and data", async () => {
    const { clients, cast, deps } = await createTestApp();
    await deps.store.responses.save(makeResponse(cast.participant.uid));
    const { guide } = await clients();
    await guide.request('PUT', '/api/event/facilitatorclose', { eid: cast.event.eid });
    const reply = await guide.request('DELETE', '/api/event/delete', {
      eid: cast.event.eid,
      uploaded: false,
    });
    expect(reply).toMatchObject({
      status: 200,
      body: { success: true, message: 'Successfully Closed Event' },
    });
    expect(await deps.store.events.findById(cast.event.eid)).toBeNull();
    expect(await deps.store.users.findById(cast.participant.uid)).toBeNull();
    expect(await deps.store.responses.find(cast.participant.uid, 'prework')).toBeNull();
    expect(await deps.store.users.findById(cast.guide.uid)).not.toBeNull();
    expect(await deps.store.events.findById(cast.otherEvent.eid)).not.toBeNull();
  });

  it('deletes an event closed by date, as a super-admin', async () => {
    const { signIn, cast, deps } = await createTestApp();
    moveToDay(deps, '2026-07-11');
    const admin = await signIn(cast.admin);
    const reply = await admin.request('DELETE', '/api/event/delete', {
      eid: cast.otherEvent.eid,
      uploaded: false,
    });
    expect(reply.status).toBe(200);
    expect(await deps.store.events.findById(cast.otherEvent.eid)).toBeNull();
  });

  it('refuses an active event with a conflict and deletes nothing', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide } = await clients();
    const writes = recordWrites(deps);
    expect(
      await guide.request('DELETE', '/api/event/delete', { eid: cast.event.eid, uploaded: false }),
    ).toMatchObject({
      status: 409,
      body: { code: 'EVENT.STILL_ACTIVE', message: 'Please close the event before deleting it' },
    });
    expect(writes()).toEqual([]);
  });

  it("asks for a session, refuses a participant and hides another Guide's event, deleting nothing", async () => {
    const { anonymous, signIn, cast, deps } = await createTestApp();
    moveToDay(deps, '2026-07-11');
    const participant = await signIn(cast.participant);
    const guide = await signIn(cast.guide);
    const writes = recordWrites(deps);
    const body = { eid: cast.otherEvent.eid, uploaded: false };
    expect((await anonymous.request('DELETE', '/api/event/delete', body)).status).toBe(401);
    expect((await participant.request('DELETE', '/api/event/delete', body)).status).toBe(403);
    expect(await guide.request('DELETE', '/api/event/delete', body)).toMatchObject({
      status: 404,
      body: { code: 'EVENT.NOT_FOUND' },
    });
    expect(writes()).toEqual([]);
  });

  it('refuses a body without the uploaded flag, naming it', async () => {
    const { signIn, cast, deps } = await createTestApp();
    moveToDay(deps, '2026-07-11');
    const guide = await signIn(cast.guide);
    const writes = recordWrites(deps);
    for (const body of [{ eid: cast.event.eid }, { eid: cast.event.eid, uploaded: 'false' }]) {
      const reply = await guide.request('DELETE', '/api/event/delete', body);
      expect(reply).toMatchObject({ status: 400, body: { success: false } });
      expect(reply.body.message).toMatch(/^uploaded: /);
    }
    expect(writes()).toEqual([]);
  });
});
