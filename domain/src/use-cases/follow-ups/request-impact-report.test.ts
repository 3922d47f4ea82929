import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import type { ImpactContent } from '../../model/impact-document.ts';
import { type Job, outputKey } from '../../ports/services.ts';
import { createTestDeps } from '../../testing/index.ts';
import { setUp } from '../responses/test-support.ts';
import { NO_FOLLOW_UPS_MESSAGE, requestImpactReport } from './request-impact-report.ts';

/** The cast's event with follow-ups at 30 and 90 days, nobody asked yet. */
const withFollowUps = async () => {
  const cast = await setUp(createTestDeps());
  const event = { ...cast.event, followUpDays: [30, 90] };
  await cast.deps.store.events.update(event);
  return { ...cast, event };
};

const documentsOf = (jobs: readonly Job[]): ImpactContent[] =>
  jobs.flatMap((job) => (job.name === 'impact-report' ? [job.payload.document] : []));

describe('requestImpactReport', () => {
  it("queues the report of every point in the requester's language and names the file by the event", async () => {
    const { deps, guide, event } = await withFollowUps();
    await deps.store.users.update({ ...guide, language: 'de' });
    const result = await requestImpactReport(deps, actorOf({ ...guide, language: 'de' }), { eid: event.eid });
    expect(result.fileName).toBe(`${event.eventName} ${event.eventDate} Impact.pdf`);
    const [document] = documentsOf(deps.enqueued);
    expect(document).toMatchObject({ page: 'impact', language: 'de', days: 90 });
    expect(document?.points.map((point) => [point.days, point.asked, point.answered])).toEqual([
      [30, 0, 0],
      [90, 0, 0],
    ]);
    expect(deps.enqueued[0]).toMatchObject({ name: 'impact-report', payload: { orgId: event.orgId } });
  });

  it('refuses an event without follow-ups, and removes what a worker wrote for a request that failed', async () => {
    const { deps, guide, event } = await withFollowUps();
    await deps.store.events.update({ ...event, followUpDays: [] });
    await expect(requestImpactReport(deps, actorOf(guide), { eid: event.eid })).rejects.toMatchObject({
      kind: 'conflict',
      message: NO_FOLLOW_UPS_MESSAGE.defaultMessage,
    });
    expect(deps.enqueued).toEqual([]);

    await deps.store.events.update(event);
    const failing = {
      enqueue: async () => {},
      enqueueAndWait: async (job: Job) => {
        if (job.name === 'impact-report')
          await deps.files.write(outputKey(job.payload.requestId), new Uint8Array([1]));
        throw new Error('the worker gave up');
      },
    };
    await expect(
      requestImpactReport({ ...deps, jobs: failing }, actorOf(guide), { eid: event.eid }),
    ).rejects.toThrow('the worker gave up');
    expect(deps.files.files.size).toBe(0);
  });
});
