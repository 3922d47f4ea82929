import { emptyMeaningfulWork, MEANINGFUL_WORK_KEYS, type MeaningfulWorkData } from '@vs/domain';
import { makeResponse } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { fullMeaningfulWork, openLive, responseStateOf, updateUser } from '../testing/response-state.ts';
import { createTestApp } from '../testing/test-app.ts';

const PATH = '/api/response/meaningfulwork';

/** What the sheet shows before anything is saved, from the pre-work fixture ('Value n', 'Dn'). */
const DEFAULTS: MeaningfulWorkData = {
  ...emptyMeaningfulWork(),
  'driver-value': 'Value 1',
  'driver-desc': 'D1',
  'result-value': 'Value 10',
  'result-desc': 'D10',
  'accelerator-0-value': 'Value 6',
  'accelerator-1-value': 'Value 7',
  'accelerator-2-value': 'Value 8',
  'accelerator-3-value': 'Value 9',
};

/** The cast, with Meaningful Work on, pre-work saved for both participants, and both events Live. */
const setUp = async () => {
  const testApp = await createTestApp();
  const { deps, cast } = testApp;
  for (const user of [cast.participant, cast.otherParticipant]) {
    await updateUser(deps.store, user.uid, { mwEnabled: true });
    await deps.store.responses.save(makeResponse(user.uid));
  }
  for (const event of [cast.event, cast.otherEvent]) await openLive(deps.store, event.eid);
  return { ...testApp, ...(await testApp.clients()) };
};

const NOT_FOUND = { status: 404, body: { success: false, code: 'USER.NOT_FOUND' } };

describe('GET /api/response/meaningfulwork', () => {
  it('returns the defaults from pre-work (driver value 1, result value 10, accelerators 6-9) when nothing is saved', async () => {
    const { participant, cast } = await setUp();
    expect(await participant.request('GET', `${PATH}?prework=false`)).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: 'Meaningful work loaded',
        data: DEFAULTS,
        defaults: DEFAULTS,
        event: { eventName: cast.event.eventName, eventDate: cast.event.eventDate },
      },
    });
  });

  it('returns the saved sheet with the defaults beside it for Reset', async () => {
    const { participant, deps, cast } = await setUp();
    await deps.store.meaningfulWork.save(cast.participant.uid, fullMeaningfulWork());
    expect(await participant.request('GET', PATH)).toMatchObject({
      status: 200,
      body: { data: fullMeaningfulWork(), defaults: DEFAULTS },
    });
  });

  it('returns empty defaults and no event for a user without pre-work or event', async () => {
    const { guide } = await setUp();
    expect(await guide.request('GET', PATH)).toMatchObject({
      status: 200,
      body: { data: emptyMeaningfulWork(), defaults: emptyMeaningfulWork(), event: null },
    });
  });

  it('lets the facilitating Guide and a super-admin read a participant’s sheet by uid', async () => {
    const { guide, admin, cast } = await setUp();
    for (const client of [guide, admin]) {
      expect(await client.request('GET', `${PATH}?uid=${cast.participant.uid}`)).toMatchObject({
        status: 200,
        body: { data: DEFAULTS },
      });
    }
  });

  it('refuses a Guide reading another Guide’s participant and a participant reading someone else (404)', async () => {
    const { guide, participant, cast } = await setUp();
    expect(await guide.request('GET', `${PATH}?uid=${cast.otherParticipant.uid}`)).toMatchObject(NOT_FOUND);
    for (const uid of [cast.otherParticipant.uid, cast.guide.uid]) {
      expect(await participant.request('GET', `${PATH}?uid=${uid}`)).toMatchObject(NOT_FOUND);
    }
  });

  it('refuses a user without Meaningful Work enabled (403), whoever asks, creating nothing', async () => {
    const { participant, guide, deps, cast } = await setUp();
    await updateUser(deps.store, cast.participant.uid, { mwEnabled: false });
    const before = await responseStateOf(deps.store, cast.participant.uid);
    for (const reply of [
      await participant.request('GET', PATH),
      await guide.request('GET', `${PATH}?uid=${cast.participant.uid}`),
    ]) {
      expect(reply).toMatchObject({
        status: 403,
        body: {
          success: false,
          code: 'MW.NOT_ENABLED',
          message: 'Meaningful Work is not enabled for this user',
        },
      });
    }
    expect(await responseStateOf(deps.store, cast.participant.uid)).toEqual(before);
  });

  it('refuses a malformed uid (400) and a request without a session (401)', async () => {
    const { participant, anonymous } = await setUp();
    const reply = await participant.request('GET', `${PATH}?uid=nobody`);
    expect(reply).toMatchObject({ status: 400, body: { success: false } });
    expect(reply.body.message).toContain('uid');
    expect(await anonymous.request('GET', PATH)).toMatchObject({ status: 401 });
  });
});

