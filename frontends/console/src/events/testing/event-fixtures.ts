import { vi } from 'vitest';
import type { Reply, SeenRequest } from '../../testing/render-console.tsx';

/** Rows and replies the events area's component tests share. */

export const ME = {
  uid: '00000000-0000-4000-8000-000000000001',
  forename: 'Ada',
  surname: 'Admin',
  email: 'ada@example.test',
  accessLevel: 2,
  portal_link: '',
  mwEnabled: false,
  event: null,
};

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
  ueid,
  eventName,
  eventDate: '2026-03-14',
  accessClose: '2026-04-14',
  facilitator: { forename: 'Gus', surname: 'Guide' },
  uploadedAt: '2026-05-02T10:00:00.000Z',
  participantCount: 2,
});

export const participant = (uid: string, forename: string, surname: string, event: string | null = null) => ({
  uid,
  forename,
  surname,
  email: `${forename.toLowerCase()}@example.test`,
  accessLevel: 0,
  portal_link: '',
  mwEnabled: false,
  event,
  responseCompleted: [false, false, false, false],
});

export const ok = (body: Record<string, unknown>): Reply => ({
  body: { success: true, message: 'OK', ...body },
});

export const refused = (status: number, message: string): Reply => ({
  status,
  body: { success: false, message },
});

/** The server's participant search: every term must start a name or occur in the email. */
export const searchParticipants =
  (people: readonly ReturnType<typeof participant>[]) =>
  (request: SeenRequest): Reply => {
    const terms = (request.query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const users = people.filter((person) =>
      terms.every(
        (term) =>
          person.forename.toLowerCase().startsWith(term) ||
          person.surname.toLowerCase().startsWith(term) ||
          person.email.includes(term),
      ),
    );
    return ok({ users, total: users.length });
  };

/**
 * happy-dom has no layout: every element is 0 px tall, so DataTable's virtualiser (which measures
 * its scroll area's clientHeight after mount) would render no rows. Give elements a screenful.
 */
export const giveTablesLayout = () => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024);
};
