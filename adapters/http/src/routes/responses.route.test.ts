import {
  EXACT_COUNT_MESSAGE,
  emptyMeaningfulWork,
  ORIGINAL_VALUES,
  PERCENT_LIVED_MESSAGE,
  PREWORK_INCOMPLETE_MESSAGE,
} from '@vs/domain';
import { makeResponse } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import {
  chosenValues,
  completePrework,
  openLive,
  responseStateOf,
  updateUser,
} from '../testing/response-state.ts';
import { createTestApp } from '../testing/test-app.ts';

const TEN = Array.from({ length: 10 }, (_, i) => i);
const definitions = TEN.map((i) => `Definition ${i + 1}`);

/** A complete save body: ten values, their definitions and percents. */
const fullBody = (overrides: Record<string, unknown> = {}) => ({
  values: chosenValues(),
  descriptions: definitions,
  percentLived: TEN.map((i) => i * 10),
  ...overrides,
});

/** The test app with the cast's event Live, so that its participant may reach the live work. */
const setUp = async () => {
  const testApp = await createTestApp();
  await openLive(testApp.deps.store, testApp.cast.event.eid);
  return { ...testApp, ...(await testApp.clients()) };
};

const CLOSED = { status: 409, body: { success: false, code: 'EVENT.CLOSED' } };
const NOT_FOUND = { status: 404, body: { success: false, code: 'USER.NOT_FOUND' } };

describe('GET /api/response/participant', () => {
  it('refuses a request without a session (401)', async () => {
    const { anonymous } = await createTestApp();
    expect(await anonymous.request('GET', '/api/response/participant?prework=true')).toMatchObject({
      status: 401,
      body: { success: false, code: 'AUTH.NO_SESSION' },
    });
  });

  it('refuses a missing or unreadable prework flag (400), naming it', async () => {
    const { participant } = await setUp();
    for (const query of ['', '?prework=yes']) {
      const reply = await participant.request('GET', `/api/response/participant${query}`);
      expect(reply).toMatchObject({ status: 400, body: { success: false, code: 'REQUEST.INVALID' } });
      expect(reply.body.message).toContain('prework');
    }
  });

  it('offers the default values list and empty lists before anything is saved', async () => {
    const { participant } = await setUp();
    expect(await participant.request('GET', '/api/response/participant?prework=true')).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: 'Values loaded',
        originalValues: ORIGINAL_VALUES,
        originalIndexes: [],
        values: [],
        descriptions: [],
        percentLived: [],
      },
    });
  });

  it('refuses live values before pre-work is complete (409) with the banner text, creating nothing', async () => {
    const { participant, deps, cast } = await setUp();
    await deps.store.responses.save(makeResponse(cast.participant.uid));
    await updateUser(deps.store, cast.participant.uid, { responseCompleted: [true, true, true, false] });
    const before = await responseStateOf(deps.store, cast.participant.uid);
    expect(await participant.request('GET', '/api/response/participant?prework=false')).toEqual(
      expect.objectContaining({
        status: 409,
        body: {
          success: false,
          message: PREWORK_INCOMPLETE_MESSAGE.defaultMessage,
          code: 'PREWORK.INCOMPLETE',
        },
      }),
    );
    expect(await responseStateOf(deps.store, cast.participant.uid)).toEqual(before);
  });

  it('creates the live record as a copy of pre-work on the first read, without originalValues', async () => {
    const { participant, deps, cast } = await setUp();
    await completePrework(deps.store, cast.participant.uid);
    const reply = await participant.request('GET', '/api/response/participant?prework=0');
    expect(reply).toMatchObject({
      status: 200,
      body: {
        success: true,
        values: makeResponse(cast.participant.uid).values.map((v) => v.value),
        originalIndexes: TEN,
        descriptions: makeResponse(cast.participant.uid).descriptions,
        percentLived: makeResponse(cast.participant.uid).percentLived,
      },
    });
    expect(reply.body).not.toHaveProperty('originalValues');
    expect(await deps.store.responses.find(cast.participant.uid, 'live')).toEqual(
      makeResponse(cast.participant.uid, 'live'),
    );
  });
});

