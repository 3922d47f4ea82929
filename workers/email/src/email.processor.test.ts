import {
  actorOf,
  DomainError,
  EMAIL_NOT_SENT,
  EMAIL_WORKER_STOPPED,
  JobInterruptedError,
  MAIL_SERVER_UNREACHABLE,
  MailRejectedError,
  MailUnavailableError,
  remindUnfinished,
  requestPasswordReset,
  saveEmailTemplate,
  sweepFollowUps,
} from '@vs/domain';
import { createTestDeps, makeUser, outboxJobs, seedCast } from '@vs/domain/testing';
import { isRetryableJobFailure } from '@vs/queue/job-failure';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { failEmailJob, processEmailJob, retryEmailJob } from './email.processor.ts';

/** A reset email asked for by a user, as the API would: its job and request id. */
const requested = async () => {
  const deps = createTestDeps();
  const user = makeUser({ email: 'pat@example.test' });
  await deps.store.users.insert(user);
  await requestPasswordReset(deps, { email: user.email });
  const [job] = await outboxJobs(deps.store);
  if (job?.name !== 'reset-email') throw new Error('no reset email asked for');
  return { deps, user, job, requestId: job.payload.requestId };
};

type Requested = Awaited<ReturnType<typeof requested>>;

/** What processing `job` throws when the mail server's send fails with `failure`. */
const sendFailure = (deps: Requested['deps'], job: Requested['job'], failure: Error): Promise<unknown> => {
  const mailer = {
    send: async (): Promise<void> => {
      throw failure;
    },
  };
  return processEmailJob({ ...deps, mailer }, job).catch((error: unknown) => error);
};

describe('processEmailJob', () => {
  it('sends the email the job asks for, once, and records it sent', async () => {
    const { deps, user, job, requestId } = await requested();
    await processEmailJob(deps, job);
    await processEmailJob(deps, job);
    expect(deps.sent.map((mail) => mail.to)).toEqual([user.email]);
    expect(await deps.store.deliveries.statusOf(requestId)).toBe('sent');
  });

  it("renders a reminder in the Guide's reminder template with a working logon link", async () => {
    const deps = createTestDeps();
    const cast = await seedCast(deps.store);
    const guide = actorOf(cast.guide);
    await saveEmailTemplate(deps, guide, { body: 'Nearly there!', closing: 'Go, Gus' }, 'reminder');
    await remindUnfinished(deps, guide, { eid: cast.event.eid });
    const [job] = await outboxJobs(deps.store);
    if (job?.name !== 'reminder-email') throw new Error('no reminder asked for');
    await processEmailJob(deps, job);
    const [mail] = deps.sent;
    expect(mail?.to).toBe(cast.participant.email);
    expect(mail?.subject).toBe('Values System: a reminder to finish your pre-work');
    const link =
      /^Hello Paula,\n\nNearly there!\n\nhttp:\/\/localhost:3000\/reset_password\/(\S+)\n\nGo, Gus$/.exec(
        mail?.text ?? '',
      );
    const token = link?.[1] ?? '';
    expect(await deps.store.logonLinks.findByDigest(deps.tokens.digest(token))).toMatchObject({
      uid: cast.participant.uid,
      purpose: 'logon',
      used: false,
    });
    expect(await deps.store.deliveries.statusOf(job.payload.requestId)).toBe('sent');
  });

  it('sends a follow-up with its one-tap link, once', async () => {
    const deps = createTestDeps();
    const cast = await seedCast(deps.store);
    await deps.store.events.update({ ...cast.event, followUpDays: [30] });
    await deps.store.users.update({ ...cast.participant, responseCompleted: [true, true, true, true] });
    deps.clock.set('2026-07-10T00:00:00.000Z');
    await sweepFollowUps(deps);
    const [job] = await outboxJobs(deps.store);
    if (job?.name !== 'follow-up-email') throw new Error('no follow-up asked for');
    await processEmailJob(deps, job);
    await processEmailJob(deps, job);
    expect(deps.sent).toHaveLength(1);
    expect(deps.sent[0]?.text).toMatch(/http:\/\/localhost:3000\/followup\/\S+\n/);
    expect(await deps.store.deliveries.statusOf(job.payload.requestId)).toBe('sent');
  });

  it('fails a malformed job or an unknown name for good', async () => {
    const { deps } = await requested();
    for (const job of [
      { name: 'reset-email' as const, payload: { uid: 'u' } },
      { name: 'reminder-email' as const, payload: { requestId: 'r', uid: 'u' } },
      { name: 'follow-up-email' as const, payload: { requestId: 'r', uid: 'u' } },
      { name: 'no-such-email' as never, payload: {} },
    ]) {
      const error = await processEmailJob(deps, job).catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(z.ZodError);
      expect(isRetryableJobFailure(error)).toBe(false);
    }
    expect(deps.sent).toEqual([]);
  });

  it('fails for good when the mail server refuses the mail, sending nothing more', async () => {
    const { deps, job, requestId } = await requested();
    const error = await sendFailure(deps, job, new MailRejectedError('550 5.1.1 unknown user'));
    expect(error).toBeInstanceOf(MailRejectedError);
    expect(isRetryableJobFailure(error)).toBe(false);
    expect(await deps.store.deliveries.statusOf(requestId)).toBe('queued');
  });

  it('leaves a mail server that cannot be reached to be retried', async () => {
    const { deps, job, requestId } = await requested();
    const error = await sendFailure(deps, job, new Error('connect ECONNREFUSED 10.0.0.5:25'));
    expect(isRetryableJobFailure(error)).toBe(true);
    expect(await deps.store.deliveries.statusOf(requestId)).toBe('queued');
  });

  it('fails for good on a domain refusal (the user was deleted)', async () => {
    const { deps, job } = await requested();
    await deps.store.users.deleteMany([job.payload.uid]);
    const error = await processEmailJob(deps, job).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(DomainError);
    expect(isRetryableJobFailure(error)).toBe(false);
    expect(deps.sent).toEqual([]);
  });
});

