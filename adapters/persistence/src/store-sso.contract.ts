import { randomUUID } from 'node:crypto';
import { DEFAULT_ORG_ID, type PendingSsoSignIn, type Store, type StoredSsoSettings } from '@vs/domain';
import { makeUser } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';

const settings = (overrides: Partial<StoredSsoSettings> = {}): StoredSsoSettings => ({
  orgId: randomUUID(),
  protocol: 'oidc',
  oidc: { issuer: 'https://idp.example.test', clientId: 'values', sealedClientSecret: 'v1.iv.tag.body' },
  saml: null,
  roles: { claim: 'groups', guideValues: ['guides', 'it\'s "quoted"'], adminValues: [] },
  emailDomains: [`${randomUUID()}.test`],
  enforced: true,
  participants: false,
  ...overrides,
});

const pending = (expiresAt: string): PendingSsoSignIn => ({
  state: randomUUID(),
  orgId: DEFAULT_ORG_ID,
  protocol: 'oidc',
  nonce: randomUUID(),
  codeVerifier: randomUUID(),
  returnTo: '/console?tab=events',
  expiresAt: new Date(expiresAt),
});

/** The SSO repository's part of the store contract (store.contract.ts runs it on every store). */
export const describeSsoContract = (store: () => Store): void => {
  describe('sso', () => {
    it('keeps settings per organisation, replaced whole, found by any of their email domains', async () => {
      const oidc = settings({ emailDomains: ['one.example.test', 'two.example.test'] });
      await store().sso.saveSettings(oidc);
      expect(await store().sso.findSettings(oidc.orgId)).toEqual(oidc);
      expect(await store().sso.findSettingsByDomain('two.example.test')).toEqual(oidc);
      const saml = settings({
        orgId: oidc.orgId,
        protocol: 'saml',
        oidc: null,
        saml: {
          idpMetadataXml: '<md:EntityDescriptor entityID="x"/>',
          emailVerified: true,
          attributes: { email: 'mail', forename: 'givenName', surname: 'sn' },
        },
        emailDomains: ['three.example.test'],
      });
      await store().sso.saveSettings(saml);
      expect(await store().sso.findSettings(oidc.orgId)).toEqual(saml);
      expect(await store().sso.findSettingsByDomain('two.example.test')).toBeNull();
      expect(await store().sso.findSettings('not-a-uuid')).toBeNull();
      expect(await store().sso.findSettingsByDomain('example.test')).toBeNull();
    });

    it('links an identity to one account, gone with the account', async () => {
      const user = makeUser();
      await store().users.insert(user);
      const issuer = `https://idp.example.test/${randomUUID()}`;
      await store().sso.linkIdentity({ issuer, subject: 'sub', uid: user.uid, createdAt: new Date() });
      expect(await store().sso.findIdentity(issuer, 'sub')).toBe(user.uid);
      expect(await store().sso.findIdentity(issuer, 'other')).toBeNull();
      await expect(
        store().sso.linkIdentity({ issuer, subject: 'sub', uid: user.uid, createdAt: new Date() }),
      ).rejects.toThrow();
      await store().users.deleteMany([user.uid]);
      expect(await store().sso.findIdentity(issuer, 'sub')).toBeNull();
    });

    it('gives a pending sign-in once, and only before it expires', async () => {
      const live = pending('2026-06-01T09:10:00.000Z');
      const late = pending('2026-06-01T09:00:00.000Z');
      await store().sso.insertPending(live);
      await store().sso.insertPending(late);
      const now = new Date('2026-06-01T09:00:00.000Z');
      expect(await store().sso.takePending(live.state, now)).toEqual(live);
      expect(await store().sso.takePending(live.state, now)).toBeNull();
      expect(await store().sso.takePending(late.state, now)).toBeNull();
      expect(await store().sso.takePending(late.state, new Date(0))).toBeNull();
    });

    it('claims a one-time key once, and sweeps expired keys and sign-ins', async () => {
      const key = `saml ${randomUUID()}`;
      const at = new Date('2030-01-01T00:00:00.000Z');
      expect(await store().sso.claimOnce(key, at)).toBe(true);
      expect(await store().sso.claimOnce(key, at)).toBe(false);
      const kept = pending('2030-01-01T00:10:00.000Z');
      await store().sso.insertPending(kept);
      await store().sso.insertPending(pending('2030-01-01T00:00:00.000Z'));
      // Other tests' rows (earlier instants) go too: at least these two.
      expect(await store().sso.deleteExpired(at)).toBeGreaterThanOrEqual(2);
      expect(await store().sso.claimOnce(key, at)).toBe(true);
      expect(await store().sso.takePending(kept.state, at)).toEqual(kept);
    });
  });
};
