import { describe, expect, it } from 'vitest';
import { makeUser } from '../../testing/index.ts';
import { insertUsers, logonJobs, setUp } from '../events/test-support.ts';
import { removeParticipant } from '../participants/remove-participant.ts';
import { listFailedLogonEmails } from './list-failed-logon-emails.ts';
import { sendLogonEmail } from './send-logon-email.ts';

/** The Guide's event with two participants whose logon emails were asked for, the first one failed. */
const withFailure = async () => {
  const cast = await setUp();
  const { deps, as, event, participant } = cast;
  const second = makeUser({ forename: 'Sam', surname: 'Second', eventId: event.eid });
  await insertUsers(deps.store, second);
  await deps.store.events.update({
    ...event,
    participants: [participant.uid, second.uid],
    emailsSent: [false, false],
  });
  await sendLogonEmail(deps, as.guide, { uid: participant.uid });
  await sendLogonEmail(deps, as.guide, { uid: second.uid });
  const [failing] = await logonJobs(deps);
  await deps.store.deliveries.recordFailed(
    failing?.requestId ?? '',
    deps.clock.now(),
    '550 5.1.1 unknown user',
  );
  return { ...cast, second };
};

describe('listFailedLogonEmails', () => {
  it('lists each participant whose newest logon email failed, with the event and the reason', async () => {
    const { deps, as, event, participant } = await withFailure();
    expect(await listFailedLogonEmails(deps, as.admin)).toEqual([
      {
        eid: event.eid,
        eventName: event.eventName,
        uid: participant.uid,
        forename: participant.forename,
        surname: participant.surname,
        email: participant.email,
        failedAt: deps.clock.now(),
        reason: '550 5.1.1 unknown user',
      },
    ]);
  });

  it('drops one sent again since, and one who left the event', async () => {
    const resent = await withFailure();
    await sendLogonEmail(resent.deps, resent.as.guide, { uid: resent.participant.uid });
    expect(await listFailedLogonEmails(resent.deps, resent.as.admin)).toEqual([]);

    const left = await withFailure();
    await removeParticipant(left.deps, left.as.guide, { uid: left.participant.uid, eid: left.event.eid });
    expect(await listFailedLogonEmails(left.deps, left.as.admin)).toEqual([]);
  });

  it('is for super-admins only', async () => {
    const { deps, as } = await withFailure();
    await expect(listFailedLogonEmails(deps, as.guide)).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(listFailedLogonEmails(deps, as.participant)).rejects.toMatchObject({ kind: 'forbidden' });
  });
});
