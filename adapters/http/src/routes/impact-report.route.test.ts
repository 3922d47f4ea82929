import { randomUUID } from 'node:crypto';
import { DEFAULT_ORG_ID, type ImpactContent } from '@vs/domain';
import { makeUser } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { MISSING_ID } from '../testing/event-fixtures.ts';
import { eventWithFollowUpAnswers } from '../testing/follow-up-fixtures.ts';
import { runOutputJobs } from '../testing/output-jobs.ts';

const text = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);
const reportPath = (eid: string) => `/api/event/followup_report_pdf?eid=${eid}`;

/** The follow-up fixture, with its PDF jobs run as the worker runs them. */
const appWithReport = async () => {
  const app = await eventWithFollowUpAnswers();
  runOutputJobs(app.deps);
  return { ...app, ...(await app.clients()) };
};

describe('GET /api/event/followup_report_pdf', () => {
  it('sends the Guide and a super-admin the impact PDF, titled by the last point answered, and keeps no copy', async () => {
    const { guide, admin, cast, deps } = await appWithReport();
    for (const client of [guide, admin]) {
      const response = await client.download(reportPath(cast.event.eid));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toContain(
        `filename="${cast.event.eventName} ${cast.event.eventDate} Impact.pdf"`,
      );
      expect(text(response.bytes)).toBe(`%PDF-fake impact 30 ${cast.event.eventName}`);
    }
    const jobs = deps.enqueued.filter((job) => job.name === 'impact-report');
    expect(jobs).toHaveLength(2);
    const document = jobs[0]?.payload.document as ImpactContent;
    expect(document.points.map((p) => [p.days, p.asked, p.answered])).toEqual([
      [30, 4, 4],
      [90, 0, 0],
    ]);
    // No names: only counts, means and the values' names.
    expect(JSON.stringify(document)).not.toContain(cast.participant.forename);
    expect(deps.files.files.size).toBe(0);
  });

  it("gives it to a client admin of the event's organisation, and hides it from one of another", async () => {
    const { signIn, deps, cast } = await appWithReport();
    const ours = makeUser({ accessLevel: 1, orgs: [{ orgId: DEFAULT_ORG_ID, role: 'client_admin' }] });
    const theirs = makeUser({ accessLevel: 1, orgs: [{ orgId: randomUUID(), role: 'client_admin' }] });
    for (const user of [ours, theirs]) await deps.store.users.insert(user);
    expect((await (await signIn(ours)).download(reportPath(cast.event.eid))).status).toBe(200);
    expect((await (await signIn(theirs)).download(reportPath(cast.event.eid))).status).toBe(404);
  });

  it("asks for a session, refuses a participant, hides another Guide's event and a missing one, refuses a malformed eid", async () => {
    const { anonymous, otherGuide, participant, guide, cast, deps } = await appWithReport();
    expect((await anonymous.request('GET', reportPath(cast.event.eid))).status).toBe(401);
    expect((await participant.request('GET', reportPath(cast.event.eid))).status).toBe(403);
    expect((await otherGuide.request('GET', reportPath(cast.event.eid))).status).toBe(404);
    expect((await guide.request('GET', reportPath(MISSING_ID))).status).toBe(404);
    const malformed = await guide.request('GET', reportPath('nope'));
    expect(malformed.status).toBe(400);
    expect(deps.enqueued.filter((job) => job.name === 'impact-report')).toEqual([]);
  });

  it('refuses an event without follow-ups (409), queuing nothing', async () => {
    const { guide, cast, deps } = await appWithReport();
    await deps.store.events.update({ ...cast.event, followUpDays: [] });
    const reply = await guide.request('GET', reportPath(cast.event.eid));
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      success: false,
      message: 'This event has no follow-ups, so there is no impact to report.',
    });
    expect(deps.enqueued.filter((job) => job.name === 'impact-report')).toEqual([]);
  });
});
