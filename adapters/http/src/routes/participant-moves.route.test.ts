import { makeUser } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { expectRefused } from '../testing/probes.ts';
import { chosenValues } from '../testing/response-state.ts';
import { createTestApp, type TestClient, type TestResponse } from '../testing/test-app.ts';

/** Every route that addresses one participant by uid, as a request a Guide might send. */
const BY_ID_ROUTES: readonly [
  name: string,
  send: (client: TestClient, uid: string) => Promise<TestResponse>,
][] = [
  ['GET /api/user/info_byid', (c, uid) => c.request('GET', `/api/user/info_byid?uid=${uid}`)],
  [
    'PUT /api/user/update',
    (c, uid) =>
      c.request('PUT', '/api/user/update', {
        uid,
        forename: 'Mo',
        surname: 'Ved',
        email: 'moved@example.test',
      }),
  ],
  ['PUT /api/user/update_mw', (c, uid) => c.request('PUT', '/api/user/update_mw', { uid, mwEnabled: true })],
  [
    'GET /api/response/participant_byid',
    (c, uid) => c.request('GET', `/api/response/participant_byid?uid=${uid}&prework=true`),
  ],
  [
    'PUT /api/response/participant_byid',
    (c, uid) =>
      c.request('PUT', '/api/response/participant_byid?prework=true', { uid, values: chosenValues() }),
  ],
  [
    'GET /api/response/meaningfulwork',
    (c, uid) => c.request('GET', `/api/response/meaningfulwork?uid=${uid}`),
  ],
  [
    'GET /api/event/participant_event_byid',
    (c, uid) => c.request('GET', `/api/event/participant_event_byid?uid=${uid}`),
  ],
  [
    'GET /api/event/event_output',
    (c, uid) => c.request('GET', `/api/event/event_output?uid=${uid}&page=prework`),
  ],
  ['POST /api/event/send_email', (c, uid) => c.request('POST', '/api/event/send_email', { uid })],
  ['DELETE /api/user/delete', (c, uid) => c.request('DELETE', '/api/user/delete', { uid })],
];

/** How the participant comes to join the other Guide's event. */
const MOVES: readonly [
  name: string,
  mover: 'admin' | 'otherGuide',
  body: (created: { uid: string; email: string }, eid: string) => Record<string, string>,
][] = [
  ['a super-admin adds them by uid', 'admin', (created, eid) => ({ uid: created.uid, eid })],
  [
    'the other Guide adds them by their exact email',
    'otherGuide',
    (created, eid) => ({ email: created.email, eid }),
  ],
];

/** A participant the Guide created (in no event), then moved into the other Guide's event. */
const moveSetup = async (mover: (typeof MOVES)[number][1], body: (typeof MOVES)[number][2]) => {
  const api = await createTestApp();
  const created = makeUser({
    forename: 'Cleo',
    surname: 'Created',
    createdBy: api.cast.guide.uid,
    mwEnabled: true,
  });
  await api.deps.store.users.insert(created);
  // Both Guides may use Meaningful Work, so only scope can refuse them.
  await api.deps.store.users.update({ ...api.cast.otherGuide, mwEnabled: true });
  const clients = await api.clients();
  const listed = async (client: TestClient) =>
    (
      (await client.request<{ users: { uid: string }[] }>('GET', '/api/user/participants')).body.users ?? []
    ).map((u) => u.uid);
  const move = async () => {
    const moved = await clients[mover].request(
      'POST',
      '/api/event/add_participant',
      body(created, api.cast.otherEvent.eid),
    );
    expect(moved.status).toBe(200);
  };
  return { ...api, created, clients, listed, move };
};

describe.each(MOVES)(
  'a participant the Guide created changes hands when %s to their event',
  (_move, mover, body) => {
    it('is in the creating Guide’s list before the move and only in the new Guide’s after it', async () => {
      const { created, clients, listed, move } = await moveSetup(mover, body);
      expect(await listed(clients.guide)).toContain(created.uid);
      expect(await listed(clients.otherGuide)).not.toContain(created.uid);
      await move();
      expect(await listed(clients.guide)).not.toContain(created.uid);
      expect(await listed(clients.otherGuide)).toContain(created.uid);
    });

    it('is reachable by the creating Guide while in no event', async () => {
      const { created, clients } = await moveSetup(mover, body);
      const info = await clients.guide.request('GET', `/api/user/info_byid?uid=${created.uid}`);
      expect(info.status).toBe(200);
    });

    it.each(BY_ID_ROUTES)(
      '%s refuses the creating Guide after the move, nothing written',
      async (_name, send) => {
        const { deps, created, clients, move } = await moveSetup(mover, body);
        await move();
        const refused = await expectRefused(deps, () => send(clients.guide, created.uid), 404);
        expect(refused.body.message).not.toContain(created.email);
      },
    );

    it.each(BY_ID_ROUTES)('%s is not refused for lack of scope to the new Guide', async (_name, send) => {
      const { created, clients, move } = await moveSetup(mover, body);
      await move();
      const response = await send(clients.otherGuide, created.uid);
      expect([403, 404]).not.toContain(response.status);
    });
  },
);
