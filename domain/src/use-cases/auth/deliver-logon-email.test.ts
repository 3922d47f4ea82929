import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_EMAIL_TEMPLATE, defaultEmailTemplate } from '../../data/default-email-template.ts';
import type { LogonEmailJob } from '../../ports/services.ts';
import { createTestDeps, recordStoreWrites, seedCast } from '../../testing/index.ts';
import { lidOf, makeLink } from '../users/store-probe.test-support.ts';
import { deliverLogonEmail } from './deliver-logon-email.ts';
import { login } from './login.ts';
import { lookupLogonLink } from './lookup-logon-link.ts';

const setup = async () => {
  const deps = createTestDeps();
  const cast = await seedCast(deps.store);
  const job: LogonEmailJob = {
    requestId: 'req-1',
    uid: cast.participant.uid,
    senderId: cast.guide.uid,
    bodyOverride: null,
  };
  return { deps, cast, job };
};

/** The token in the one email sent so far. */
const sentToken = (text: string | undefined): string => {
  const match = /http:\/\/localhost:3000\/reset_password\/(\S+)/.exec(text ?? '');
  if (!match?.[1]) throw new Error('no link in the email');
  return match[1];
};

describe('deliverLogonEmail', () => {
  it('mails the same working link and Message-ID again when the job runs after a crash between send and record', async () => {
    const { deps, cast, job } = await setup();
    await deps.store.deliveries.recordQueued({
      requestId: job.requestId,
      kind: 'logon',
      uid: cast.participant.uid,
      eid: cast.event.eid,
      queuedAt: deps.clock.now(),
    });
    // The mail server accepted the first copy; the worker died before recording it.
    vi.spyOn(deps.store.deliveries, 'recordSent').mockRejectedValueOnce(new Error('worker killed'));
    await expect(deliverLogonEmail(deps, job)).rejects.toThrow('worker killed');
    await deliverLogonEmail(deps, job);
    await deliverLogonEmail(deps, job);

    expect(deps.sent).toHaveLength(2);
    const [first, second] = deps.sent;
    expect(sentToken(second?.text)).toBe(sentToken(first?.text));
    expect(first?.messageId).toBe(`<${job.requestId}.email@localhost>`);
    expect(second?.messageId).toBe(first?.messageId);
    expect(await lookupLogonLink(deps, { lid: sentToken(first?.text) })).toEqual({
      used: false,
      uid: cast.participant.uid,
    });
    expect(await deps.store.deliveries.statusOf(job.requestId)).toBe('sent');
    // Settled: the token is no longer kept with the request.
    expect(await deps.store.deliveries.keptLinkToken(job.requestId)).toBeNull();
  });

  it('gives another request of the same person a link of its own (the older one stops working)', async () => {
    const { deps, cast, job } = await setup();
    for (const requestId of ['req-a', 'req-b'])
      await deps.store.deliveries.recordQueued({
        requestId,
        kind: 'logon',
        uid: cast.participant.uid,
        eid: cast.event.eid,
        queuedAt: deps.clock.now(),
      });
    await deliverLogonEmail(deps, { ...job, requestId: 'req-a' });
    await deliverLogonEmail(deps, { ...job, requestId: 'req-b' });
    const [older, newer] = deps.sent.map((mail) => sentToken(mail.text));
    expect(newer).not.toBe(older);
    expect(deps.sent.map((mail) => mail.messageId)).toEqual([
      '<req-a.email@localhost>',
      '<req-b.email@localhost>',
    ]);
    expect(await deps.store.logonLinks.findByDigest(deps.tokens.digest(newer ?? ''))).toMatchObject({
      used: false,
    });
  });

  it('emails a working logon link in the default template when the sender has none', async () => {
    const { deps, cast, job } = await setup();

    await deliverLogonEmail(deps, job);

    expect(deps.sent).toHaveLength(1);
    const [mail] = deps.sent;
    expect(mail?.to).toBe(cast.participant.email);
    expect(mail?.subject).toBe('Values System: your logon link');
    const token = sentToken(mail?.text);
    expect(mail?.text).toBe(
      `Hello Paula,\n\n${DEFAULT_EMAIL_TEMPLATE.body}\n\nhttp://localhost:3000/reset_password/${token}\n\n${DEFAULT_EMAIL_TEMPLATE.closing}`,
    );
    expect(await lookupLogonLink(deps, { lid: token })).toEqual({ used: false, uid: cast.participant.uid });
  });

  it('lets the link last until the end of the access close date of the participant event', async () => {
    const { deps, job } = await setup();
    await deliverLogonEmail(deps, job);
    const link = await deps.store.logonLinks.findByDigest(deps.tokens.digest(sentToken(deps.sent[0]?.text)));
    expect(link).toMatchObject({
      purpose: 'logon',
      used: false,
      expiresAt: new Date('2026-07-11T00:00:00.000Z'),
    });
  });

  it('lets the link last 30 days for a user without an event', async () => {
    const { deps, cast } = await setup();
    await deliverLogonEmail(deps, {
      requestId: 'r',
      uid: cast.guide.uid,
      senderId: cast.admin.uid,
      bodyOverride: null,
    });
    const link = await deps.store.logonLinks.findByDigest(deps.tokens.digest(sentToken(deps.sent[0]?.text)));
    expect(link?.expiresAt).toEqual(new Date('2026-07-02T00:00:00.000Z'));
  });

  it('uses the sender saved template', async () => {
    const { deps, cast, job } = await setup();
    await deps.store.emailTemplates.save(cast.guide.uid, 'logon', {
      body: 'Gus says hi.',
      closing: 'Cheers, Gus',
    });
    await deliverLogonEmail(deps, job);
    expect(deps.sent[0]?.text).toMatch(/^Hello Paula,\n\nGus says hi\.\n\nhttp.*\n\nCheers, Gus$/);
  });

  it('writes to a German participant in German: the shipped German template, greeting and subject', async () => {
    const { deps, cast, job } = await setup();
    await deps.store.users.update({ ...cast.participant, language: 'de' });
    await deps.store.emailTemplates.save(cast.guide.uid, 'logon', { body: 'English only.', closing: 'Gus' });
    await deliverLogonEmail(deps, job);
    const german = defaultEmailTemplate('logon', 'de');
    expect(german.body).toContain('Sie sind zur Teilnahme an einem Values System-Workshop eingeladen.');
    expect(deps.sent[0]?.subject).toBe('Values System: Ihr Anmeldelink');
    expect(deps.sent[0]?.text).toBe(
      `Hallo Paula,\n\n${german.body}\n\nhttp://localhost:3000/reset_password/${sentToken(deps.sent[0]?.text)}\n\n${german.closing}`,
    );
  });

  it("uses the sender's template in the participant's language, else the event's default language", async () => {
    const { deps, cast, job } = await setup();
    await deps.store.events.update({ ...cast.event, language: 'fr' });
    await deps.store.emailTemplates.save(
      cast.guide.uid,
      'logon',
      { body: 'Gus dit bonjour.', closing: 'Gus' },
      'fr',
    );
    await deliverLogonEmail(deps, job);
    expect(deps.sent[0]?.text).toMatch(/^Bonjour Paula,\n\nGus dit bonjour\.\n\nhttp.*\n\nGus$/);
  });

  it('replaces only the body with the override of this one email', async () => {
    const { deps, cast, job } = await setup();
    await deps.store.emailTemplates.save(cast.guide.uid, 'logon', {
      body: 'Gus says hi.',
      closing: 'Cheers, Gus',
    });
    await deliverLogonEmail(deps, { ...job, bodyOverride: 'Room 4 tomorrow.' });
    expect(deps.sent[0]?.text).toMatch(/^Hello Paula,\n\nRoom 4 tomorrow\.\n\nhttp.*\n\nCheers, Gus$/);
  });

  it('retires older unused logon links so only the newest email works', async () => {
    const { deps, cast, job } = await setup();
    await deps.store.logonLinks.insert(makeLink({ id: 'old', uid: cast.participant.uid }));
    await deliverLogonEmail(deps, job);
    await deliverLogonEmail(deps, { ...job, requestId: 'req-2' });

    expect(await lookupLogonLink(deps, { lid: lidOf('old') })).toMatchObject({ used: true });
    expect(await lookupLogonLink(deps, { lid: sentToken(deps.sent[0]?.text) })).toMatchObject({ used: true });
    expect(await lookupLogonLink(deps, { lid: sentToken(deps.sent[1]?.text) })).toMatchObject({
      used: false,
    });
  });

  it('uses the configured public URL and product title', async () => {
    const { deps, job } = await setup();
    const custom = {
      ...deps,
      config: { ...deps.config, publicUrl: 'https://v.example/', productTitle: 'Acme' },
    };
    await deliverLogonEmail(custom, job);
    expect(deps.sent[0]?.subject).toBe('Acme: your logon link');
    expect(deps.sent[0]?.text).toContain('\n\nhttps://v.example/reset_password/');
  });

  it('fails for a user that no longer exists, sending and writing nothing', async () => {
    const { deps, job } = await setup();
    const writes = recordStoreWrites(deps.store);
    await expect(deliverLogonEmail(deps, { ...job, uid: 'gone' })).rejects.toMatchObject({
      kind: 'not-found',
      code: 'USER.NOT_FOUND',
    });
    expect(writes).toEqual([]);
    expect(deps.sent).toEqual([]);
  });
  it('sends once per request: a retried job neither mails again nor retires the emailed link', async () => {
    const { deps, job } = await setup();
    await deliverLogonEmail(deps, job);
    deps.clock.advance(60_000);
    const writes = recordStoreWrites(deps.store);

    await deliverLogonEmail(deps, job);

    expect(deps.sent).toHaveLength(1);
    expect(writes).toEqual([]);
    expect(await lookupLogonLink(deps, { lid: sentToken(deps.sent[0]?.text) })).toMatchObject({
      used: false,
    });
  });

  it('records the request as sent once the mail server has accepted the mail', async () => {
    const { deps, job } = await setup();
    await deliverLogonEmail(deps, job);
    expect(await deps.store.deliveries.statusOf(job.requestId)).toBe('sent');
    expect(await deps.store.deliveries.statusOf('req-other')).toBeNull();
  });

  it('records nothing when the mail server refuses, so the retry sends with a fresh link', async () => {
    const { deps, job } = await setup();
    const refusing = {
      ...deps,
      mailer: {
        send: async () => {
          throw new Error('SMTP down');
        },
      },
    };
    await expect(deliverLogonEmail(refusing, job)).rejects.toThrow('SMTP down');
    expect(await deps.store.deliveries.statusOf(job.requestId)).not.toBe('sent');

    await deliverLogonEmail(deps, job);
    expect(deps.sent).toHaveLength(1);
    expect(await lookupLogonLink(deps, { lid: sentToken(deps.sent[0]?.text) })).toMatchObject({
      used: false,
    });
  });

  it('keeps a pending set-up a set-up: the emailed link replaces it and login still asks for a password', async () => {
    const { deps, cast, job } = await setup();
    await deps.store.logonLinks.insert(
      makeLink({ id: 'setup', uid: cast.participant.uid, purpose: 'setup' }),
    );

    await deliverLogonEmail(deps, job);

    const token = sentToken(deps.sent[0]?.text);
    expect((await deps.store.logonLinks.findByDigest(deps.tokens.digest(token)))?.purpose).toBe('setup');
    expect((await deps.store.logonLinks.findByDigest(`digest(${lidOf('setup')})`))?.used).toBe(true);
    const result = await login(deps, { email: cast.participant.email, password: 'Passw0rd!' });
    expect(result.kind).toBe('update-password');
  });

  it('sends nobody with a password and no set-up link to set one after the email', async () => {
    const { deps, cast, job } = await setup();
    await deliverLogonEmail(deps, job);
    expect((await login(deps, { email: cast.participant.email, password: 'Passw0rd!' })).kind).toBe(
      'session',
    );
  });
});
