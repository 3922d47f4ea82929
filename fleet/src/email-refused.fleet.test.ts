import { createHttpClient } from '@vs/api/testing';
import { eventually } from '@vs/composition/testing';
import { describe, expect, it } from 'vitest';
import { seedParticipants } from './seed.ts';
import { useFleet } from './use-fleet.ts';

const PASSWORD = 'Refused1234x';

describe('a logon email the mail server refuses', () => {
  const fleet = useFleet({ apiReplicas: 1, workerQueues: ['email'] });

  it("shows the Guide it failed with the server's reason, lists it for super-admins, and goes out on Resend", async () => {
    const seeded = await seedParticipants(fleet().database, {
      count: 2,
      password: PASSWORD,
      sessionAccess: 'Pre-work',
      emailsSent: false,
    });
    const [refusedOne, acceptedOne] = seeded.participants as [
      { uid: string; email: string },
      { uid: string; email: string },
    ];
    fleet().sink.refuse([refusedOne.email]);
    const guide = createHttpClient(fleet().url);
    await guide.request('POST', '/api/auth/login', { email: seeded.guide.email, password: PASSWORD });
    expect((await guide.request('POST', '/api/event/send_emails', { eid: seeded.eid })).body).toMatchObject({
      queued: 2,
    });

    const view = async () => (await guide.request('GET', `/api/event?eid=${seeded.eid}`)).body.event;
    // Refused for good: failed at once, not after every retry.
    await eventually(async () => (await view()).emailStates.join() === 'failed,sent', 15_000);
    const failed = await view();
    expect(failed.emailsSent).toEqual([false, true]);
    expect(failed.emailFailures[0]).toMatch(/^550 .*No such user here/);
    expect(failed.emailFailures[1]).toBeNull();

    const admin = createHttpClient(fleet().url);
    await admin.request('POST', '/api/auth/login', {
      email: fleet().adminEmail,
      password: fleet().adminPassword,
    });
    const listed = (await admin.request('GET', '/api/event/failed_emails')).body.emails;
    expect(listed).toContainEqual(
      expect.objectContaining({ eid: seeded.eid, uid: refusedOne.uid, email: refusedOne.email }),
    );

    fleet().sink.acceptAll();
    expect((await guide.request('POST', '/api/event/send_emails', { eid: seeded.eid })).body).toMatchObject({
      message: '1 login email queued',
      queued: 1,
    });
    await eventually(async () => (await view()).emailStates.join() === 'sent,sent', 15_000);
    const mailTo = fleet().sink.accepted.flatMap((mail) => mail.to);
    expect(mailTo.filter((to) => to === refusedOne.email)).toHaveLength(1);
    expect(mailTo.filter((to) => to === acceptedOne.email)).toHaveLength(1);
    expect((await admin.request('GET', '/api/event/failed_emails')).body.emails).not.toContainEqual(
      expect.objectContaining({ uid: refusedOne.uid }),
    );
  });
});
