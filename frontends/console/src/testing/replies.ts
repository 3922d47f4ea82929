import type { Reply, SeenRequest } from './render-console.tsx';

/** Server replies and request checks the console's component tests share (with fakeServer). */

/** A successful reply: `{ success: true, message: 'OK' }` and `body` (its own message, data). */
export const ok = (body: Record<string, unknown> = {}): Reply => ({
  body: { success: true, message: 'OK', ...body },
});

/** A refused call: the HTTP status and the server's message. */
export const refused = (status: number, message: string, code?: string): Reply => ({
  status,
  body: code === undefined ? { success: false, message } : { success: false, message, code },
});

/** The requests sent to one method and path, in order. */
export const sent = (requests: readonly SeenRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path === path);

interface Searchable {
  readonly forename: string;
  readonly surname: string;
  readonly email: string;
}

/**
 * A people list call (GET /api/user/participants and the like) answered like the server: searched
 * by `q` (each term starts a name or is in the email) and paged by `offset` / `limit`, with `total`.
 */
export const listRoute =
  (people: readonly Searchable[]) =>
  (request: SeenRequest): Reply => {
    const terms = (request.query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const matching = people.filter((person) =>
      terms.every(
        (term) =>
          person.forename.toLowerCase().startsWith(term) ||
          person.surname.toLowerCase().startsWith(term) ||
          person.email.includes(term),
      ),
    );
    const offset = Number(request.query.get('offset') ?? 0);
    const limit = Number(request.query.get('limit') ?? matching.length);
    return ok({
      message: `${matching.length} people`,
      users: matching.slice(offset, offset + limit),
      total: matching.length,
    });
  };
