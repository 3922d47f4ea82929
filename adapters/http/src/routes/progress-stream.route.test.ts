import { makeResponse } from '@vs/domain/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_POLL_MS } from '../progress/stream-access.ts';
import { expectRefused } from '../testing/probes.ts';
import { completePrework, openLive } from '../testing/response-state.ts';
import { readSse, type SseReader } from '../testing/sse.ts';
import { createTestApp } from '../testing/test-app.ts';

const streamOf = (eid: string) => `/api/event/progress/stream?eid=${eid}`;

let open: SseReader[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(open.map((reader) => reader.close()));
  open = [];
});

/** The cast with the Guide's event Live, the participant's pre-work done, and the Guide's stream open. */
const streaming = async (
  options: { progressHeartbeatMs?: number; headers?: Record<string, string>; shutdown?: AbortSignal } = {},
) => {
  const api = await createTestApp({
    ...(options.progressHeartbeatMs ? { progressHeartbeatMs: options.progressHeartbeatMs } : {}),
    ...(options.shutdown ? { shutdown: options.shutdown } : {}),
  });
  await openLive(api.deps.store, api.cast.event.eid);
  await completePrework(api.deps.store, api.cast.participant.uid);
  const clients = await api.clients();
  const response = await clients.guide.open(streamOf(api.cast.event.eid), options.headers);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const stream = readSse(response);
  open.push(stream);
  return { ...api, clients, stream };
};

/** Ten values with definitions and percent lived, as the live flow saves them. */
const { values, descriptions, percentLived } = makeResponse('any', 'live');
const liveSave = { values, descriptions, percentLived };

/** How soon a stream must end once its access does (issue 31). */
const ACCESS_BOUND_MS = 1_000;

const parsed = (data: string | undefined): Record<string, unknown> => JSON.parse(data ?? 'null');