describe('PUT /api/response/meaningfulwork', () => {
  it('saves all 16 fields of the participant’s own sheet', async () => {
    const { participant, deps, cast } = await setUp();
    expect(await participant.request('PUT', PATH, { data: fullMeaningfulWork() })).toMatchObject({
      status: 200,
      body: { success: true, message: 'Saved' },
    });
    const saved = await deps.store.meaningfulWork.find(cast.participant.uid);
    expect(saved).toEqual(fullMeaningfulWork());
    expect(Object.keys(saved ?? {})).toHaveLength(16);
    expect(await participant.request('GET', PATH)).toMatchObject({ body: { data: fullMeaningfulWork() } });
  });

  it('stores only the sheet’s own fields, dropping any others', async () => {
    const { participant, deps, cast } = await setUp();
    await participant.request('PUT', PATH, { data: { ...fullMeaningfulWork(), extra: 'ignored' } });
    expect(await deps.store.meaningfulWork.find(cast.participant.uid)).toEqual(fullMeaningfulWork());
  });

  it('lets the facilitating Guide save a participant’s sheet by uid, leaving their own alone', async () => {
    const { guide, deps, cast } = await setUp();
    expect(
      await guide.request('PUT', PATH, { uid: cast.participant.uid, data: fullMeaningfulWork() }),
    ).toMatchObject({ status: 200 });
    expect(await deps.store.meaningfulWork.find(cast.participant.uid)).toEqual(fullMeaningfulWork());
    expect(await deps.store.meaningfulWork.find(cast.guide.uid)).toBeNull();
  });

  it('refuses a Guide saving for another Guide’s participant and a participant saving for someone else (404), writing nothing', async () => {
    const { guide, participant, deps, cast } = await setUp();
    const uid = cast.otherParticipant.uid;
    const before = await responseStateOf(deps.store, uid);
    for (const client of [guide, participant]) {
      expect(await client.request('PUT', PATH, { uid, data: fullMeaningfulWork() })).toMatchObject(NOT_FOUND);
    }
    expect(await responseStateOf(deps.store, uid)).toEqual(before);
  });

  it('refuses a user without Meaningful Work enabled (403), writing nothing', async () => {
    const { participant, deps, cast } = await setUp();
    await updateUser(deps.store, cast.participant.uid, { mwEnabled: false });
    expect(await participant.request('PUT', PATH, { data: fullMeaningfulWork() })).toMatchObject({
      status: 403,
      body: { code: 'MW.NOT_ENABLED' },
    });
    expect(await deps.store.meaningfulWork.find(cast.participant.uid)).toBeNull();
  });

  it('refuses a sheet missing any one of the 16 keys (400), naming it, writing nothing', async () => {
    const { participant, deps, cast } = await setUp();
    for (const key of MEANINGFUL_WORK_KEYS) {
      const { [key]: _dropped, ...data } = fullMeaningfulWork();
      const reply = await participant.request('PUT', PATH, { data });
      expect(reply, key).toMatchObject({ status: 400, body: { success: false, code: 'REQUEST.INVALID' } });
      expect(reply.body.message).toContain(`data.${key}`);
    }
    expect(await deps.store.meaningfulWork.find(cast.participant.uid)).toBeNull();
  });

  it('refuses other malformed bodies (400), writing nothing', async () => {
    const { participant, deps, cast } = await setUp();
    const cases: [unknown, string][] = [
      [{}, 'data'],
      [{ data: 'everything' }, 'data'],
      [{ data: { ...fullMeaningfulWork(), 'mb-body': 42 } }, 'data.mb-body'],
      [{ data: { ...fullMeaningfulWork(), 'mb-body': 'x'.repeat(10_001) } }, 'data.mb-body'],
      [{ data: fullMeaningfulWork(), uid: 'nobody' }, 'uid'],
    ];
    for (const [body, named] of cases) {
      const reply = await participant.request('PUT', PATH, body);
      expect(reply.status, named).toBe(400);
      expect(reply.body.message).toContain(named);
    }
    expect(await deps.store.meaningfulWork.find(cast.participant.uid)).toBeNull();
  });

  it('refuses a request without a session (401)', async () => {
    const { anonymous } = await createTestApp();
    expect(await anonymous.request('PUT', PATH, { data: fullMeaningfulWork() })).toMatchObject({
      status: 401,
    });
  });
});

describe('/api/response/meaningfulwork on a closed event', () => {
  it('refuses everyone once the Guide has closed the event (409), writing nothing', async () => {
    const { participant, guide, admin, deps, cast } = await setUp();
    const uid = cast.participant.uid;
    await guide.request('PUT', '/api/event/facilitatorclose', { eid: cast.event.eid });
    const before = await responseStateOf(deps.store, uid);
    const replies = await Promise.all([
      participant.request('GET', PATH),
      participant.request('PUT', PATH, { data: fullMeaningfulWork() }),
      guide.request('GET', `${PATH}?uid=${uid}`),
      guide.request('PUT', PATH, { uid, data: fullMeaningfulWork() }),
      admin.request('PUT', PATH, { uid, data: fullMeaningfulWork() }),
    ]);
    for (const reply of replies) {
      expect(reply).toMatchObject({ status: 409, body: { success: false, code: 'EVENT.CLOSED' } });
    }
    expect(await responseStateOf(deps.store, uid)).toEqual(before);
  });
});