describe('failEmailJob', () => {
  it("records the email failed with the mail server's reply, that it could not be reached, or that the worker kept stopping", async () => {
    const { deps, job, requestId } = await requested();
    const recordFailed = vi.spyOn(deps.store.deliveries, 'recordFailed');
    await failEmailJob(deps, job, new MailRejectedError('550 5.1.1 unknown user'));
    await failEmailJob(deps, job, new MailUnavailableError(MAIL_SERVER_UNREACHABLE));
    await failEmailJob(deps, job, new MailUnavailableError('421 4.3.2 try again later'));
    // A worker killed while sending is not the mail server's doing.
    await failEmailJob(deps, job, new JobInterruptedError());
    await failEmailJob(deps, job, new Error('connect ECONNREFUSED 10.0.0.5:5432'));
    expect(recordFailed.mock.calls.map(([id, , reason]) => [id, reason])).toEqual([
      [requestId, '550 5.1.1 unknown user'],
      [requestId, MAIL_SERVER_UNREACHABLE],
      [requestId, '421 4.3.2 try again later'],
      [requestId, EMAIL_WORKER_STOPPED],
      // Never the internal address of the error.
      [requestId, EMAIL_NOT_SENT],
    ]);
    expect(await deps.store.deliveries.statusOf(requestId)).toBe('failed');
  });

  it('leaves a request already sent sent, whatever the failure reported after', async () => {
    const { deps, job, requestId } = await requested();
    await processEmailJob(deps, job);
    await failEmailJob(deps, job, new JobInterruptedError());
    expect(await deps.store.deliveries.statusOf(requestId)).toBe('sent');
  });

  it('ignores a job that names no request', async () => {
    const { deps, requestId } = await requested();
    await failEmailJob(deps, { payload: { nothing: true } }, new Error('x'));
    expect(await deps.store.deliveries.statusOf(requestId)).toBe('queued');
  });
});

describe('retryEmailJob', () => {
  it('keeps the request queued with why its last attempt failed, until it is sent', async () => {
    const { deps, job, requestId, user } = await requested();
    await retryEmailJob(deps, job, new MailUnavailableError(MAIL_SERVER_UNREACHABLE));
    expect(await deps.store.deliveries.listForUser(user.uid)).toMatchObject([
      { requestId, status: 'queued', failure: MAIL_SERVER_UNREACHABLE },
    ]);
    await processEmailJob(deps, job);
    expect(await deps.store.deliveries.listForUser(user.uid)).toMatchObject([
      { requestId, status: 'sent', failure: null },
    ]);
  });
});
