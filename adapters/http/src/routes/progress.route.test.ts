import { makeUser } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { expectRefused } from '../testing/probes.ts';
import { chosenValues, openLive } from '../testing/response-state.ts';
import { createTestApp } from '../testing/test-app.ts';

interface ProgressReply {
  success: boolean;
  participants: { uid: string; liveStep: number | null; lastActiveAt: string | null; idle: boolean }[];
  summary: { participants: number; preworkFinished: number; liveSteps: number[]; idle: number };
  live: boolean;
  idleMinutes: number;
}

const progressOf = (eid: string) => `/api/event/progress?eid=${eid}`;

describe('GET /api/event/progress', () => {
  it("gives the Guide each participant's row and the summary", async () => {
    const api = await createTestApp();
    const { guide, participant } = await api.clients();
    const saved = await participant.request('PUT', '/api/response/participant?prework=true', {
      values: chosenValues(),
      completedMark: 0,
    });
    expect(saved.status).toBe(200);
    const reply = await guide.request<ProgressReply>('GET', progressOf(api.cast.event.eid));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      participants: [
        {
          uid: api.cast.participant.uid,
          forename: 'Paula',
          surname: 'Part',
          prework: [true, false, false, false],
          liveStep: null,
          lastActiveAt: api.deps.clock.now().toISOString(),
          email: 'not_sent',
          idle: false,
        },
      ],
      summary: { participants: 1, preworkFinished: 0, liveSteps: [0, 0, 0, 0, 0], idle: 0 },
      live: false,
      idleMinutes: 5,
    });
  });

  it('lets a super-admin read any event', async () => {
    const api = await createTestApp();
    const { admin } = await api.clients();
    const reply = await admin.request<ProgressReply>('GET', progressOf(api.cast.otherEvent.eid));
    expect(reply.body.participants.map((row) => row.uid)).toEqual([api.cast.otherParticipant.uid]);
  });

  it('refuses without a session (401), a participant (403), and another Guide’s event as not found (404)', async () => {
    const api = await createTestApp();
    const { participant, otherGuide } = await api.clients();
    await expectRefused(api.deps, () => api.anonymous.request('GET', progressOf(api.cast.event.eid)), 401);
    await expectRefused(api.deps, () => participant.request('GET', progressOf(api.cast.event.eid)), 403);
    await expectRefused(api.deps, () => otherGuide.request('GET', progressOf(api.cast.event.eid)), 404);
  });

  it('refuses a malformed or missing eid (400)', async () => {
    const api = await createTestApp();
    const { guide } = await api.clients();
    await expectRefused(api.deps, () => guide.request('GET', '/api/event/progress?eid=nope'), 400, /eid/);
    await expectRefused(api.deps, () => guide.request('GET', '/api/event/progress'), 400, /eid/);
  });

  it('no longer shows a participant moved to another Guide’s event', async () => {
    const api = await createTestApp();
    const { guide, admin, otherGuide } = await api.clients();
    const { uid } = api.cast.participant;
    const removed = await guide.request('PUT', '/api/event/remove_participant', {
      eid: api.cast.event.eid,
      uid,
    });
    expect(removed.status).toBe(200);
    const added = await admin.request('POST', '/api/event/add_participant', {
      eid: api.cast.otherEvent.eid,
      uid,
    });
    expect(added.status).toBe(200);
    const first = await guide.request<ProgressReply>('GET', progressOf(api.cast.event.eid));
    expect(first.body.participants).toEqual([]);
    const second = await otherGuide.request<ProgressReply>('GET', progressOf(api.cast.otherEvent.eid));
    expect(second.body.participants.map((row) => row.uid)).toContain(uid);
  });
});

describe('PUT /api/response/live_step', () => {
  it('records the step for the participant’s own progress, ignoring extra fields', async () => {
    const api = await createTestApp();
    await openLive(api.deps.store, api.cast.event.eid);
    const { participant, guide } = await api.clients();
    const reply = await participant.request('PUT', '/api/response/live_step', {
      step: 2,
      uid: api.cast.otherParticipant.uid,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Live step recorded' });
    const progress = await guide.request<ProgressReply>('GET', progressOf(api.cast.event.eid));
    expect(progress.body.participants[0]).toMatchObject({ liveStep: 2, idle: false });
    expect(progress.body).toMatchObject({ live: true, summary: { liveSteps: [0, 0, 1, 0, 0] } });
    const [other] = await api.deps.store.users.findActivity([api.cast.otherParticipant.uid]);
    expect(other?.liveStep).toBeNull();
  });

  it('refuses without a session (401) and while the event is in Pre-work (403), writing nothing', async () => {
    const api = await createTestApp();
    const { participant } = await api.clients();
    await expectRefused(
      api.deps,
      () => api.anonymous.request('PUT', '/api/response/live_step', { step: 1 }),
      401,
    );
    await expectRefused(
      api.deps,
      () => participant.request('PUT', '/api/response/live_step', { step: 1 }),
      403,
    );
  });

  it.each([
    ['a step past the last', { step: 5 }],
    ['a negative step', { step: -1 }],
    ['a fraction', { step: 1.5 }],
    ['a string', { step: '2' }],
    ['no step', {}],
  ])('refuses %s (400) and writes nothing', async (_name, body) => {
    const api = await createTestApp();
    await openLive(api.deps.store, api.cast.event.eid);
    const { participant } = await api.clients();
    await expectRefused(
      api.deps,
      () => participant.request('PUT', '/api/response/live_step', body),
      400,
      /step/,
    );
  });
});

describe('the progress of a participant who has done nothing yet', () => {
  it('is idle once the event is Live, and the summary counts them', async () => {
    const api = await createTestApp();
    const newcomer = makeUser({ createdBy: api.cast.guide.uid });
    await api.deps.store.users.insert(newcomer);
    const { guide } = await api.clients();
    await guide.request('POST', '/api/event/add_participant', { eid: api.cast.event.eid, uid: newcomer.uid });
    await openLive(api.deps.store, api.cast.event.eid);
    const progress = await guide.request<ProgressReply>('GET', progressOf(api.cast.event.eid));
    expect(progress.body.summary).toMatchObject({ participants: 2, idle: 2 });
  });
});
