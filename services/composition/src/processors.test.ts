import { JOB_KINDS, type JobKind } from '@vs/domain';
import { createTestDeps } from '@vs/domain/testing';
import { isRetryableJobFailure } from '@vs/queue';
import { describe, expect, it } from 'vitest';
import { processorFor } from './processors.ts';

const failureOf = (kind: JobKind, name: string, payload: unknown): Promise<unknown> =>
  processorFor(kind)
    .process(createTestDeps(), { kind, name: name as never, payload })
    .then(
      () => 'done',
      (error: unknown) => error,
    );

/** A job name each kind serves, with a payload that lacks every field. */
const SERVED: Record<JobKind, string> = {
  email: 'reset-email',
  pdf: 'participant-output',
  zip: 'event-archive',
  lifecycle: 'sweep',
};

describe.each(JOB_KINDS)('the %s processor under the one failure policy', (kind) => {
  it('fails a malformed payload for good', async () => {
    const failure = await failureOf(kind, SERVED[kind], {});
    expect(failure).toBeInstanceOf(Error);
    expect(isRetryableJobFailure(failure)).toBe(false);
  });

  it('fails a job of a name it does not serve for good', async () => {
    const failure = await failureOf(kind, 'no-such-job', {});
    expect(failure).toBeInstanceOf(Error);
    expect(isRetryableJobFailure(failure)).toBe(false);
  });
});
