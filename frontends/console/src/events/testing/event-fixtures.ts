import type { Reply, SeenRequest } from '../../testing/render-console.tsx';
import { ok } from '../../testing/replies.ts';

/** Rows and replies the events area's component tests share. */

export const activeEvent = (
  eid: string,
  eventName: string,
  eventDate: string,
  extra: Record<string, unknown> = {},
) => ({
  eid,
  eventName,
  eventDate,
  accessClose: '2099-01-01',
  eventType: 'Reg',
  sessionAccess: 'Pre-work',
  facilitator: { uid: 'f1', forename: 'Gus', surname: 'Guide' },
  participantCount: 0,
  status: 'active',
  ...extra,
});

export const uploadedEvent = (ueid: string, eventName: string) => ({
  eid: ueid,
  ueid,
  eventName,
  eventDate: '2026-03-14',
  accessClose: '2026-04-14',
  facilitator: { forename: 'Gus', surname: 'Guide' },
  uploadedAt: '2026-05-02T10:00:00.000Z',
  participantCount: 2,
});

/**
 * GET /api/event/summaries answered like the server: the first `limit` events when asked, with
 * `total`; every event without it. `events` are in the server's order.
 */
export const summariesRoute =
  (events: () => readonly unknown[]) =>
  (request: SeenRequest): Reply => {
    const all = events();
    const limit = request.query.get('limit');
    return ok({ events: limit === null ? all : all.slice(0, Number(limit)), total: all.length });
  };
