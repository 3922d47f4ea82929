import { DomainError, MailRejectedError, notFound, verbatim } from '@vs/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isRetryableJobFailure } from './job-failure.ts';

const malformed = (): unknown => {
  try {
    z.object({ requestId: z.string().min(1) }).parse({ requestId: '' });
  } catch (error) {
    return error;
  }
  throw new Error('the payload passed');
};

describe('isRetryableJobFailure', () => {
  it('fails at once what retrying cannot fix: a malformed job, a domain refusal, a refusal for good by the mail server', () => {
    expect(isRetryableJobFailure(malformed())).toBe(false);
    expect(isRetryableJobFailure(notFound('USER.NOT_FOUND', verbatim('gone')))).toBe(false);
    expect(isRetryableJobFailure(new DomainError('conflict', 'OUTPUT.ABANDONED', verbatim('late')))).toBe(
      false,
    );
    expect(isRetryableJobFailure(new MailRejectedError('550 5.1.1 unknown user'))).toBe(false);
  });

  it('retries what may pass: a server away, the database busy, a crashed browser, anything thrown', () => {
    expect(isRetryableJobFailure(new Error('connect ECONNREFUSED 10.0.0.5:25'))).toBe(true);
    expect(isRetryableJobFailure(new Error('Target closed'))).toBe(true);
    expect(isRetryableJobFailure('a string')).toBe(true);
  });
});
