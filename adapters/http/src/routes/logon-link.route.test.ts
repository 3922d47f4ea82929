import { INVALID_LINK_MESSAGE } from '@vs/domain';
import { recordWrites } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { expectRefused } from '../testing/probes.ts';
import { createTestApp } from '../testing/test-app.ts';
import { findLink, storeLink } from '../testing/tokens.ts';

describe('GET /api/logon_link', () => {
  it('tells whose link it is and that it is unused, without consuming it', async () => {
    const { anonymous, cast, deps } = await createTestApp();
    const lid = await storeLink(deps, cast.participant.uid);
    const writes = recordWrites(deps);
    for (let look = 0; look < 2; look += 1) {
      const response = await anonymous.request('GET', `/api/logon_link?lid=${lid}`);
      expect(response.status).toBe(200);
      // Only these two fields: never the stored digest, expiry or anything about the user.
      expect(response.body).toEqual({
        success: true,
        message: 'Link found',
        link: { used: false, uid: cast.participant.uid },
      });
    }
    expect(writes()).toEqual([]);
    expect((await findLink(deps, lid))?.used).toBe(false);
  });

  it('reports a used link that has not expired as used', async () => {
    const { anonymous, cast, deps } = await createTestApp();
    const lid = await storeLink(deps, cast.guide.uid, { purpose: 'reset', used: true });
    const response = await anonymous.request('GET', `/api/logon_link?lid=${lid}`);
    expect(response.body).toMatchObject({ success: true, link: { used: true, uid: cast.guide.uid } });
  });

  it('answers the same for a signed-in user', async () => {
    const { signIn, cast, deps } = await createTestApp();
    const lid = await storeLink(deps, cast.participant.uid);
    const guide = await signIn(cast.guide);
    const response = await guide.request('GET', `/api/logon_link?lid=${lid}`);
    expect(response.body).toMatchObject({ link: { used: false, uid: cast.participant.uid } });
  });

  it('refuses an unknown link and an expired one alike', async () => {
    const { anonymous, cast, deps } = await createTestApp();
    const expired = await storeLink(deps, cast.participant.uid, {
      expiresAt: new Date(deps.clock.now().getTime() + 1000),
    });
    deps.clock.advance(1000);
    for (const lid of ['no-such-link', expired]) {
      const response = await expectRefused(
        deps,
        () => anonymous.request('GET', `/api/logon_link?lid=${lid}`),
        404,
      );
      expect(response.body).toEqual({ success: false, message: INVALID_LINK_MESSAGE, code: 'LINK.INVALID' });
    }
  });

  it('refuses a missing, empty or overlong lid, naming it', async () => {
    const { anonymous, deps } = await createTestApp();
    for (const query of ['', '?lid=', `?lid=${'x'.repeat(201)}`]) {
      await expectRefused(deps, () => anonymous.request('GET', `/api/logon_link${query}`), 400, 'lid');
    }
  });
});
