import { sweepFollowUps } from '@vs/domain';
import { makeResponse, makeUser, outboxJobs } from '@vs/domain/testing';
import { createTestApp } from './test-app.ts';

/** The "% lived" each of them gives at 30 days, by rank: the reverse of the fixture's workshop ratings. */
const RATINGS = [100, 90, 80, 70, 60, 50, 40, 30, 20, 10];

/**
 * The Guide's event with follow-ups at 30 and 90 days and three more finished participants besides
 * Paula; at 30 days all four answer (a report shows values from three respondents on).
 */
export const eventWithFollowUpAnswers = async () => {
  const app = await createTestApp();
  const { deps, cast, anonymous } = app;
  const others = [1, 2, 3].map(() => makeUser({ createdBy: cast.guide.uid, eventId: cast.event.eid }));
  for (const other of others) await deps.store.users.insert(other);
  const people = [cast.participant.uid, ...others.map((other) => other.uid)];
  await deps.store.events.update({
    ...cast.event,
    followUpDays: [30, 90],
    participants: people,
    emailsSent: people.map(() => true),
  });
  for (const uid of people) {
    const user = await deps.store.users.findById(uid);
    if (user !== null)
      await deps.store.users.update({ ...user, responseCompleted: [true, true, true, true] });
    await deps.store.responses.save(makeResponse(uid, 'prework'));
  }
  deps.clock.set('2026-07-10T00:00:00.000Z');
  await sweepFollowUps(deps);
  for (const job of await outboxJobs(deps.store)) {
    if (job.name !== 'follow-up-email') continue;
    const token = await deps.store.deliveries.keptLinkToken(job.payload.requestId);
    await anonymous.request('POST', '/api/followup/submit', { token, percentLived: RATINGS });
  }
  return app;
};