describe('PUT /api/response/participant: the four pre-work steps', () => {
  it('saves each step and marks it complete: Identify, Define, Rank, % Lived', async () => {
    const { participant, deps, cast } = await setUp();
    const uid = cast.participant.uid;
    const put = (body: object) => participant.request('PUT', '/api/response/participant?prework=true', body);
    const marks = async () => (await deps.store.users.findById(uid))?.responseCompleted;

    // Step 1 sends only the chosen values; definitions start empty and percents at 100.
    expect(await put({ values: chosenValues(), completedMark: 0 })).toMatchObject({
      status: 200,
      body: { success: true, message: 'Saved' },
    });
    expect(await deps.store.responses.find(uid, 'prework')).toEqual({
      uid,
      kind: 'prework',
      values: chosenValues(),
      descriptions: Array(10).fill(''),
      percentLived: Array(10).fill(100),
    });
    expect(await marks()).toEqual([true, false, false, false]);

    await put({
      values: chosenValues(),
      descriptions: definitions,
      percentLived: Array(10).fill(100),
      completedMark: 1,
    });
    expect((await deps.store.responses.find(uid, 'prework'))?.descriptions).toEqual(definitions);
    expect(await marks()).toEqual([true, true, false, false]);

    const ranked = fullBody({
      values: chosenValues().reverse(),
      descriptions: [...definitions].reverse(),
      percentLived: Array(10).fill(100),
    });
    await put({ ...ranked, completedMark: 2 });
    expect((await deps.store.responses.find(uid, 'prework'))?.values[0]).toEqual({
      value: 'Value 10',
      originalIndex: 9,
    });
    expect(await marks()).toEqual([true, true, true, false]);

    await put({ ...ranked, percentLived: TEN.map((i) => i * 5), completedMark: 3 });
    expect(await marks()).toEqual([true, true, true, true]);

    expect(await participant.request('GET', '/api/response/participant?prework=true')).toMatchObject({
      body: {
        originalValues: ORIGINAL_VALUES,
        originalIndexes: [...TEN].reverse(),
        values: ranked.values.map((v) => v.value),
        descriptions: ranked.descriptions,
        percentLived: TEN.map((i) => i * 5),
      },
    });
  });

  it("refuses a step-1 save of 9 values with 'Please choose exactly 10 values', writing nothing", async () => {
    const { participant, deps, cast } = await setUp();
    const before = await responseStateOf(deps.store, cast.participant.uid);
    expect(
      await participant.request('PUT', '/api/response/participant?prework=true', {
        values: chosenValues(9),
        completedMark: 0,
      }),
    ).toMatchObject({
      status: 400,
      body: { success: false, message: EXACT_COUNT_MESSAGE, code: 'RESPONSE.NOT_TEN' },
    });
    expect(await responseStateOf(deps.store, cast.participant.uid)).toEqual(before);
  });

  it('refuses malformed bodies (400) naming the field, writing nothing', async () => {
    const { participant, deps, cast } = await setUp();
    const before = await responseStateOf(deps.store, cast.participant.uid);
    const cases: [object, string][] = [
      [{}, 'values'],
      [{ values: 'Honesty' }, 'values'],
      [fullBody({ values: [{ value: 'Honesty' }] }), 'values.0.originalIndex'],
      [fullBody({ values: [{ value: '  ', originalIndex: -1 }] }), 'Every value needs a name'],
      [fullBody({ descriptions: [42] }), 'descriptions.0'],
      [fullBody({ completedMark: 1.5 }), 'completedMark'],
      [fullBody({ completedMark: 4 }), 'completedMark'],
    ];
    for (const [body, named] of cases) {
      const reply = await participant.request('PUT', '/api/response/participant?prework=true', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toMatchObject({ success: false });
      expect(reply.body.message).toContain(named);
    }
    expect(await responseStateOf(deps.store, cast.participant.uid)).toEqual(before);
  });

  it('refuses a prework query that is not a flag (400)', async () => {
    const { participant } = await setUp();
    const reply = await participant.request('PUT', '/api/response/participant?prework=maybe', fullBody());
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('prework');
  });

  it('accepts a live save with percents as text and a completion mark, ignoring the mark', async () => {
    const { participant, deps, cast } = await setUp();
    await completePrework(deps.store, cast.participant.uid);
    const before = await responseStateOf(deps.store, cast.participant.uid);
    const values = chosenValues().reverse();
    const percentLived = TEN.map((i) => String(100 - i));
    expect(
      await participant.request(
        'PUT',
        '/api/response/participant?prework=false',
        fullBody({ values, percentLived, completedMark: 3 }),
      ),
    ).toMatchObject({ status: 200, body: { success: true } });
    const after = await responseStateOf(deps.store, cast.participant.uid);
    expect(after.live).toMatchObject({ values, percentLived: percentLived.map(Number) });
    expect(after.prework).toEqual(before.prework);
    expect(after.user).toEqual(before.user);
  });

  it('refuses a request without a session (401)', async () => {
    const { anonymous } = await createTestApp();
    expect(await anonymous.request('PUT', '/api/response/participant', fullBody())).toMatchObject({
      status: 401,
    });
  });
});

describe('PUT /api/response/participant: percent lived', () => {
  it('accepts numbers and, from the live flow, digit strings, storing numbers', async () => {
    const { participant, deps, cast } = await setUp();
    const uid = cast.participant.uid;
    await completePrework(deps.store, uid);
    const asText = ['0', '5', '10', '20', '30', '40', '50', '60', '070', '100'];
    expect(
      await participant.request(
        'PUT',
        '/api/response/participant?prework=false',
        fullBody({ percentLived: asText }),
      ),
    ).toMatchObject({ status: 200, body: { success: true } });
    expect((await deps.store.responses.find(uid, 'live'))?.percentLived).toEqual([
      0, 5, 10, 20, 30, 40, 50, 60, 70, 100,
    ]);
    const mixed = [...Array(9).fill(50), '75'];
    await participant.request(
      'PUT',
      '/api/response/participant?prework=true',
      fullBody({ percentLived: mixed }),
    );
    expect((await deps.store.responses.find(uid, 'prework'))?.percentLived).toEqual([
      ...Array(9).fill(50),
      75,
    ]);
  });

  it('refuses a percent above 100, below 0, fractional or not digits (400), writing nothing', async () => {
    const { participant, deps, cast } = await setUp();
    const uid = cast.participant.uid;
    await completePrework(deps.store, uid);
    const before = await responseStateOf(deps.store, uid);
    for (const bad of [101, -1, 12.5, '101', '5a', '-5', '', ' 5', '1e2', null]) {
      for (const prework of ['true', 'false']) {
        const percentLived = [...Array(9).fill(50), bad];
        const reply = await participant.request(
          'PUT',
          `/api/response/participant?prework=${prework}`,
          fullBody({ percentLived }),
        );
        expect(reply.status, `${JSON.stringify(bad)} prework=${prework}`).toBe(400);
        expect(reply.body.message).toContain(PERCENT_LIVED_MESSAGE);
      }
    }
    const reply = await participant.request(
      'PUT',
      '/api/response/participant?prework=false',
      fullBody({ percentLived: [...Array(9).fill(50), '101'] }),
    );
    expect(reply.body).toMatchObject({ success: false, message: PERCENT_LIVED_MESSAGE });
    expect(await responseStateOf(deps.store, uid)).toEqual(before);
  });
});

describe('PUT /api/response/participant: which record', () => {
  it('writes the record the prework query names, whatever the session access', async () => {
    const { participant, guide, deps, cast } = await setUp();
    const uid = cast.participant.uid;
    await completePrework(deps.store, uid);
    await deps.store.events.update({ ...cast.event, sessionAccess: 'Live' });
    await participant.request('PUT', '/api/response/participant?prework=true', fullBody());
    expect((await deps.store.responses.find(uid, 'prework'))?.descriptions).toEqual(definitions);
    expect(await deps.store.responses.find(uid, 'live')).toBeNull();

    // In Pre-work only a manager reaches the live record (session access, Review fixes 11).
    await deps.store.events.update({ ...cast.event, sessionAccess: 'Pre-work' });
    await guide.request(
      'PUT',
      '/api/response/participant_byid?prework=false',
      fullBody({ uid, descriptions: Array(10).fill('live') }),
    );
    expect((await deps.store.responses.find(uid, 'live'))?.descriptions).toEqual(Array(10).fill('live'));
    expect((await deps.store.responses.find(uid, 'prework'))?.descriptions).toEqual(definitions);
  });

  it('without the query, writes the record the event’s session access chooses', async () => {
    const { participant, deps, cast } = await setUp();
    const uid = cast.participant.uid;
    await completePrework(deps.store, uid);
    await deps.store.events.update({ ...cast.event, sessionAccess: 'Pre-work' });
    await participant.request('PUT', '/api/response/participant', fullBody());
    expect((await deps.store.responses.find(uid, 'prework'))?.descriptions).toEqual(definitions);
    expect(await deps.store.responses.find(uid, 'live')).toBeNull();

    await deps.store.events.update({ ...cast.event, sessionAccess: 'Live' });
    await participant.request(
      'PUT',
      '/api/response/participant',
      fullBody({ descriptions: Array(10).fill('live') }),
    );
    expect((await deps.store.responses.find(uid, 'live'))?.descriptions).toEqual(Array(10).fill('live'));
    expect((await deps.store.responses.find(uid, 'prework'))?.descriptions).toEqual(definitions);
  });

  it('keeps pre-work unchanged while the live record is edited after the first read', async () => {
    const { participant, deps, cast } = await setUp();
    const uid = cast.participant.uid;
    await completePrework(deps.store, uid);
    await participant.request('GET', '/api/response/participant?prework=false');
    const edited = fullBody({
      values: chosenValues().map((v, i) => (i === 0 ? { value: 'Courage', originalIndex: -1 } : v)),
      percentLived: TEN.map(String),
    });
    expect(await participant.request('PUT', '/api/response/participant?prework=false', edited)).toMatchObject(
      {
        status: 200,
      },
    );
    expect(await participant.request('GET', '/api/response/participant?prework=false')).toMatchObject({
      body: { values: ['Courage', ...edited.values.slice(1).map((v) => v.value)], percentLived: TEN },
    });
    expect(await deps.store.responses.find(uid, 'prework')).toEqual(makeResponse(uid));
    expect(await participant.request('GET', '/api/response/participant?prework=true')).toMatchObject({
      body: { values: makeResponse(uid).values.map((v) => v.value) },
    });
  });

  it('refuses a live save before pre-work is complete (409), writing nothing', async () => {
    const { participant, deps, cast } = await setUp();
    const before = await responseStateOf(deps.store, cast.participant.uid);
    expect(
      await participant.request('PUT', '/api/response/participant?prework=false', fullBody()),
    ).toMatchObject({
      status: 409,
      body: { success: false, message: PREWORK_INCOMPLETE_MESSAGE.defaultMessage },
    });
    expect(await responseStateOf(deps.store, cast.participant.uid)).toEqual(before);
  });
});

describe('/api/response/participant_byid', () => {
  it('lets the facilitating Guide read and save their participant’s values, marking the participant', async () => {
    const { guide, deps, cast } = await setUp();
    const uid = cast.participant.uid;
    await deps.store.responses.save(makeResponse(uid));
    expect(
      await guide.request('GET', `/api/response/participant_byid?prework=true&uid=${uid}`),
    ).toMatchObject({
      status: 200,
      body: {
        success: true,
        values: makeResponse(uid).values.map((v) => v.value),
        originalValues: ORIGINAL_VALUES,
      },
    });
    expect(
      await guide.request(
        'PUT',
        '/api/response/participant_byid?prework=true',
        fullBody({ uid, completedMark: 1 }),
      ),
    ).toMatchObject({ status: 200, body: { success: true, message: 'Saved' } });
    expect((await deps.store.responses.find(uid, 'prework'))?.descriptions).toEqual(definitions);
    expect((await deps.store.users.findById(uid))?.responseCompleted).toEqual([false, true, false, false]);
    expect(await deps.store.responses.find(cast.guide.uid, 'prework')).toBeNull();
    expect((await deps.store.users.findById(cast.guide.uid))?.responseCompleted).toEqual(
      cast.guide.responseCompleted,
    );
  });

  it('lets a super-admin read any participant’s live values, copying pre-work the first time', async () => {
    const { admin, deps, cast } = await setUp();
    const uid = cast.otherParticipant.uid;
    await completePrework(deps.store, uid);
    expect(
      await admin.request('GET', `/api/response/participant_byid?prework=false&uid=${uid}`),
    ).toMatchObject({
      status: 200,
      body: { values: makeResponse(uid).values.map((v) => v.value) },
    });
    expect(await deps.store.responses.find(uid, 'live')).toEqual(makeResponse(uid, 'live'));
  });

  it('refuses a Guide acting on another Guide’s participant (404), writing nothing', async () => {
    const { guide, deps, cast } = await setUp();
    const uid = cast.otherParticipant.uid;
    await completePrework(deps.store, uid);
    const before = await responseStateOf(deps.store, uid);
    expect(
      await guide.request('GET', `/api/response/participant_byid?prework=false&uid=${uid}`),
    ).toMatchObject(NOT_FOUND);
    expect(
      await guide.request(
        'PUT',
        '/api/response/participant_byid?prework=true',
        fullBody({ uid, completedMark: 2 }),
      ),
    ).toMatchObject(NOT_FOUND);
    expect(await responseStateOf(deps.store, uid)).toEqual(before);
  });

  it('refuses a participant acting on someone else (404), writing nothing', async () => {
    const { participant, deps, cast } = await setUp();
    for (const uid of [cast.otherParticipant.uid, cast.guide.uid]) {
      await deps.store.responses.save(makeResponse(uid));
      const before = await responseStateOf(deps.store, uid);
      expect(
        await participant.request('GET', `/api/response/participant_byid?prework=true&uid=${uid}`),
      ).toMatchObject(NOT_FOUND);
      expect(
        await participant.request(
          'PUT',
          '/api/response/participant_byid',
          fullBody({ uid, completedMark: 1 }),
        ),
      ).toMatchObject(NOT_FOUND);
      expect(await responseStateOf(deps.store, uid)).toEqual(before);
    }
  });

  it('refuses an unknown user id (404)', async () => {
    const { admin } = await setUp();
    const uid = '99999999-0000-4000-8000-000000000000';
    expect(
      await admin.request('GET', `/api/response/participant_byid?prework=true&uid=${uid}`),
    ).toMatchObject(NOT_FOUND);
  });

  it('refuses a missing or malformed uid (400), writing nothing', async () => {
    const { guide, deps, cast } = await setUp();
    const before = await responseStateOf(deps.store, cast.participant.uid);
    for (const reply of [
      await guide.request('GET', '/api/response/participant_byid?prework=true'),
      await guide.request('GET', '/api/response/participant_byid?prework=true&uid=nobody'),
      await guide.request('PUT', '/api/response/participant_byid', fullBody()),
      await guide.request('PUT', '/api/response/participant_byid', fullBody({ uid: 'nobody' })),
    ]) {
      expect(reply).toMatchObject({ status: 400, body: { success: false } });
      expect(reply.body.message).toContain('uid');
    }
    expect(await responseStateOf(deps.store, cast.participant.uid)).toEqual(before);
  });

  it('refuses a request without a session (401)', async () => {
    const { anonymous, cast } = await createTestApp();
    const uid = cast.participant.uid;
    expect(
      await anonymous.request('GET', `/api/response/participant_byid?prework=true&uid=${uid}`),
    ).toMatchObject({ status: 401 });
    expect(await anonymous.request('PUT', '/api/response/participant_byid', fullBody({ uid }))).toMatchObject(
      {
        status: 401,
      },
    );
  });
});

describe('/api/response/participant on a closed event', () => {
  it('refuses everyone once the Guide has closed the event (409), writing nothing', async () => {
    const { participant, guide, admin, deps, cast } = await setUp();
    const uid = cast.participant.uid;
    await completePrework(deps.store, uid);
    expect(await guide.request('PUT', '/api/event/facilitatorclose', { eid: cast.event.eid })).toMatchObject({
      status: 200,
    });
    const before = await responseStateOf(deps.store, uid);
    const attempts = [
      participant.request('GET', '/api/response/participant?prework=true'),
      participant.request('GET', '/api/response/participant?prework=false'),
      participant.request('PUT', '/api/response/participant?prework=true', fullBody()),
      guide.request('GET', `/api/response/participant_byid?prework=false&uid=${uid}`),
      guide.request('PUT', '/api/response/participant_byid', fullBody({ uid })),
      admin.request('GET', `/api/response/participant_byid?prework=true&uid=${uid}`),
      admin.request('PUT', '/api/response/participant_byid?prework=false', fullBody({ uid })),
    ];
    for (const reply of await Promise.all(attempts)) expect(reply).toMatchObject(CLOSED);
    expect(await responseStateOf(deps.store, uid)).toEqual(before);
  });

  it('refuses once the access close date has passed (409)', async () => {
    const { signIn, deps, cast } = await createTestApp();
    deps.clock.set(`${cast.event.accessClose}T23:59:00.000Z`);
    const participant = await signIn(cast.participant);
    expect(await participant.request('GET', '/api/response/participant?prework=true')).toMatchObject({
      status: 200,
    });
    deps.clock.advance(2 * 60_000);
    expect(await participant.request('GET', '/api/response/participant?prework=true')).toMatchObject(CLOSED);
  });
});

describe('session access: live work waits for a Live event', () => {
  const PREWORK_ONLY = { status: 403, body: { success: false, code: 'SESSION.PREWORK_ONLY' } };

  const inPrework = async () => {
    const app = await createTestApp();
    const uid = app.cast.participant.uid;
    await completePrework(app.deps.store, uid);
    await updateUser(app.deps.store, uid, { mwEnabled: true });
    return { ...app, ...(await app.clients()), uid };
  };

  it("refuses a participant's own live reads and writes while the event is in Pre-work, with a message", async () => {
    const { participant, deps, uid } = await inPrework();
    const before = await responseStateOf(deps.store, uid);
    const attempts = [
      participant.request('GET', '/api/response/participant?prework=false'),
      participant.request('PUT', '/api/response/participant?prework=false', fullBody()),
      participant.request('GET', '/api/response/meaningfulwork?prework=false'),
      participant.request('PUT', '/api/response/meaningfulwork', { data: emptyMeaningfulWork() }),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply).toMatchObject(PREWORK_ONLY);
      expect(reply.body.message).toContain('Pre-work');
    }
    expect(await responseStateOf(deps.store, uid)).toEqual(before);
    expect(await participant.request('GET', '/api/response/participant?prework=true')).toMatchObject({
      status: 200,
    });
  });

  it('lets the Guide and a super-admin managing the event view the live work while it is in Pre-work', async () => {
    const { guide, admin, uid } = await inPrework();
    for (const manager of [guide, admin]) {
      expect(
        await manager.request('GET', `/api/response/participant_byid?prework=false&uid=${uid}`),
      ).toMatchObject({ status: 200, body: { values: expect.any(Array) } });
      expect(await manager.request('GET', `/api/response/meaningfulwork?uid=${uid}`)).toMatchObject({
        status: 200,
      });
    }
  });

  it('opens the live work to the participant once the event is Live', async () => {
    const { participant, deps, cast } = await inPrework();
    await openLive(deps.store, cast.event.eid);
    expect(await participant.request('GET', '/api/response/participant?prework=false')).toMatchObject({
      status: 200,
    });
    expect(
      await participant.request('PUT', '/api/response/participant?prework=false', fullBody()),
    ).toMatchObject({ status: 200 });
  });
});
