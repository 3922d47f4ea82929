import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as xmllint from '@authenio/samlify-node-xmllint';
import samlify from 'samlify';

/**
 * A real SAML 2.0 identity provider for tests (samlify): it reads the AuthnRequest our service
 * provider redirected to (HTTP-Redirect binding, schema-validated) and answers with a SAMLResponse
 * for the POST binding whose assertion it signs with a test-only key, or, on request, a response
 * that a correct service provider must refuse.
 */

const { Constants, IdentityProvider, SamlLib, ServiceProvider, setSchemaValidator } = samlify;

/**
 * samlify's schema validation with xmllint (emscripten). Each run logs a blank line and leaves an
 * uncaughtException listener on the process and a stdout 'drain' listener that would call
 * process.exit: all of it happens while `validate` runs synchronously, so the line is swallowed
 * and the listeners are removed right after.
 */
setSchemaValidator({
  validate: (xml) => {
    const exceptionListeners = new Set(process.listeners('uncaughtException'));
    const drainListeners = new Set(process.stdout.listeners('drain'));
    const log = console.log;
    console.log = () => {};
    try {
      return xmllint.validate(xml);
    } finally {
      console.log = log;
      for (const listener of process.listeners('uncaughtException')) {
        if (!exceptionListeners.has(listener)) process.off('uncaughtException', listener);
      }
      for (const listener of process.stdout.listeners('drain')) {
        if (!drainListeners.has(listener))
          process.stdout.off('drain', listener as (...args: unknown[]) => void);
      }
    }
  },
});

/** Test-only key pairs (self-signed, committed under test-only-keys/): never used outside tests. */
export type SamlTestKey = 'idp-a' | 'idp-b';

const testMaterial = (name: string): string =>
  readFileSync(new URL(`./test-only-keys/${name}`, import.meta.url), 'utf8');

/** The attribute names this IdP sends (give them to the SamlSettings' `attributes` and role claim). */
export const SAML_TEST_ATTRIBUTES = {
  email: 'email',
  forename: 'firstName',
  surname: 'lastName',
  groups: 'groups',
} as const;

export interface SamlTestUser {
  readonly email: string;
  readonly forename?: string;
  readonly surname?: string;
  readonly groups?: readonly string[];
}

/** How to spoil the response (none: a correct one). */
export interface SamlTestResponseOptions {
  /** The Response is signed but its assertion is not. */
  readonly unsignedAssertion?: boolean;
  /** After signing, the assertion's NameID is changed (its digest no longer matches). */
  readonly tamperedSignature?: boolean;
  /** The assertion's audience (default: the service provider's entity id). */
  readonly audience?: string;
  /** The SubjectConfirmationData's Recipient (default: the ACS URL). */
  readonly recipient?: string;
  /** The Response's Destination (default: the ACS URL). */
  readonly destination?: string;
  /** NotBefore 20 minutes ago, NotOnOrAfter 10 minutes ago (beyond any clock skew). */
  readonly expired?: boolean;
  /** No email attribute, and an opaque persistent NameID. */
  readonly omitEmail?: boolean;
  /** InResponseTo names this request id instead of the one received ('' leaves it out). */
  readonly inResponseTo?: string;
  /** The assertion's own InResponseTo (its SubjectConfirmationData's), if not the Response's ('' leaves it out). */
  readonly assertionInResponseTo?: string;
}

export interface SamlTestIdp {
  readonly entityId: string;
  readonly metadataXml: string;
  /** Where its responses are posted: the ACS URL of the service provider it was given. */
  readonly acsUrl: string;
  /** The base64 SAMLResponse (POST binding) for `user`, answering the AuthnRequest in `authorizationUrl`. */
  respond(authorizationUrl: string, user: SamlTestUser, options?: SamlTestResponseOptions): Promise<string>;
}

export interface SamlTestIdpOptions {
  /** Our service provider's metadata (samlMetadata's answer): its entity id and ACS URL. */
  readonly spMetadataXml: string;
  /** Default `https://idp.example.test/saml`. */
  readonly entityId?: string;
  /** Default `idp-a`. */
  readonly key?: SamlTestKey;
}

