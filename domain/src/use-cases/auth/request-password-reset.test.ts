import { describe, expect, it } from 'vitest';
import { createTestDeps, makeUser, recordStoreWrites } from '../../testing/index.ts';
import { requestPasswordReset } from './request-password-reset.ts';

describe('requestPasswordReset', () => {
  it('queues a reset email carrying only ids and confirms with the spec text', async () => {
    const deps = createTestDeps();
    const user = makeUser({ email: 'pat@example.test' });
    await deps.store.users.insert(user);

    const result = await requestPasswordReset(deps, { email: ' PAT@example.test ' });

    expect(result).toEqual({ message: 'An email was sent with a link to reset your password.' });
    expect(deps.enqueued).toEqual([
      { kind: 'email', name: 'reset-email', payload: { requestId: expect.any(String), uid: user.uid } },
    ]);
  });

  it('gives every request its own id, so two requests are two emails', async () => {
    const deps = createTestDeps();
    await deps.store.users.insert(makeUser({ email: 'pat@example.test' }));
    await requestPasswordReset(deps, { email: 'pat@example.test' });
    await requestPasswordReset(deps, { email: 'pat@example.test' });
    const [first, second] = deps.enqueued;
    expect(first?.payload.requestId).not.toBe(second?.payload.requestId);
  });

  it('answers an unknown email with the spec text, queueing and writing nothing', async () => {
    const deps = createTestDeps();
    const writes = recordStoreWrites(deps.store);
    await expect(requestPasswordReset(deps, { email: 'nobody@example.test' })).rejects.toMatchObject({
      kind: 'not-found',
      code: 'USER.NOT_FOUND',
      message: 'No user found with the given email. Contact your facilitator for more information.',
    });
    expect(deps.enqueued).toEqual([]);
    expect(writes).toEqual([]);
  });
});