describe('GET /api/event/progress/stream', () => {
  it('starts with a snapshot of every row and the summary', async () => {
    const { stream, cast } = await streaming();
    const first = await stream.nextEvent();
    expect(first).toMatchObject({ event: 'snapshot', id: '1' });
    expect(parsed(first.data)).toMatchObject({
      participants: [{ uid: cast.participant.uid, prework: [true, true, true, true] }],
      summary: { participants: 1, preworkFinished: 1 },
      live: true,
    });
  });

  it("sends a participant's row within 2 s of their save, then of their step change", async () => {
    const { stream, cast, clients } = await streaming();
    await stream.nextEvent();
    const saved = await clients.participant.request(
      'PUT',
      '/api/response/participant?prework=false',
      liveSave,
    );
    expect(saved.status).toBe(200);
    const afterSave = await stream.nextEvent(2000);
    expect(afterSave).toMatchObject({ event: 'progress', id: '2' });
    expect(parsed(afterSave.data)).toMatchObject({ uid: cast.participant.uid, liveStep: null, idle: false });

    await clients.participant.request('PUT', '/api/response/live_step', { step: 3 });
    const afterStep = await stream.nextEvent(2000);
    expect(afterStep).toMatchObject({ event: 'progress', id: '3' });
    expect(parsed(afterStep.data)).toMatchObject({ uid: cast.participant.uid, liveStep: 3 });
  });

  it('hears a save the Guide makes for the participant (by id)', async () => {
    const { stream, cast, clients } = await streaming();
    await stream.nextEvent();
    const saved = await clients.guide.request('PUT', '/api/response/participant_byid?prework=false', {
      uid: cast.participant.uid,
      ...liveSave,
    });
    expect(saved.status).toBe(200);
    expect(parsed((await stream.nextEvent()).data)).toMatchObject({ uid: cast.participant.uid });
  });

  it('says when a participant leaves the event, and sends nothing of other events', async () => {
    const { stream, cast, clients, deps } = await streaming();
    await stream.nextEvent();
    await openLive(deps.store, cast.otherEvent.eid);
    await completePrework(deps.store, cast.otherParticipant.uid);
    await clients.otherParticipant.request('PUT', '/api/response/live_step', { step: 1 });
    await clients.guide.request('PUT', '/api/event/remove_participant', {
      eid: cast.event.eid,
      uid: cast.participant.uid,
    });
    const next = await stream.nextEvent();
    expect(next).toMatchObject({ event: 'removed' });
    expect(parsed(next.data)).toEqual({ uid: cast.participant.uid });
  });

  it('sends a heartbeat comment on a quiet stream', async () => {
    const { stream } = await streaming({ progressHeartbeatMs: 50 });
    await stream.nextEvent();
    expect(await stream.next(1000)).toEqual({ comment: 'heartbeat' });
  });

  it('ends when the process shuts down', async () => {
    const shutdown = new AbortController();
    const { stream } = await streaming({ shutdown: shutdown.signal });
    await stream.nextEvent();
    shutdown.abort();
    await expect(stream.next()).rejects.toThrow('the stream ended');
  });

  it('ends within 1 s of its session ending (logout, password change, deletion), long before a heartbeat', async () => {
    const loggedOut = await streaming({ progressHeartbeatMs: 60_000 });
    await loggedOut.stream.nextEvent();
    expect((await loggedOut.clients.guide.request('POST', '/api/auth/logout')).status).toBe(200);
    await expect(loggedOut.stream.next(ACCESS_BOUND_MS)).rejects.toThrow('the stream ended');

    const passwordChanged = await streaming({ progressHeartbeatMs: 60_000 });
    await passwordChanged.stream.nextEvent();
    await passwordChanged.deps.store.sessions.deleteOthersOf(
      passwordChanged.cast.guide.uid,
      'another session',
    );
    await expect(passwordChanged.stream.next(ACCESS_BOUND_MS)).rejects.toThrow('the stream ended');
  });

  it('ends within 1 s once the event is no longer the viewer’s: given to another Guide, or deleted', async () => {
    const moved = await streaming({ progressHeartbeatMs: 60_000 });
    await moved.stream.nextEvent();
    await moved.deps.store.events.update({ ...moved.cast.event, facilitatorId: moved.cast.otherGuide.uid });
    await expect(moved.stream.next(ACCESS_BOUND_MS)).rejects.toThrow('the stream ended');

    const deleted = await streaming({ progressHeartbeatMs: 60_000 });
    await deleted.stream.nextEvent();
    await deleted.deps.store.events.delete(deleted.cast.event.eid);
    await expect(deleted.stream.next(ACCESS_BOUND_MS)).rejects.toThrow('the stream ended');
  });

  it('ends within 1 s once the viewer leaves the event’s organisation', async () => {
    const left = await streaming({ progressHeartbeatMs: 60_000 });
    await left.stream.nextEvent();
    await left.clients.admin.request('POST', '/api/org/remove_member', {
      orgId: left.cast.event.orgId,
      uid: left.cast.guide.uid,
    });
    await expect(left.stream.next(ACCESS_BOUND_MS)).rejects.toThrow('the stream ended');
  });

  it('removes within 1 s a participant moved out of the event by a change no bus announced', async () => {
    const { stream, cast, deps } = await streaming({ progressHeartbeatMs: 60_000 });
    await stream.nextEvent();
    const event = await deps.store.events.findById(cast.event.eid);
    if (event === null) throw new Error('no event');
    await deps.store.events.update({ ...event, participants: [], emailsSent: [] });
    await deps.store.users.setEvent([cast.participant.uid], cast.otherEvent.eid);
    const next = await stream.nextEvent(ACCESS_BOUND_MS);
    expect(next).toMatchObject({ event: 'removed' });
    expect(parsed(next.data)).toEqual({ uid: cast.participant.uid });
  });

  it('keeps no session alive: an open stream is not activity, and it ends within 1 s of the idle timeout', async () => {
    const { stream, clients, deps } = await streaming({ progressHeartbeatMs: 60_000 });
    await stream.nextEvent();
    const { idleMinutes, touchEverySeconds } = deps.config.session;
    const lastSeen = async () =>
      (await deps.store.sessions.findSignedIn(deps.tokens.digest(clients.guide.cookie ?? '')))?.session
        .lastSeenAt;
    const before = await lastSeen();
    // The stream's access check reads the event last, after the session: once such a read made
    // after the clock moved has answered, the stream has asked about the session at least once.
    const eventReads: Promise<unknown>[] = [];
    const findEvent = deps.store.events.findById;
    deps.store.events.findById = (eid) => {
      const read = findEvent(eid);
      eventReads.push(read);
      return read;
    };
    deps.clock.advance((touchEverySeconds + 1) * 1000);
    await vi.waitFor(() => expect(eventReads.length).toBeGreaterThan(0), { timeout: ACCESS_BOUND_MS });
    await Promise.all(eventReads);
    expect(await lastSeen()).toEqual(before);
    deps.clock.advance(idleMinutes * 60_000);
    await expect(stream.next(ACCESS_BOUND_MS)).rejects.toThrow('the stream ended');
  });

  it('asks again at once when the session cache hears a change, without polling while it hears', async () => {
    const watchers = new Map<string, () => void>();
    const accessChanges = {
      watch: (keys: readonly string[], changed: () => void) => {
        for (const key of keys) watchers.set(key, changed);
        return () => watchers.clear();
      },
      hearing: () => true,
    };
    const api = await createTestApp({ progressHeartbeatMs: 60_000, accessChanges });
    const { guide } = await api.clients();
    // The stream's poll runs on the test's clock.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stream = readSse(await guide.open(streamOf(api.cast.event.eid)));
    open.push(stream);
    await stream.nextEvent();
    expect([...watchers.keys()]).toEqual([
      expect.stringMatching(/^s:/),
      `u:${api.cast.guide.uid}`,
      `e:${api.cast.event.eid}`,
    ]);
    await api.deps.store.events.update({ ...api.cast.event, facilitatorId: api.cast.otherGuide.uid });
    // Hearing, it does not poll: polls come and go without an access check (its first, synchronous
    // step reads the session), and the stream goes on until the change is heard.
    const checks = vi.spyOn(api.deps.store.sessions, 'findSignedIn');
    vi.advanceTimersByTime(ACCESS_POLL_MS * 4);
    expect(checks).not.toHaveBeenCalled();
    watchers.get(`e:${api.cast.event.eid}`)?.();
    await expect(stream.next(ACCESS_BOUND_MS)).rejects.toThrow('the stream ended');
  });

  it('gives a reconnecting client a fresh snapshot, its ids following the Last-Event-ID', async () => {
    const { stream } = await streaming({ headers: { 'Last-Event-ID': '41' } });
    expect(await stream.nextEvent()).toMatchObject({ event: 'snapshot', id: '42' });
  });

  it('refuses, as JSON and before streaming: no session (401), a participant (403), another Guide (404), a bad eid (400)', async () => {
    const api = await createTestApp();
    const { participant, otherGuide, guide } = await api.clients();
    const path = streamOf(api.cast.event.eid);
    await expectRefused(api.deps, () => api.anonymous.request('GET', path), 401);
    await expectRefused(api.deps, () => participant.request('GET', path), 403);
    await expectRefused(api.deps, () => otherGuide.request('GET', path), 404);
    await expectRefused(api.deps, () => guide.request('GET', streamOf('nope')), 400, /eid/);
  });
});
