import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_TEMPLATE } from '../../data/default-email-template.ts';
import type { ReminderEmailJob } from '../../ports/services.ts';
import { createTestDeps, seedCast } from '../../testing/index.ts';
import { deliverReminderEmail } from './deliver-reminder-email.ts';
import { login } from './login.ts';
import { lookupLogonLink } from './lookup-logon-link.ts';

const setup = async () => {
  const deps = createTestDeps();
  const cast = await seedCast(deps.store);
  const job: ReminderEmailJob = { requestId: 'req-1', uid: cast.participant.uid, senderId: cast.guide.uid };
  return { deps, cast, job };
};

const LINK = /http:\/\/localhost:3000\/reset_password\/(\S+)/;

describe('deliverReminderEmail', () => {
  it('emails a working logon link in the default reminder template when the sender has none', async () => {
    const { deps, cast, job } = await setup();
    await deliverReminderEmail(deps, job);
    const [mail] = deps.sent;
    expect(mail?.to).toBe(cast.participant.email);
    expect(mail?.subject).toBe('Values System: a reminder to finish your pre-work');
    const token = LINK.exec(mail?.text ?? '')?.[1] ?? '';
    expect(mail?.text).toBe(
      `Hello Paula,\n\n${DEFAULT_REMINDER_TEMPLATE.body}\n\nhttp://localhost:3000/reset_password/${token}\n\n${DEFAULT_REMINDER_TEMPLATE.closing}`,
    );
    expect(await lookupLogonLink(deps, { lid: token })).toEqual({ used: false, uid: cast.participant.uid });
    expect(await deps.store.deliveries.statusOf(job.requestId)).toBe('sent');
  });

  it("uses the sender's reminder template, not their logon template", async () => {
    const { deps, cast, job } = await setup();
    await deps.store.emailTemplates.save(cast.guide.uid, 'logon', { body: 'Welcome.', closing: 'Gus' });
    await deps.store.emailTemplates.save(cast.guide.uid, 'reminder', {
      body: 'Nearly there!',
      closing: 'Go, Gus',
    });
    await deliverReminderEmail(deps, job);
    expect(deps.sent[0]?.text).toMatch(/^Hello Paula,\n\nNearly there!\n\nhttp.*\n\nGo, Gus$/);
  });

  it('sends once however often the job runs', async () => {
    const { deps, job } = await setup();
    await deliverReminderEmail(deps, job);
    await deliverReminderEmail(deps, job);
    expect(deps.sent).toHaveLength(1);
  });

  it('leaves a reminded Guide (a participant of their own event) signing in with their password', async () => {
    const { deps, cast } = await setup();
    await deliverReminderEmail(deps, { requestId: 'req-g', uid: cast.guide.uid, senderId: cast.guide.uid });
    const token = LINK.exec(deps.sent[0]?.text ?? '')?.[1] ?? '';
    expect((await deps.store.logonLinks.findByDigest(deps.tokens.digest(token)))?.purpose).toBe('logon');

    const result = await login(deps, { email: cast.guide.email, password: 'Passw0rd!' });

    expect(result.kind).toBe('session');
    // The emailed link still works for whoever prefers it.
    expect(await lookupLogonLink(deps, { lid: token })).toEqual({ used: false, uid: cast.guide.uid });
  });
});
