import { createHttpClient } from '@vs/api/testing';
import { eventually, testServiceUrls } from '@vs/composition/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Fleet, startFleet } from '../fleet.ts';
import { seedParticipants } from '../seed.ts';
import { type PrivateRedis, startPrivateRedis } from './private-redis.ts';

const PASSWORD = 'Fault1234x';
const EMAILS = 50;
/** Jobs not done this long after a relay are handed over again (OUTBOX_REDELIVER_SECONDS). */
const REDELIVER_SECONDS = 3;

interface SendFigures {
  readonly requested: number;
  readonly acknowledged: number;
  readonly deliveredBeforeFault: number;
  readonly delivered: number;
  readonly duplicated: number;
  readonly lost: number;
  readonly recoverMs: number;
}

/**
 * Redis without persistence (as on these machines and many managed caches) loses every job it
 * held when it restarts. A bulk logon-email send interrupted that way must still deliver every
 * email exactly once: the outbox keeps each job until its delivery is recorded and hands a job
 * not done in time over again.
 */
describe('a bulk logon-email send when Redis loses its memory', () => {
  let redis: PrivateRedis;
  let fleet: Fleet;

  beforeAll(async () => {
    const shared = testServiceUrls();
    if (!shared)
      throw new Error('The fault tests run on real services: set TEST_DATABASE_URL and TEST_REDIS_URL.');
    redis = await startPrivateRedis();
    fleet = await startFleet({
      apiReplicas: 1,
      services: { databaseUrl: shared.databaseUrl, redisUrl: redis.url },
      workerQueues: ['email'],
      env: {
        OUTBOX_REDELIVER_SECONDS: String(REDELIVER_SECONDS),
        OUTBOX_RELAY_MS: '250',
        EMAIL_CONCURRENCY: '2',
      },
      // 50 emails two at a time take a few seconds: the fault lands in the middle of the send.
      smtp: { acceptDelayMs: 80 },
    });
  });
  afterEach(({ task }) => {
    if (task.result?.state === 'fail') console.log(fleet?.logs());
  });
  afterAll(async () => {
    await fleet?.stop();
    await redis?.close();
  });

  /**
   * Seeds an event of 50 participants, sends all their logon emails as the Guide, runs `fault`
   * once some have been delivered, and waits until every participant has theirs and the outbox is
   * empty; then waits past another redelivery period to catch late duplicates.
   */
  const sendThrough = async (fault: () => Promise<void>): Promise<SendFigures> => {
    const seeded = await seedParticipants(fleet.database, {
      count: EMAILS,
      password: PASSWORD,
      sessionAccess: 'Pre-work',
      emailsSent: false,
    });
    const recipients = new Set(seeded.participants.map((participant) => participant.email));
    const mailTo = () => fleet.sink.accepted.flatMap((mail) => mail.to).filter((to) => recipients.has(to));
    const guide = createHttpClient(fleet.url);
    expect(
      (await guide.request('POST', '/api/auth/login', { email: seeded.guide.email, password: PASSWORD }))
        .status,
    ).toBe(200);

    const sent = await guide.request('POST', '/api/event/send_emails', {
      eid: seeded.eid,
    });
    expect(sent.status).toBe(200);
    await eventually(() => mailTo().length >= 8, 30_000);
    const deliveredBeforeFault = mailTo().length;
    expect(deliveredBeforeFault).toBeLessThan(EMAILS);
    await fault();
    const recovered = Date.now();

    await eventually(() => new Set(mailTo()).size === EMAILS, 60_000);
    const recoverMs = Date.now() - recovered;
    await eventually(async () => (await fleet.database.store.outbox.count()) === 0, 30_000);
    // Past another redelivery period: nothing more may arrive.
    await new Promise((resolve) => setTimeout(resolve, (REDELIVER_SECONDS + 1) * 1000));

    const delivered = mailTo();
    const view = await guide.request('GET', `/api/event?eid=${seeded.eid}`);
    expect(view.body.event.emailStates).toEqual(seeded.participants.map(() => 'sent'));
    return {
      requested: EMAILS,
      acknowledged: sent.body.queued,
      deliveredBeforeFault,
      delivered: new Set(delivered).size,
      duplicated: delivered.length - new Set(delivered).size,
      lost: EMAILS - new Set(delivered).size,
      recoverMs,
    };
  };

  const expectExactlyOnce = (figures: SendFigures) => {
    console.log(`email fault figures: ${JSON.stringify(figures)}`);
    expect(figures).toMatchObject({ acknowledged: EMAILS, delivered: EMAILS, duplicated: 0, lost: 0 });
  };

  it('delivers every email exactly once when Redis is shut down without saving mid-send and started again', async () => {
    expectExactlyOnce(
      await sendThrough(async () => {
        await redis.crash();
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await redis.start();
      }),
    );
  });

  it('delivers every email exactly once through a 0.3 s Redis blip that loses its memory', async () => {
    expectExactlyOnce(await sendThrough(() => redis.blip(300)));
  });
});
