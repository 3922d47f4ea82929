import type { Reply, SeenRequest } from '../testing/render-console.tsx';
import type { Person } from './user-search.ts';

/** Test data for the people screens: one person as the lists give them. */
export const person = (n: number, overrides: Partial<Person> = {}): Person => ({
  uid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  forename: `Pat${n}`,
  surname: `Lee${n}`,
  email: `pat${n}@example.test`,
  accessLevel: 0,
  portal_link: '',
  mwEnabled: false,
  event: null,
  responseCompleted: [false, false, false, false],
  ...overrides,
});

/** The signed-in super-admin (GET /api/user/info). */
export const SELF = person(999, {
  forename: 'Ada',
  surname: 'Admin',
  email: 'ada@example.test',
  accessLevel: 2,
});

export const infoReply: Reply = { body: { success: true, message: 'User loaded', user: SELF } };

/**
 * A list call answered like the server: searched by `q` (each term starts a name or is in the
 * email) and paged by `offset` / `limit`, with `total`.
 */
export const listRoute =
  (people: readonly Person[]) =>
  (request: SeenRequest): Reply => {
    const terms = (request.query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const matching = people.filter((p) =>
      terms.every(
        (t) =>
          p.forename.toLowerCase().startsWith(t) ||
          p.surname.toLowerCase().startsWith(t) ||
          p.email.includes(t),
      ),
    );
    const offset = Number(request.query.get('offset') ?? 0);
    const limit = Number(request.query.get('limit') ?? matching.length);
    return {
      body: {
        success: true,
        message: `${matching.length} people`,
        users: matching.slice(offset, offset + limit),
        total: matching.length,
      },
    };
  };

export const ok = (message: string): Reply => ({ body: { success: true, message } });

export const refused = (status: number, message: string): Reply => ({
  status,
  body: { success: false, message },
});

/** The requests to one path and method. */
export const sent = (requests: readonly SeenRequest[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.path === path);
