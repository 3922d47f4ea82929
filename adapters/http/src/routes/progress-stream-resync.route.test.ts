import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessProgressBus, type ProgressBus } from '../progress/progress-bus.ts';
import { completePrework, openLive } from '../testing/response-state.ts';
import { readSse, type SseReader } from '../testing/sse.ts';
import { createTestApp } from '../testing/test-app.ts';

let open: SseReader[] = [];
afterEach(async () => {
  await Promise.all(open.map((reader) => reader.close()));
  open = [];
});

/** A bus that misses what is published while "away" and can be told it reconnected. */
const flakyBus = () => {
  const inner = createInProcessProgressBus();
  const resyncs = new Set<() => void>();
  let away = false;
  const bus: ProgressBus = {
    ...inner,
    publish: (eid, uid) => {
      if (!away) inner.publish(eid, uid);
    },
    onResync: (listener) => {
      resyncs.add(listener);
      return () => resyncs.delete(listener);
    },
  };
  return {
    bus,
    goAway: () => {
      away = true;
    },
    reconnect: () => {
      away = false;
      for (const listener of resyncs) listener();
    },
  };
};

const parsed = (data: string | undefined): { participants: { uid: string; liveStep: number | null }[] } =>
  JSON.parse(data ?? 'null');

describe('GET /api/event/progress/stream when the progress bus reconnects', () => {
  it('sends every open stream a fresh snapshot with what changed while the bus was away', async () => {
    const flaky = flakyBus();
    const api = await createTestApp({ progressBus: flaky.bus });
    const { eid } = api.cast.event;
    await openLive(api.deps.store, eid);
    await completePrework(api.deps.store, api.cast.participant.uid);
    const clients = await api.clients();
    const streams = [
      readSse(await clients.guide.open(`/api/event/progress/stream?eid=${eid}`)),
      readSse(await clients.guide.open(`/api/event/progress/stream?eid=${eid}`)),
    ];
    open.push(...streams);
    for (const stream of streams) expect(await stream.nextEvent()).toMatchObject({ event: 'snapshot' });

    flaky.goAway();
    const step = await clients.participant.request('PUT', '/api/response/live_step', { step: 3 });
    expect(step.status).toBe(200);
    flaky.reconnect();

    for (const stream of streams) {
      const next = await stream.nextEvent();
      expect(next).toMatchObject({ event: 'snapshot', id: '2' });
      expect(parsed(next.data).participants).toMatchObject([{ uid: api.cast.participant.uid, liveStep: 3 }]);
    }
  });
});