const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const PERSISTENT_FORMAT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent';
const MINUTE = 60_000;

const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const attributeStatement = (attributes: Readonly<Record<string, readonly string[]>>): string => {
  const elements = Object.entries(attributes)
    .filter(([, values]) => values.length > 0)
    .map(
      ([name, values]) =>
        `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">${values
          .map(
            (value) => `<saml:AttributeValue xsi:type="xs:string">${escapeXml(value)}</saml:AttributeValue>`,
          )
          .join('')}</saml:Attribute>`,
    );
  return elements.length === 0
    ? ''
    : `<saml:AttributeStatement>${elements.join('')}</saml:AttributeStatement>`;
};

/** samlify's template names one InResponseTo for the Response and the assertion: give the assertion its own tag. */
const separateAssertionInResponseTo = (template: string): string => {
  const shared = 'Recipient="{SubjectRecipient}" InResponseTo="{InResponseTo}"';
  if (!template.includes(shared)) throw new Error("samlify's response template changed");
  return template.replace(shared, 'Recipient="{SubjectRecipient}" InResponseTo="{AssertionInResponseTo}"');
};

const authnStatement = (instant: string): string =>
  `<saml:AuthnStatement AuthnInstant="${instant}" SessionIndex="_${randomUUID()}"><saml:AuthnContext>` +
  '<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>' +
  '</saml:AuthnContext></saml:AuthnStatement>';

export const createSamlTestIdp = (options: SamlTestIdpOptions): SamlTestIdp => {
  const entityId = options.entityId ?? 'https://idp.example.test/saml';
  const key = options.key ?? 'idp-a';
  const idp = IdentityProvider({
    entityID: entityId,
    privateKey: testMaterial(`${key}.key.pem`),
    signingCert: testMaterial(`${key}.cert.pem`),
    nameIDFormat: [EMAIL_FORMAT],
    singleSignOnService: [{ Binding: Constants.namespace.binding.redirect, Location: `${entityId}/sso` }],
    singleLogoutService: [{ Binding: Constants.namespace.binding.redirect, Location: `${entityId}/slo` }],
  });
  const registeredSp = ServiceProvider({ metadata: options.spMetadataXml });
  const spEntityId = registeredSp.entityMeta.getEntityID();
  const acsUrl = registeredSp.entityMeta.getAssertionConsumerService('post');
  if (typeof acsUrl !== 'string') throw new Error('the service provider metadata names no single POST ACS');

  return {
    entityId,
    metadataXml: idp.getMetadata(),
    acsUrl,

    async respond(authorizationUrl, user, spoil = {}) {
      const url = new URL(authorizationUrl);
      const request = await idp.parseLoginRequest(registeredSp, 'redirect', {
        query: Object.fromEntries(url.searchParams),
        octetString: url.search.slice(1),
      });
      const requestId = request.extract.request?.id;
      if (typeof requestId !== 'string') throw new Error('the AuthnRequest has no ID');

      const issued = new Date(Date.now() - (spoil.expired ? 20 * MINUTE : 0));
      const expires = new Date(issued.getTime() + (spoil.expired ? 10 * MINUTE : 5 * MINUTE));
      const nameId = spoil.omitEmail ? randomUUID() : user.email;
      const inResponseTo = spoil.inResponseTo === undefined ? requestId : spoil.inResponseTo || undefined;
      const tags = {
        ID: `_${randomUUID()}`,
        AssertionID: `_${randomUUID()}`,
        Destination: spoil.destination ?? acsUrl,
        Audience: spoil.audience ?? spEntityId,
        SubjectRecipient: spoil.recipient ?? acsUrl,
        Issuer: entityId,
        IssueInstant: issued.toISOString(),
        StatusCode: Constants.StatusCode.Success,
        ConditionsNotBefore: issued.toISOString(),
        ConditionsNotOnOrAfter: expires.toISOString(),
        SubjectConfirmationDataNotOnOrAfter: expires.toISOString(),
        NameIDFormat: spoil.omitEmail ? PERSISTENT_FORMAT : EMAIL_FORMAT,
        NameID: nameId,
        InResponseTo: inResponseTo,
        AssertionInResponseTo:
          spoil.assertionInResponseTo === undefined ? inResponseTo : spoil.assertionInResponseTo || undefined,
      };
      const statements = {
        AuthnStatement: authnStatement(issued.toISOString()),
        AttributeStatement: attributeStatement({
          [SAML_TEST_ATTRIBUTES.email]: spoil.omitEmail ? [] : [user.email],
          [SAML_TEST_ATTRIBUTES.forename]: user.forename === undefined ? [] : [user.forename],
          [SAML_TEST_ATTRIBUTES.surname]: user.surname === undefined ? [] : [user.surname],
          [SAML_TEST_ATTRIBUTES.groups]: user.groups ?? [],
        }),
      };
      // samlify signs the assertion when the SP wants signed assertions, else the whole Response.
      const sp = ServiceProvider({
        entityID: spEntityId,
        assertionConsumerService: [{ Binding: Constants.namespace.binding.post, Location: acsUrl }],
        wantAssertionsSigned: !spoil.unsignedAssertion,
      });
      const response = await idp.createLoginResponse(
        sp,
        { extract: request.extract },
        'post',
        { email: user.email },
        {
          relayState: url.searchParams.get('RelayState') ?? '',
          customTagReplacement: (template) => ({
            id: tags.ID,
            context: SamlLib.replaceTagsByValue(
              separateAssertionInResponseTo(template)
                .replace('{AuthnStatement}', statements.AuthnStatement)
                .replace('{AttributeStatement}', statements.AttributeStatement),
              tags,
            ),
          }),
        },
      );
      if (!spoil.tamperedSignature) return response.context;
      const xml = Buffer.from(response.context, 'base64').toString('utf8');
      const forged = xml.replace(
        `>${escapeXml(nameId)}</saml:NameID>`,
        '>mallory@example.test</saml:NameID>',
      );
      if (forged === xml) throw new Error('the NameID to tamper with was not found');
      return Buffer.from(forged, 'utf8').toString('base64');
    },
  };
};

