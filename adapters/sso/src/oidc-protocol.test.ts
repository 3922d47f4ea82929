import { DEFAULT_ORG_ID, type PendingSsoSignIn, type SsoSettings } from '@vs/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityProviders } from './identity-providers.ts';
import { OIDC_CALLBACK_PATH } from './oidc-callback-path.ts';
import { startTestOidcIdp, type TestOidcIdp } from './testing/oidc-idp.ts';

const PUBLIC_URL = 'http://localhost:3999';
const providers = createIdentityProviders({ publicUrl: PUBLIC_URL });
let idp: TestOidcIdp;
let n = 0;

const settingsFor = (oidc: Partial<NonNullable<SsoSettings['oidc']>> = {}): SsoSettings => ({
  orgId: DEFAULT_ORG_ID,
  protocol: 'oidc',
  oidc: { issuer: idp.issuer, clientId: idp.client.clientId, clientSecret: idp.client.clientSecret, ...oidc },
  saml: null,
  roles: { claim: 'groups', guideValues: ['guides'], adminValues: [] },
  emailDomains: ['acme.test'],
  enforced: false,
  participants: false,
});

const pending = (): PendingSsoSignIn => {
  n += 1;
  return {
    state: `state-${n}-0123456789abcdefghijklmnopqrstuvwxyz`,
    orgId: DEFAULT_ORG_ID,
    protocol: 'oidc',
    nonce: `nonce-${n}-0123456789abcdefghijklmnopqrstuvwxyz`,
    codeVerifier: `verifier-${n}-0123456789abcdefghijklmnopqrstuvwxyz0123456789`,
    returnTo: '/',
    expiresAt: new Date(Date.now() + 600_000),
  };
};

beforeAll(async () => {
  idp = await startTestOidcIdp({ redirectUris: [`${PUBLIC_URL}${OIDC_CALLBACK_PATH}`] });
  idp.setAccount('nina', {
    email: 'nina@acme.test',
    email_verified: true,
    given_name: 'Nina',
    family_name: 'North',
    groups: ['guides', 'staff'],
  });
  idp.signInAs('nina');
});
afterAll(() => idp.close());

describe('the OIDC protocol against a real provider', () => {
  it('sends the browser with PKCE (S256), state and nonce, and reads the identity back', async () => {
    const settings = settingsFor();
    const started = pending();
    const url = new URL(await providers.authorizationUrl(settings, started));
    expect(url.origin).toBe(idp.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: idp.client.clientId,
      redirect_uri: `${PUBLIC_URL}${OIDC_CALLBACK_PATH}`,
      response_type: 'code',
      state: started.state,
      nonce: started.nonce,
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).not.toBe(started.codeVerifier);
    const callback = await idp.completeSignIn(url.href);
    expect(callback.pathname).toBe(OIDC_CALLBACK_PATH);
    expect(await providers.oidcIdentity(settings, started, callback)).toEqual({
      orgId: DEFAULT_ORG_ID,
      protocol: 'oidc',
      issuer: idp.issuer,
      subject: 'nina',
      email: 'nina@acme.test',
      emailVerified: true,
      forename: 'Nina',
      surname: 'North',
      groups: ['guides', 'staff'],
    });
  });

  const refused = { kind: 'unauthenticated', code: 'OIDC.REFUSED' };

  it('refuses a callback whose state is not the one sent', async () => {
    const settings = settingsFor();
    const started = pending();
    const callback = await idp.completeSignIn(await providers.authorizationUrl(settings, started));
    await expect(
      providers.oidcIdentity(settings, { ...started, state: 'another' }, callback),
    ).rejects.toMatchObject(refused);
  });

  it('refuses a code redeemed with the wrong verifier or nonce, and a code used twice', async () => {
    const settings = settingsFor();
    const first = pending();
    const callback = await idp.completeSignIn(await providers.authorizationUrl(settings, first));
    await expect(
      providers.oidcIdentity(settings, { ...first, codeVerifier: `${first.codeVerifier}x` }, callback),
    ).rejects.toMatchObject(refused);
    const second = pending();
    const again = await idp.completeSignIn(await providers.authorizationUrl(settings, second));
    await expect(
      providers.oidcIdentity(settings, { ...second, nonce: 'other' }, again),
    ).rejects.toMatchObject(refused);
    await expect(providers.oidcIdentity(settings, second, again)).rejects.toMatchObject(refused);
  });

  it('refuses a code issued to another client (the wrong audience)', async () => {
    const settings = settingsFor();
    const started = pending();
    const callback = await idp.completeSignIn(await providers.authorizationUrl(settings, started));
    const other = settingsFor({
      clientId: idp.otherClient.clientId,
      clientSecret: idp.otherClient.clientSecret,
    });
    await expect(providers.oidcIdentity(other, started, callback)).rejects.toMatchObject(refused);
  });

  it('refuses a code and ID token from another provider (the wrong issuer)', async () => {
    const impostor = await startTestOidcIdp({ redirectUris: [`${PUBLIC_URL}${OIDC_CALLBACK_PATH}`] });
    try {
      impostor.setAccount('nina', { email: 'nina@acme.test', email_verified: true, groups: ['guides'] });
      impostor.signInAs('nina');
      const settings = settingsFor();
      const started = pending();
      const url = new URL(await providers.authorizationUrl(settings, started));
      const callback = await impostor.completeSignIn(`${impostor.issuer}${url.pathname}${url.search}`);
      expect(callback.searchParams.get('iss')).toBe(impostor.issuer);
      await expect(providers.oidcIdentity(settings, started, callback)).rejects.toMatchObject(refused);
    } finally {
      await impostor.close();
    }
  });

  it('refuses a provider out of reach, and asks again next time', async () => {
    await expect(
      providers.authorizationUrl(settingsFor({ issuer: 'http://127.0.0.1:9/' }), pending()),
    ).rejects.toMatchObject(refused);
    await expect(
      providers.authorizationUrl(settingsFor({ issuer: 'http://127.0.0.1:9/' }), pending()),
    ).rejects.toMatchObject(refused);
  });

  it('reads a string role claim as one group, and no email as none', async () => {
    idp.setAccount('solo', { groups: 'guides' });
    idp.signInAs('solo');
    try {
      const settings = settingsFor();
      const started = pending();
      const callback = await idp.completeSignIn(await providers.authorizationUrl(settings, started));
      expect(await providers.oidcIdentity(settings, started, callback)).toMatchObject({
        subject: 'solo',
        email: null,
        emailVerified: false,
        groups: ['guides'],
      });
    } finally {
      idp.signInAs('nina');
    }
  });

  it('answers that SAML is not available when no SAML part was given', async () => {
    await expect(
      providers.authorizationUrl({ ...settingsFor(), protocol: 'saml' }, pending()),
    ).rejects.toMatchObject({
      kind: 'unavailable',
    });
    await expect(providers.samlMetadata(null)).rejects.toThrow('SAML sign-in is not available');
  });
});
