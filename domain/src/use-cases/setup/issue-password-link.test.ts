import { describe, expect, it } from 'vitest';
import { createTestDeps, makeUser } from '../../testing/index.ts';
import { resetPassword } from '../auth/reset-password.ts';
import { issuePasswordLink, NO_SUCH_USER_MESSAGE } from './issue-password-link.ts';

const tokenOf = (link: string): string => decodeURIComponent(link.split('/reset_password/')[1] ?? '');

describe('issuePasswordLink (npm run admin -- reset-password)', () => {
  it('issues a one-day set-up link on the set-password page, audited without an actor', async () => {
    const deps = createTestDeps();
    const guide = makeUser({ accessLevel: 1, email: 'gail@example.test' });
    await deps.store.users.insert(guide);
    const issued = await issuePasswordLink(deps, { email: ' Gail@Example.test ' });
    expect(issued.email).toBe('gail@example.test');
    expect(issued.link).toMatch(/^http:\/\/localhost:3000\/reset_password\/token-/);
    expect(issued.expiresAt.getTime() - deps.clock.now().getTime()).toBe(24 * 3_600_000);
    expect(await deps.store.logonLinks.findUsable(guide.uid, 'setup', deps.clock.now())).toHaveLength(1);
    expect(await deps.store.audit.list({ limit: 10 })).toMatchObject([
      {
        actor: null,
        action: 'user.password_link_issued',
        target: { kind: 'user', id: guide.uid },
        orgId: guide.orgId,
        details: { by: 'admin command', reason: 'reset' },
        requestId: null,
      },
    ]);
  });

  it('gives a link that sets the password once, and retires the one issued before it', async () => {
    const deps = createTestDeps();
    const admin = makeUser({ accessLevel: 2, email: 'root@example.test' });
    await deps.store.users.insert(admin);
    const first = await issuePasswordLink(deps, { email: admin.email });
    const second = await issuePasswordLink(deps, { email: admin.email });
    const set = { uid: admin.uid, password: 'N3wPassword!' };
    await expect(resetPassword(deps, { ...set, lid: tokenOf(first.link) })).rejects.toMatchObject({
      code: 'LINK.INVALID',
    });
    await expect(resetPassword(deps, { ...set, lid: tokenOf(second.link) })).resolves.toMatchObject({
      email: admin.email,
    });
    expect((await deps.store.users.findById(admin.uid))?.passwordHash).toBe('hashed(N3wPassword!)');
    await expect(resetPassword(deps, { ...set, lid: tokenOf(second.link) })).rejects.toMatchObject({
      code: 'LINK.INVALID',
    });
  });

  it('refuses an unknown address and writes nothing', async () => {
    const deps = createTestDeps();
    await expect(issuePasswordLink(deps, { email: 'nobody@example.test' })).rejects.toMatchObject({
      kind: 'not-found',
      message: NO_SUCH_USER_MESSAGE.defaultMessage,
    });
    expect(await deps.store.audit.list({ limit: 10 })).toEqual([]);
  });
});
