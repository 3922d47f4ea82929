import type { EventSummary, EventView } from '@vs/domain';
import { recordWrites } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { newEventBody, updateEventBody } from '../testing/event-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';

describe('followUpDays on the event routes', () => {
  it('creates an event with follow-ups in ascending order, and without them when a spec client sends none', async () => {
    const { clients, deps } = await createTestApp();
    const { guide } = await clients();
    const withDays = await guide.request<{ event: EventView }>(
      'POST',
      '/api/event/create',
      newEventBody({ followUpDays: [90, 0.5, 30] }),
    );
    expect(withDays.status).toBe(201);
    expect(withDays.body.event.followUpDays).toEqual([0.5, 30, 90]);
    expect((await deps.store.events.findById(withDays.body.event.eid))?.followUpDays).toEqual([0.5, 30, 90]);

    const without = await guide.request<{ event: EventView }>('POST', '/api/event/create', newEventBody());
    expect(without.status).toBe(201);
    expect(without.body.event.followUpDays).toEqual([]);
  });

  it('sets them on update, keeps them when a spec client leaves them out, and clears them with []', async () => {
    const { clients, cast, deps } = await createTestApp();
    const { guide } = await clients();
    const eid = cast.event.eid;
    const followUpDays = async (body: Record<string, unknown>) => {
      const reply = await guide.request<{ event: EventView }>('PUT', '/api/event/update', body);
      expect(reply.status).toBe(200);
      expect((await deps.store.events.findById(eid))?.followUpDays).toEqual(reply.body.event.followUpDays);
      return reply.body.event.followUpDays;
    };
    expect(await followUpDays(updateEventBody(eid, { followUpDays: [90, 30] }))).toEqual([30, 90]);
    expect(await followUpDays(updateEventBody(eid))).toEqual([30, 90]);
    expect(await followUpDays(updateEventBody(eid, { followUpDays: [] }))).toEqual([]);
  });

  it('returns them in the event lists', async () => {
    const { clients, cast } = await createTestApp();
    const { guide } = await clients();
    await guide.request('PUT', '/api/event/update', updateEventBody(cast.event.eid, { followUpDays: [30] }));
    const all = await guide.request<{ events: EventView[] }>('GET', '/api/event/all');
    expect(all.body.events.find((event) => event.eid === cast.event.eid)?.followUpDays).toEqual([30]);
    const summaries = await guide.request<{ events: EventSummary[] }>(
      'GET',
      '/api/event/summaries?status=active',
    );
    expect(summaries.body.events.find((event) => event.eid === cast.event.eid)?.followUpDays).toEqual([30]);
  });

  it.each([
    ['a day of 0', [0], /^followUpDays\.0: .*more than 0/],
    ['a negative day', [-30], /^followUpDays\.0: /],
    ['more than two years', [731], /^followUpDays\.0: .*at most 730/],
    ['a day as text', ['30'], /^followUpDays\.0: /],
    ['the same day twice', [30, 30], /^followUpDays: .*repeat/],
    ['five points', [1, 2, 3, 4, 5], /^followUpDays: .*at most 4/],
    ['a number instead of a list', 30, /^followUpDays: /],
  ])('refuses %s, naming the field, and writes nothing', async (_, followUpDays, message) => {
    const { clients, cast, deps } = await createTestApp();
    const { guide } = await clients();
    const writes = recordWrites(deps);
    const update = await guide.request(
      'PUT',
      '/api/event/update',
      updateEventBody(cast.event.eid, { followUpDays }),
    );
    expect(update).toMatchObject({ status: 400, body: { success: false } });
    expect(update.body.message).toMatch(message);
    const create = await guide.request('POST', '/api/event/create', newEventBody({ followUpDays }));
    expect(create).toMatchObject({ status: 400, body: { success: false } });
    expect(create.body.message).toMatch(message);
    expect(writes()).toEqual([]);
  });
});
