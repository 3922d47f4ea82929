import { randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { DEFAULT_ORG_ID, DomainError, type PendingSsoSignIn, type SsoSettings } from '@vs/domain';
import { makeOrganisation } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { createSamlProtocol } from './saml-protocol.ts';
import { SAML_CLOCK_SKEW_MS } from './saml-service-provider.ts';
import { attributeAt, parseXml, textsAt } from './saml-xml.ts';
import {
  createSamlTestIdp,
  SAML_TEST_ATTRIBUTES,
  type SamlTestIdp,
  type SamlTestResponseOptions,
  serveSamlTestIdp,
} from './testing/saml-idp.ts';

const PUBLIC_URL = 'https://values.example.test';
const ACS_URL = `${PUBLIC_URL}/api/auth/saml/acs`;
const DEFAULT_ENTITY_ID = `${PUBLIC_URL}/api/auth/saml/metadata`;
const acme = makeOrganisation({}, { slug: 'acme' });
const ACME_ENTITY_ID = `${PUBLIC_URL}/api/auth/saml/metadata?org=acme`;

const protocol = createSamlProtocol({
  publicUrl: `${PUBLIC_URL}/`,
  organisations: { findById: async (orgId) => (orgId === acme.orgId ? acme : null) },
});

const idp = createSamlTestIdp({ spMetadataXml: await protocol.samlMetadata(null) });
const acmeIdp = createSamlTestIdp({ spMetadataXml: await protocol.samlMetadata('acme') });

const ALICE = {
  email: 'alice@example.test',
  forename: 'Alice',
  surname: 'Archer',
  groups: ['values-guides', 'everyone'],
};

const settingsFor = (orgId: string, metadataXml: string): SsoSettings => ({
  orgId,
  protocol: 'saml',
  oidc: null,
  saml: {
    idpMetadataXml: metadataXml,
    emailVerified: true,
    attributes: {
      email: SAML_TEST_ATTRIBUTES.email,
      forename: SAML_TEST_ATTRIBUTES.forename,
      surname: SAML_TEST_ATTRIBUTES.surname,
    },
  },
  roles: { claim: SAML_TEST_ATTRIBUTES.groups, guideValues: ['values-guides'], adminValues: [] },
  emailDomains: ['example.test'],
  enforced: false,
  participants: false,
});

const defaultSettings = settingsFor(DEFAULT_ORG_ID, idp.metadataXml);

const pendingFor = (orgId: string): PendingSsoSignIn => ({
  state: randomBytes(32).toString('base64url'),
  orgId,
  protocol: 'saml',
  // A base64url nonce may begin with a digit or '-': the adapter must still make an xs:ID of it.
  nonce: `0-${randomBytes(32).toString('base64url')}`,
  codeVerifier: '',
  returnTo: '/',
  expiresAt: new Date(Date.now() + 10 * 60_000),
});

/** One sign-in through the test IdP: authorization URL, the IdP's answer, the identity. */
const signIn = async (
  options: SamlTestResponseOptions = {},
  { settings = defaultSettings, answering = idp }: { settings?: SsoSettings; answering?: SamlTestIdp } = {},
) => {
  const pending = pendingFor(settings.orgId);
  const url = await protocol.authorizationUrl(settings, pending);
  const samlResponse = await answering.respond(url, ALICE, options);
  return protocol.samlIdentity(settings, pending, samlResponse);
};

/** The refusal is a DomainError with the code, and a plain message that repeats nothing of the library. */
const expectRefusal = async (attempt: Promise<unknown>, code: string): Promise<void> => {
  const error = await attempt.then(
    () => expect.fail('the sign-in was accepted'),
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(DomainError);
  const refusal = error as DomainError;
  expect({ kind: refusal.kind, code: refusal.code }).toEqual({ kind: 'unauthenticated', code });
  expect(refusal.message).not.toMatch(/SAML|https?:|\b_|InResponseTo|Invalid|Expected|Received|xml/i);
  if (refusal.cause instanceof Error) expect(refusal.message).not.toContain(refusal.cause.message);
};

const authnRequestOf = (url: string) => {
  const query = new URL(url).searchParams;
  const xml = inflateRawSync(Buffer.from(query.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
  const request = parseXml(xml);
  return {
    relayState: query.get('RelayState'),
    id: attributeAt('/samlp:AuthnRequest/@ID', request),
    acs: attributeAt('/samlp:AuthnRequest/@AssertionConsumerServiceURL', request),
    issuer: textsAt('/samlp:AuthnRequest/saml:Issuer', request)[0],
  };
};

describe('the SAML service provider against a samlify identity provider', () => {
  it('redirects to the IdP with an AuthnRequest whose ID is the pending nonce and RelayState its state', async () => {
    const pending = pendingFor(DEFAULT_ORG_ID);
    const url = await protocol.authorizationUrl(defaultSettings, pending);
    expect(url.startsWith(`${idp.entityId}/sso?`)).toBe(true);
    expect(authnRequestOf(url)).toEqual({
      relayState: pending.state,
      id: `_${pending.nonce}`,
      acs: ACS_URL,
      issuer: DEFAULT_ENTITY_ID,
    });
  });

  it("names a client organisation's service provider by its slug", async () => {
    const url = await protocol.authorizationUrl(
      settingsFor(acme.orgId, acmeIdp.metadataXml),
      pendingFor(acme.orgId),
    );
    expect(authnRequestOf(url).issuer).toBe(ACME_ENTITY_ID);
  });

  it('answers the identity the IdP asserted, mapped by the settings', async () => {
    const started = Date.now();
    const identity = await signIn();
    expect(identity).toEqual({
      orgId: DEFAULT_ORG_ID,
      protocol: 'saml',
      issuer: idp.entityId,
      subject: ALICE.email,
      email: ALICE.email,
      emailVerified: true,
      forename: 'Alice',
      surname: 'Archer',
      groups: ['values-guides', 'everyone'],
      assertionId: expect.stringMatching(/^_/),
      notOnOrAfter: expect.any(Date),
    });
    // The IdP's five minutes plus the skew: the replay check keeps the id as long as it could be accepted.
    const lifetime = identity.notOnOrAfter.getTime() - started;
    expect(lifetime).toBeGreaterThan(5 * 60_000 + SAML_CLOCK_SKEW_MS - 5_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000 + SAML_CLOCK_SKEW_MS + 5_000);
  });

  it("signs a client organisation's people in with its own entity id as the audience", async () => {
    const settings = settingsFor(acme.orgId, acmeIdp.metadataXml);
    const identity = await signIn({}, { settings, answering: acmeIdp });
    expect({ orgId: identity.orgId, email: identity.email }).toEqual({
      orgId: acme.orgId,
      email: ALICE.email,
    });
  });

  it('says whether the email may link accounts as the organisation set it, and reads other attribute names', async () => {
    const base = settingsFor(DEFAULT_ORG_ID, idp.metadataXml);
    const settings: SsoSettings = {
      ...base,
      saml: base.saml && {
        ...base.saml,
        emailVerified: false,
        attributes: { email: 'mail', forename: 'givenName', surname: 'sn' },
      },
      roles: { ...base.roles, claim: 'memberOf' },
    };
    // No attribute of those names: the email comes from the NameID, names and groups stay empty.
    expect(await signIn({}, { settings })).toMatchObject({
      email: ALICE.email,
      emailVerified: false,
      forename: '',
      surname: '',
      groups: [],
    });
  });

  it('signs in through the IdP served on a loopback port, as a browser would', async () => {
    const served = await serveSamlTestIdp({ spMetadataXml: await protocol.samlMetadata(null), user: ALICE });
    try {
      served.signInAs({ ...ALICE, email: 'bob@example.test' });
      const settings = settingsFor(DEFAULT_ORG_ID, served.metadataXml);
      const pending = pendingFor(DEFAULT_ORG_ID);
      const page = await fetch(await protocol.authorizationUrl(settings, pending));
      const form = await page.text();
      const field = (name: string) => form.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? '';
      expect(form).toContain(`action="${ACS_URL}"`);
      expect(field('RelayState')).toBe(pending.state);
      expect(await protocol.samlIdentity(settings, pending, field('SAMLResponse'))).toMatchObject({
        issuer: served.entityId,
        email: 'bob@example.test',
      });
    } finally {
      await served.close();
    }
  });

  it('gives each assertion its own id, and the same response the same id (for the replay check)', async () => {
    const pending = pendingFor(DEFAULT_ORG_ID);
    const url = await protocol.authorizationUrl(defaultSettings, pending);
    const first = await idp.respond(url, ALICE);
    const second = await idp.respond(url, ALICE);
    const [a, again, b] = await Promise.all(
      [first, first, second].map((response) => protocol.samlIdentity(defaultSettings, pending, response)),
    );
    expect(a?.assertionId).toBe(again?.assertionId);
    expect(a?.assertionId).not.toBe(b?.assertionId);
  });

  it('publishes metadata with the entity id and ACS URL, asking for signed assertions', async () => {
    const read = (xml: string) => {
      const document = parseXml(xml);
      return {
        entityId: attributeAt('/md:EntityDescriptor/@entityID', document),
        acs: attributeAt(
          "/md:EntityDescriptor/md:SPSSODescriptor/md:AssertionConsumerService[@Binding='urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST']/@Location",
          document,
        ),
        wantAssertionsSigned: attributeAt(
          '/md:EntityDescriptor/md:SPSSODescriptor/@WantAssertionsSigned',
          document,
        ),
      };
    };
    const expected = { acs: ACS_URL, wantAssertionsSigned: 'true' };
    expect(read(await protocol.samlMetadata(null))).toEqual({ ...expected, entityId: DEFAULT_ENTITY_ID });
    expect(read(await protocol.samlMetadata('default'))).toEqual({
      ...expected,
      entityId: DEFAULT_ENTITY_ID,
    });
    expect(read(await protocol.samlMetadata('acme'))).toEqual({ ...expected, entityId: ACME_ENTITY_ID });
  });

  describe('refuses', () => {
    it('an assertion that is not signed, even inside a signed response', async () => {
      await expectRefusal(signIn({ unsignedAssertion: true }), 'SSO.SAML_SIGNATURE');
    });

    it('an assertion changed after it was signed', async () => {
      await expectRefusal(signIn({ tamperedSignature: true }), 'SSO.SAML_SIGNATURE');
    });

    it('an assertion signed by a key the metadata does not name (another IdP of the same name)', async () => {
      const impostor = createSamlTestIdp({ spMetadataXml: await protocol.samlMetadata(null), key: 'idp-b' });
      await expectRefusal(signIn({}, { answering: impostor }), 'SSO.SAML_SIGNATURE');
    });

    it('an assertion from another issuer, even signed with the trusted key', async () => {
      const other = createSamlTestIdp({
        spMetadataXml: await protocol.samlMetadata(null),
        entityId: 'https://other-idp.example.test/saml',
      });
      await expectRefusal(signIn({}, { answering: other }), 'SSO.SAML_ISSUER');
    });

    it('an assertion for another audience', async () => {
      await expectRefusal(signIn({ audience: ACME_ENTITY_ID }), 'SSO.SAML_AUDIENCE');
    });

    it("another organisation's assertion (its audience is the other entity id)", async () => {
      const settings = settingsFor(acme.orgId, idp.metadataXml);
      await expectRefusal(signIn({}, { settings }), 'SSO.SAML_AUDIENCE');
    });

    it('an assertion meant for another recipient', async () => {
      await expectRefusal(signIn({ recipient: `${PUBLIC_URL}/elsewhere` }), 'SSO.SAML_AUDIENCE');
    });

    it('a response sent to another destination', async () => {
      await expectRefusal(signIn({ destination: `${PUBLIC_URL}/elsewhere` }), 'SSO.SAML_AUDIENCE');
    });

    it('an expired assertion', async () => {
      await expectRefusal(signIn({ expired: true }), 'SSO.SAML_EXPIRED');
    });

    it('an assertion without an email (no attribute, an opaque NameID)', async () => {
      await expectRefusal(signIn({ omitEmail: true }), 'SSO.SAML_NO_EMAIL');
    });

    it('a response to another request', async () => {
      await expectRefusal(signIn({ inResponseTo: '_another-request' }), 'SSO.SAML_IN_RESPONSE_TO');
    });

    it('an assertion that answers another request, or none, inside a response naming ours', async () => {
      for (const assertionInResponseTo of ['_another-request', '']) {
        await expectRefusal(signIn({ assertionInResponseTo }), 'SSO.SAML_IN_RESPONSE_TO');
      }
    });

    it('an unsolicited (IdP-initiated) response', async () => {
      await expectRefusal(signIn({ inResponseTo: '' }), 'SSO.SAML_IN_RESPONSE_TO');
    });

    it('a response to another pending sign-in', async () => {
      const started = pendingFor(DEFAULT_ORG_ID);
      const samlResponse = await idp.respond(
        await protocol.authorizationUrl(defaultSettings, started),
        ALICE,
      );
      await expectRefusal(
        protocol.samlIdentity(defaultSettings, pendingFor(DEFAULT_ORG_ID), samlResponse),
        'SSO.SAML_IN_RESPONSE_TO',
      );
    });

    it('a pending sign-in of another protocol or organisation', async () => {
      const pending = pendingFor(DEFAULT_ORG_ID);
      const samlResponse = await idp.respond(
        await protocol.authorizationUrl(defaultSettings, pending),
        ALICE,
      );
      for (const other of [
        { ...pending, protocol: 'oidc' as const },
        { ...pending, orgId: acme.orgId },
      ]) {
        await expectRefusal(
          protocol.samlIdentity(defaultSettings, other, samlResponse),
          'SSO.SAML_IN_RESPONSE_TO',
        );
      }
    });

    it('a response that is not SAML', async () => {
      const pending = pendingFor(DEFAULT_ORG_ID);
      await protocol.authorizationUrl(defaultSettings, pending);
      for (const junk of ['', 'not base64 at all', Buffer.from('<html>hello').toString('base64')]) {
        await expectRefusal(protocol.samlIdentity(defaultSettings, pending, junk), 'SSO.SAML_REJECTED');
      }
    });

    it('to start or finish without usable IdP metadata, or for an organisation that does not exist', async () => {
      const unset: SsoSettings = { ...defaultSettings, saml: null };
      const broken = settingsFor(DEFAULT_ORG_ID, '<EntityDescriptor');
      const unknownOrg = settingsFor('0b7c6a1e-0000-4000-8000-000000000000', idp.metadataXml);
      for (const settings of [unset, broken, unknownOrg]) {
        const pending = pendingFor(settings.orgId);
        await expectRefusal(protocol.authorizationUrl(settings, pending), 'SSO.SAML_NOT_CONFIGURED');
        await expectRefusal(
          protocol.samlIdentity(settings, pending, 'irrelevant'),
          'SSO.SAML_NOT_CONFIGURED',
        );
      }
    });
  });
});
