import { createTestDeps, seedCast } from '@vs/domain/testing';
import type { ReceivedJob } from '@vs/queue';
import { describe, expect, it, vi } from 'vitest';
import { progressNotices } from './progress-notices.ts';

const job = (overrides: Partial<ReceivedJob>): ReceivedJob =>
  ({ kind: 'email', name: 'logon-email', payload: {}, ...overrides }) as ReceivedJob;

describe('progressNotices', () => {
  it("tells the participant's event of their settled logon email", async () => {
    const deps = createTestDeps();
    const { participant, event } = await seedCast(deps.store);
    const publish = vi.fn();
    progressNotices(deps, publish, { warn: vi.fn() })(
      job({ payload: { uid: participant.uid, requestId: 'r1' } }),
    );
    await vi.waitFor(() => expect(publish).toHaveBeenCalledWith(event.eid, participant.uid));
  });

  it('stays quiet for other jobs, a malformed payload, and someone in no event', async () => {
    const deps = createTestDeps();
    const { guide } = await seedCast(deps.store);
    // Every read the notices start, so the test can wait for their outcome instead of for time.
    const reads: Promise<unknown>[] = [];
    const findById = deps.store.users.findById;
    deps.store.users.findById = (uid) => {
      const read = findById(uid);
      reads.push(read);
      return read;
    };
    const publish = vi.fn();
    const notice = progressNotices(deps, publish, { warn: vi.fn() });
    notice(job({ name: 'reset-email', payload: { uid: guide.uid } }));
    notice(job({ kind: 'pdf', name: 'participant-output', payload: { uid: guide.uid } }));
    notice(job({ payload: { nobody: true } }));
    notice(job({ payload: { uid: guide.uid } }));
    expect(reads).toHaveLength(1);
    // The notice's own handler was attached to the read first, so it has run once this settles.
    await Promise.allSettled(reads);
    expect(publish).not.toHaveBeenCalled();
  });

  it('logs a failed read instead of throwing', async () => {
    const deps = createTestDeps();
    deps.store.users.findById = async () => {
      throw new Error('database away');
    };
    const warn = vi.fn();
    progressNotices(deps, vi.fn(), { warn })(job({ payload: { uid: 'u1' } }));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  });
});
