import { describe, expect, it } from 'vitest';
import { createTestDeps, makeUser, outboxJobs, recordStoreWrites } from '../../testing/index.ts';
import { requestPasswordReset } from './request-password-reset.ts';

const requestIds = async (deps: ReturnType<typeof createTestDeps>): Promise<string[]> =>
  (await outboxJobs(deps.store)).map((job) => (job.name === 'reset-email' ? job.payload.requestId : ''));

describe('requestPasswordReset', () => {
  it('writes a reset email job carrying only ids to the outbox and confirms with the spec text', async () => {
    const deps = createTestDeps();
    const user = makeUser({ email: 'pat@example.test' });
    await deps.store.users.insert(user);

    const result = await requestPasswordReset(deps, { email: ' PAT@example.test ' });

    expect(result).toEqual({ message: 'An email was sent with a link to reset your password.' });
    const [entry] = await deps.store.outbox.due(deps.clock.now(), 10);
    expect(await deps.store.outbox.due(deps.clock.now(), 10)).toEqual([
      {
        id: expect.any(String),
        createdAt: deps.clock.now(),
        relayedAt: null,
        job: {
          kind: 'email',
          name: 'reset-email',
          payload: { requestId: expect.any(String), uid: user.uid },
        },
      },
    ]);
    expect(deps.enqueued).toEqual([]);
    const requestId = entry?.job.name === 'reset-email' ? entry.job.payload.requestId : '';
    expect(await deps.store.deliveries.statusOf(requestId)).toBe('queued');
  });

  it('gives every request its own id, so two requests are two emails', async () => {
    const deps = createTestDeps();
    await deps.store.users.insert(makeUser({ email: 'pat@example.test' }));
    await requestPasswordReset(deps, { email: 'pat@example.test' });
    await requestPasswordReset(deps, { email: 'pat@example.test' });
    const [first, second] = await requestIds(deps);
    expect(first).toMatch(/./);
    expect(second).toMatch(/./);
    expect(first).not.toBe(second);
  });

  it('answers an unknown email with the spec text, queueing and writing nothing', async () => {
    const deps = createTestDeps();
    const writes = recordStoreWrites(deps.store);
    await expect(requestPasswordReset(deps, { email: 'nobody@example.test' })).rejects.toMatchObject({
      kind: 'not-found',
      code: 'USER.NOT_FOUND',
      message: 'No user found with the given email. Contact your facilitator for more information.',
    });
    expect(await outboxJobs(deps.store)).toEqual([]);
    expect(writes).toEqual([]);
  });
});
