import type { EventView, Job } from '@vs/domain';
import { outboxJobs, recordWrites } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { storeUnassignedUser } from '../testing/event-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';

/** The Guide's event with Paula (nothing done yet) and Quinn, who finished the pre-work. */
const appWithOneUnfinished = async () => {
  const app = await createTestApp();
  const { cast, deps } = app;
  const quinn = await storeUnassignedUser(deps.store, {
    forename: 'Quinn',
    createdBy: cast.guide.uid,
    responseCompleted: [true, true, true, true],
  });
  await deps.store.users.setEvent([quinn.uid], cast.event.eid);
  await deps.store.events.update({
    ...cast.event,
    participants: [cast.participant.uid, quinn.uid],
    emailsSent: [true, true],
  });
  return { ...app, quinn, ...(await app.clients()) };
};

const reminderJob = (uid: string, senderId: string): Job => ({
  kind: 'email',
  name: 'reminder-email',
  payload: { requestId: expect.any(String), uid, senderId },
});

describe('POST /api/event/remind', () => {
  it('queues a reminder to each unfinished participant, and the dashboard shows when', async () => {
    const { guide, cast, deps } = await appWithOneUnfinished();
    const eid = cast.event.eid;
    const before = await guide.request<{ event: EventView }>('GET', `/api/event?eid=${eid}`);
    expect(before.body.event).toMatchObject({ toRemind: 1, lastReminders: [null, null] });
    expect(await guide.request('POST', '/api/event/remind', { eid })).toMatchObject({
      status: 200,
      body: { success: true, message: '1 reminder queued', queued: 1 },
    });
    expect(await outboxJobs(deps.store)).toEqual([reminderJob(cast.participant.uid, cast.guide.uid)]);
    const after = await guide.request<{ event: EventView }>('GET', `/api/event?eid=${eid}`);
    expect(after.body.event).toMatchObject({
      toRemind: 0,
      lastReminders: [{ at: deps.clock.now().toISOString(), status: 'queued', failure: null }, null],
    });
  });

  it("shows a failed reminder's reason beside when it was sent, to the event's managers only", async () => {
    const { guide, admin, otherGuide, cast, deps } = await appWithOneUnfinished();
    const eid = cast.event.eid;
    await guide.request('POST', '/api/event/remind', { eid });
    const [job] = await outboxJobs(deps.store);
    if (!job) throw new Error('no reminder queued');
    const { requestId } = job.payload as { requestId: string };
    await deps.store.deliveries.recordFailed(requestId, deps.clock.now(), '550 5.1.1 mailbox unknown');
    const failed = {
      at: deps.clock.now().toISOString(),
      status: 'failed',
      failure: '550 5.1.1 mailbox unknown',
    };
    for (const manager of [guide, admin]) {
      const view = await manager.request<{ event: EventView }>('GET', `/api/event?eid=${eid}`);
      expect(view.body.event.lastReminders).toEqual([failed, null]);
    }
    expect((await otherGuide.request('GET', `/api/event?eid=${eid}`)).status).toBe(404);
  });

  it('queues nothing on a second click at once', async () => {
    const { guide, cast, deps } = await appWithOneUnfinished();
    await guide.request('POST', '/api/event/remind', { eid: cast.event.eid });
    const writes = recordWrites(deps);
    expect((await guide.request('POST', '/api/event/remind', { eid: cast.event.eid })).body).toEqual({
      success: true,
      message: 'Everyone unfinished was reminded in the last 12 hours',
      queued: 0,
    });
    expect(writes()).toEqual([]);
  });

  it("lets a super-admin remind in another Guide's event, in that Guide's template", async () => {
    const { admin, cast, deps } = await appWithOneUnfinished();
    const reply = await admin.request('POST', '/api/event/remind', { eid: cast.otherEvent.eid });
    expect(reply.body).toMatchObject({ success: true, queued: 1 });
    expect(await outboxJobs(deps.store)).toEqual([
      reminderJob(cast.otherParticipant.uid, cast.otherGuide.uid),
    ]);
  });

  it("asks for a session, refuses a participant and hides another Guide's event, queueing nothing", async () => {
    const { anonymous, participant, guide, cast, deps } = await appWithOneUnfinished();
    const writes = recordWrites(deps);
    const eid = cast.event.eid;
    expect((await anonymous.request('POST', '/api/event/remind', { eid })).status).toBe(401);
    expect((await participant.request('POST', '/api/event/remind', { eid })).status).toBe(403);
    expect(await guide.request('POST', '/api/event/remind', { eid: cast.otherEvent.eid })).toMatchObject({
      status: 404,
      body: { code: 'EVENT.NOT_FOUND' },
    });
    expect(writes()).toEqual([]);
    expect(await outboxJobs(deps.store)).toEqual([]);
  });

  it('answers a malformed body with 400 and a clear message, writing nothing', async () => {
    const { guide, deps } = await appWithOneUnfinished();
    const writes = recordWrites(deps);
    for (const body of [{}, { eid: 'x' }, { eid: 42 }])
      expect(await guide.request('POST', '/api/event/remind', body)).toMatchObject({
        status: 400,
        body: { success: false, code: 'REQUEST.INVALID', message: expect.stringMatching(/^eid: /) },
      });
    expect(writes()).toEqual([]);
    expect(await outboxJobs(deps.store)).toEqual([]);
  });
});
