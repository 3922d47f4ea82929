import { describe, expect, it } from 'vitest';
import { DEFAULT_ORG_ID } from '../../model/organisation.ts';
import type { Session } from '../../model/session.ts';
import { createTestDeps, makeUser, recordStoreWrites, type TestDeps } from '../../testing/index.ts';
import { authenticate } from './authenticate.ts';

const MINUTE = 60_000;
const START = new Date('2026-06-01T09:00:00.000Z');

const setup = async (overrides: Partial<Session> = {}) => {
  const deps: TestDeps = createTestDeps();
  const user = makeUser({ accessLevel: 1, mwEnabled: true, eventId: null });
  await deps.store.users.insert(user);
  const session: Session = {
    idDigest: deps.tokens.digest('tok'),
    uid: user.uid,
    firstLogin: true,
    createdAt: START,
    lastSeenAt: START,
    expiresAt: new Date(START.getTime() + 24 * 60 * MINUTE),
    ...overrides,
  };
  await deps.store.sessions.insert(session);
  return { deps, user, session };
};

describe('authenticate', () => {
  it('returns the actor, user and session of a live session, reading only', async () => {
    const { deps, user, session } = await setup();
    const writes = recordStoreWrites(deps.store);
    deps.clock.advance(59_999);

    const result = await authenticate(deps, { token: 'tok' });

    expect(result).toEqual({
      actor: {
        uid: user.uid,
        email: user.email,
        accessLevel: 1,
        mwEnabled: true,
        eventId: null,
        orgId: DEFAULT_ORG_ID,
        orgs: [{ orgId: DEFAULT_ORG_ID, role: 'guide' }],
        self: { user, event: null },
      },
      user,
      session,
    });
    expect(writes).toEqual([]);
  });

  it('returns null for an unknown token', async () => {
    const { deps } = await setup();
    expect(await authenticate(deps, { token: 'other' })).toBeNull();
  });

  it('notes activity once the touch interval has passed', async () => {
    const { deps } = await setup();
    deps.clock.advance(MINUTE);
    const writes = recordStoreWrites(deps.store);

    const result = await authenticate(deps, { token: 'tok' });

    expect(result?.session.lastSeenAt).toEqual(deps.clock.now());
    expect(writes).toEqual(['sessions.touch']);
    expect((await deps.store.sessions.findSignedIn('digest(tok)'))?.session.lastSeenAt).toEqual(
      deps.clock.now(),
    );
  });

  it('keeps a session just inside the idle limit', async () => {
    const { deps } = await setup();
    deps.clock.advance(240 * MINUTE - 1);
    expect(await authenticate(deps, { token: 'tok' })).not.toBeNull();
  });

  it('ends and deletes a session idle for the whole idle limit', async () => {
    const { deps } = await setup();
    deps.clock.advance(240 * MINUTE);
    expect(await authenticate(deps, { token: 'tok' })).toBeNull();
    expect(await deps.store.sessions.findSignedIn('digest(tok)')).toBeNull();
  });

  it('ends and deletes a session at its absolute expiry even while in use', async () => {
    const { deps } = await setup({ lastSeenAt: new Date(START.getTime() + 24 * 60 * MINUTE - MINUTE) });
    deps.clock.set(new Date(START.getTime() + 24 * 60 * MINUTE - 1));
    expect(await authenticate(deps, { token: 'tok' })).not.toBeNull();

    deps.clock.set(new Date(START.getTime() + 24 * 60 * MINUTE));
    expect(await authenticate(deps, { token: 'tok' })).toBeNull();
    expect(await deps.store.sessions.findSignedIn('digest(tok)')).toBeNull();
  });

  it('returns null once the user is gone', async () => {
    const { deps, user } = await setup();
    await deps.store.users.deleteMany([user.uid]);
    expect(await authenticate(deps, { token: 'tok' })).toBeNull();
  });
});