export interface SamlTestIdpServer extends SamlTestIdp {
  /** Who signs in at the next visit. */
  signInAs(user: SamlTestUser): void;
  close(): Promise<void>;
}

/** What a browser gets from the IdP after signing in: a form that posts the response to the ACS URL. */
const autoPostForm = (acsUrl: string, samlResponse: string, relayState: string): string =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>' +
  `<body><form method="post" action="${escapeXml(acsUrl)}">` +
  `<input type="hidden" name="SAMLResponse" value="${escapeXml(samlResponse)}">` +
  `<input type="hidden" name="RelayState" value="${escapeXml(relayState)}">` +
  '<button type="submit">Continue</button></form><script>document.forms[0].submit()</script></body></html>';

/**
 * The test IdP on a loopback port, for browser tests: its SingleSignOnService
 * (`<entityId>/sso`, entity id `http://127.0.0.1:<port>/saml`) signs the current user in at once
 * and answers the form a browser posts to the ACS URL, as an IdP does after its login page.
 */
export const serveSamlTestIdp = async (
  options: Omit<SamlTestIdpOptions, 'entityId'> & { readonly user: SamlTestUser },
): Promise<SamlTestIdpServer> => {
  let user = options.user;
  let idp: SamlTestIdp | undefined;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (idp === undefined || request.method !== 'GET' || url.pathname !== '/saml/sso') {
      response.writeHead(404).end();
      return;
    }
    const answering = idp;
    answering.respond(`${answering.entityId}/sso${url.search}`, user).then(
      (samlResponse) => {
        const form = autoPostForm(answering.acsUrl, samlResponse, url.searchParams.get('RelayState') ?? '');
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(form);
      },
      (error: unknown) => response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  idp = createSamlTestIdp({ ...options, entityId: `http://127.0.0.1:${port}/saml` });
  return {
    ...idp,
    signInAs: (next) => {
      user = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
};
