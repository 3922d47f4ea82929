import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** What an account of the test provider asserts (email_verified, groups and names included). */
export type TestClaims = Readonly<Record<string, unknown>>;

export interface TestOidcClient {
  readonly clientId: string;
  readonly clientSecret: string;
}

export interface TestOidcIdp {
  /** `http://127.0.0.1:<port>`: the provider's issuer. */
  readonly issuer: string;
  readonly client: TestOidcClient;
  /** A second registered client (another application at the same provider): for wrong-audience tests. */
  readonly otherClient: TestOidcClient;
  /** Adds or replaces an account (its id is the `sub`). */
  setAccount(accountId: string, claims: TestClaims): void;
  /** Who signs in at the provider's login step next. */
  signInAs(accountId: string): void;
  /**
   * Plays the browser at the provider: follows the authorization URL's redirects (carrying the
   * provider's cookies) through login and consent until a redirect leaves the provider, and
   * returns that URL (the relying party's callback with code and state).
   */
  completeSignIn(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

export interface TestOidcIdpOptions {
  /**
   * Where clients may be sent back to (their redirect URIs); a function is asked at the first
   * request, so a product started after the provider (and pointed at its issuer) can be named.
   */
  readonly redirectUris: readonly string[] | (() => readonly string[]);
}

const readCookies = (jar: Map<string, string>, response: Response): void => {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
};

/**
 * A real OpenID provider (`oidc-provider`) on 127.0.0.1 at a free port, for tests: one confidential
 * client (and another), accounts with claims, and a login step that signs in whoever the test
 * names, so a test drives the whole redirect flow with fetch.
 */
export const startTestOidcIdp = async (options: TestOidcIdpOptions): Promise<TestOidcIdp> => {
  const accounts = new Map<string, TestClaims>();
  let next: string | null = null;
  let provider: Provider | null = null;
  let configuration: Configuration | null = null;
  // Made at the first request, when the redirect URIs are known.
  const live = (): Provider => {
    if (provider === null) {
      if (configuration === null) throw new Error('the provider is not configured yet');
      provider = new Provider(issuer, configuration);
    }
    return provider;
  };

  const interaction = async (req: IncomingMessage, res: ServerResponse, live: Provider): Promise<void> => {
    const details = await live.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      if (next === null || !accounts.has(next)) throw new Error('the test named no known account to sign in');
      await live.interactionFinished(
        req,
        res,
        { login: { accountId: next } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const accountId = details.session?.accountId;
    const clientId = details.params.client_id;
    if (typeof accountId !== 'string' || typeof clientId !== 'string')
      throw new Error('no session at consent');
    const grant = details.grantId
      ? await live.Grant.find(details.grantId)
      : new live.Grant({ accountId, clientId });
    if (grant === undefined) throw new Error('grant lost');
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await live.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  };

  const server = createServer((req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res, live()).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    live().callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = { clientId: 'values-system', clientSecret: 'values-system-secret-0123456789abcdef' };
  const otherClient = { clientId: 'another-app', clientSecret: 'another-app-secret-0123456789abcdef' };

  const redirectUris = () =>
    typeof options.redirectUris === 'function' ? options.redirectUris() : options.redirectUris;
  configuration = {
    clients: [client, otherClient].map(({ clientId, clientSecret }) => ({
      client_id: clientId,
      client_secret: clientSecret,
      get redirect_uris() {
        return [...redirectUris()];
      },
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'groups'],
    },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    pkce: { required: () => true },
    findAccount: (_ctx, accountId) => {
      const claims = accounts.get(accountId);
      return claims === undefined ? undefined : { accountId, claims: () => ({ sub: accountId, ...claims }) };
    },
  };

  return {
    issuer,
    client,
    otherClient,
    setAccount: (accountId, claims) => {
      accounts.set(accountId, claims);
    },
    signInAs: (accountId) => {
      next = accountId;
    },
    completeSignIn: async (authorizationUrl) => {
      const jar = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 12; hop += 1) {
        if (url.origin !== issuer) return url;
        const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
        const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
        readCookies(jar, response);
        const location = response.headers.get('location');
        if (location === null)
          throw new Error(
            `the provider answered ${response.status} at ${url.pathname}: ${await response.text()}`,
          );
        await response.body?.cancel();
        url = new URL(location, url);
      }
      throw new Error('too many redirects at the provider');
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
