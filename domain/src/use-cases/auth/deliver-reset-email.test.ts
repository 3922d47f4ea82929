import { describe, expect, it, vi } from 'vitest';
import { createTestDeps, makeUser, recordStoreWrites } from '../../testing/index.ts';
import { lidOf, makeLink } from '../users/store-probe.test-support.ts';
import { deliverResetEmail } from './deliver-reset-email.ts';
import { lookupLogonLink } from './lookup-logon-link.ts';
import { resetPassword } from './reset-password.ts';

const setup = async () => {
  const deps = createTestDeps();
  const user = makeUser({ forename: 'Pat', email: 'pat@example.test' });
  await deps.store.users.insert(user);
  return { deps, user };
};

const sentToken = (text: string | undefined): string => {
  const match = /\/reset_password\/(\S+)/.exec(text ?? '');
  if (!match?.[1]) throw new Error('no link in the email');
  return match[1];
};

describe('deliverResetEmail', () => {
  it('mails the same link after a crash between send and record, and a fresh one once the kept one expired', async () => {
    const { deps, user } = await setup();
    const queued = (requestId: string) =>
      deps.store.deliveries.recordQueued({
        requestId,
        kind: 'reset',
        uid: user.uid,
        eid: null,
        queuedAt: deps.clock.now(),
      });
    await queued('req-crash');
    const recordSent = vi.spyOn(deps.store.deliveries, 'recordSent');
    recordSent.mockRejectedValueOnce(new Error('worker killed'));
    await expect(deliverResetEmail(deps, { requestId: 'req-crash', uid: user.uid })).rejects.toThrow();
    await deliverResetEmail(deps, { requestId: 'req-crash', uid: user.uid });
    const [first, again] = deps.sent.map((mail) => sentToken(mail.text));
    expect(again).toBe(first);
    expect(await lookupLogonLink(deps, { lid: first ?? '' })).toEqual({ used: false, uid: user.uid });

    // Retried for hours: the kept one-hour link expired meanwhile, so the copy carries a fresh one.
    await queued('req-late');
    recordSent.mockRejectedValueOnce(new Error('worker killed'));
    await expect(deliverResetEmail(deps, { requestId: 'req-late', uid: user.uid })).rejects.toThrow();
    deps.clock.advance(2 * 60 * 60 * 1000);
    await deliverResetEmail(deps, { requestId: 'req-late', uid: user.uid });
    const [, , expired, fresh] = deps.sent.map((mail) => sentToken(mail.text));
    expect(fresh).not.toBe(expired);
    expect(await deps.store.logonLinks.findByDigest(deps.tokens.digest(fresh ?? ''))).toMatchObject({
      used: false,
      expiresAt: new Date(deps.clock.now().getTime() + 60 * 60 * 1000),
    });
  });

  it('emails a reset link to the create-a-password screen', async () => {
    const { deps, user } = await setup();

    await deliverResetEmail(deps, { requestId: 'req-1', uid: user.uid });

    expect(deps.sent).toHaveLength(1);
    const [mail] = deps.sent;
    expect(mail).toMatchObject({ to: 'pat@example.test', subject: 'Values System: reset your password' });
    expect(mail?.text.startsWith('Hello Pat,')).toBe(true);
    const token = sentToken(mail?.text);
    expect(mail?.text).toContain(`http://localhost:3000/reset_password/${token}`);
    const link = await deps.store.logonLinks.findByDigest(deps.tokens.digest(token));
    expect(link).toMatchObject({ uid: user.uid, purpose: 'reset', used: false });
  });

  it('makes the link work for one hour and not a moment longer', async () => {
    const { deps, user } = await setup();
    await deliverResetEmail(deps, { requestId: 'req-1', uid: user.uid });
    const token = sentToken(deps.sent[0]?.text);

    deps.clock.advance(60 * 60_000 - 1);
    await expect(lookupLogonLink(deps, { lid: token })).resolves.toEqual({ used: false, uid: user.uid });
    deps.clock.advance(1);
    await expect(lookupLogonLink(deps, { lid: token })).rejects.toMatchObject({ code: 'LINK.INVALID' });
    await expect(
      resetPassword(deps, { uid: user.uid, lid: token, password: 'Fresh5678' }),
    ).rejects.toMatchObject({
      code: 'LINK.INVALID',
    });
  });

  it('retires an older unused reset link but leaves logon links alone', async () => {
    const { deps, user } = await setup();
    await deps.store.logonLinks.insert(makeLink({ id: 'r0', uid: user.uid, purpose: 'reset' }));
    await deps.store.logonLinks.insert(makeLink({ id: 'l0', uid: user.uid, purpose: 'logon' }));

    await deliverResetEmail(deps, { requestId: 'req-1', uid: user.uid });

    expect(await lookupLogonLink(deps, { lid: lidOf('r0') })).toMatchObject({ used: true });
    expect(await lookupLogonLink(deps, { lid: lidOf('l0') })).toMatchObject({ used: false });
  });

  it('fails for a user that no longer exists, sending and writing nothing', async () => {
    const { deps } = await setup();
    const writes = recordStoreWrites(deps.store);
    await expect(deliverResetEmail(deps, { requestId: 'req-1', uid: 'gone' })).rejects.toMatchObject({
      kind: 'not-found',
      code: 'USER.NOT_FOUND',
    });
    expect(writes).toEqual([]);
    expect(deps.sent).toEqual([]);
  });
  it('sends once per request: a retried job neither mails again nor retires the emailed link', async () => {
    const { deps, user } = await setup();
    const job = { requestId: 'req-1', uid: user.uid };
    await deliverResetEmail(deps, job);
    const writes = recordStoreWrites(deps.store);

    await deliverResetEmail(deps, job);

    expect(deps.sent).toHaveLength(1);
    expect(writes).toEqual([]);
    expect(await lookupLogonLink(deps, { lid: sentToken(deps.sent[0]?.text) })).toMatchObject({
      used: false,
    });
    expect(await deps.store.deliveries.statusOf('req-1')).toBe('sent');
  });

  it('records nothing when the mail server refuses, so the retry sends', async () => {
    const { deps, user } = await setup();
    const job = { requestId: 'req-1', uid: user.uid };
    const refusing = {
      ...deps,
      mailer: {
        send: async () => {
          throw new Error('SMTP down');
        },
      },
    };
    await expect(deliverResetEmail(refusing, job)).rejects.toThrow('SMTP down');
    expect(await deps.store.deliveries.statusOf('req-1')).toBeNull();
    await deliverResetEmail(deps, job);
    expect(deps.sent).toHaveLength(1);
  });
});
