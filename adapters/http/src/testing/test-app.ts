import type { User } from '@vs/domain';
import { createTestDeps, seedCast, type TestDeps } from '@vs/domain/testing';
import type { Registry } from 'prom-client';
import { createApp } from '../app.ts';
import type { AppOptions } from '../app-options.ts';
import type { AppLogger } from '../logger.ts';
import { createRateLimits, type RateLimits } from '../middleware/rate-limits.ts';
import { SESSION_COOKIE } from '../middleware/session.ts';

export const TEST_ORIGIN = 'http://localhost';

const ignore = () => {};
const silentLogger: AppLogger = {
  debug: ignore,
  info: ignore,
  warn: ignore,
  error: ignore,
  child: () => silentLogger,
};

export interface TestResponse<T = Record<string, unknown>> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

export interface TestClient {
  /** Sends a request with this client's session cookie (if any) and a same-origin Origin header. */
  request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<TestResponse<T>>;
  /** A GET of a binary download: the raw bytes, whatever the content type. */
  download(path: string): Promise<TestDownload>;
  /** A GET whose reply is read as it comes (a server-sent event stream): the raw Response. */
  open(path: string, headers?: Record<string, string>): Promise<Response>;
  /** The same client with its requests coming from another client address. */
  from(address: string): TestClient;
  readonly cookie: string | null;
}

export interface TestDownload {
  readonly status: number;
  readonly bytes: Uint8Array;
  readonly headers: Headers;
}

export interface TestAppOverrides {
  readonly deps?: TestDeps;
  /** E.g. `createRateLimits({ rules: { resetPerAccount: { points: 2, durationSeconds: 60 } } })`. */
  readonly rateLimits?: RateLimits;
  readonly viaTrustedProxy?: () => boolean;
  readonly readiness?: AppOptions['readiness'];
  /** E.g. `recordingLogger().logger`, to read what the app logged. */
  readonly logger?: AppLogger;
  readonly metrics?: Registry;
  readonly serviceDown?: AppOptions['serviceDown'];
  readonly progressBus?: AppOptions['progressBus'];
  readonly progressHeartbeatMs?: number;
  readonly accessChanges?: AppOptions['accessChanges'];
  readonly shutdown?: AbortSignal;
}

/** Requests come from this address unless the client says otherwise (`client.from(address)`). */
export const TEST_CLIENT_ADDRESS = '127.0.0.1';
/** The test app's stand-in for the TCP peer: a header only `TestClient.from` sets. */
const CLIENT_ADDRESS_HEADER = 'x-test-client-address';

/** The API over in-memory dependencies, with the usual cast of users already stored. */
export const createTestApp = async (overrides: TestAppOverrides = {}) => {
  const deps = overrides.deps ?? createTestDeps();
  const cast = await seedCast(deps.store);
  const app = createApp({
    deps,
    rateLimits: overrides.rateLimits ?? createRateLimits(),
    cookie: { secure: false },
    allowedOrigins: [TEST_ORIGIN],
    readiness: overrides.readiness ?? (async () => ({ ready: true })),
    logger: overrides.logger ?? silentLogger,
    clientAddress: (request) => request.headers.get(CLIENT_ADDRESS_HEADER) ?? TEST_CLIENT_ADDRESS,
    ...(overrides.viaTrustedProxy ? { viaTrustedProxy: overrides.viaTrustedProxy } : {}),
    ...(overrides.metrics ? { metrics: overrides.metrics } : {}),
    ...(overrides.serviceDown ? { serviceDown: overrides.serviceDown } : {}),
    ...(overrides.progressBus ? { progressBus: overrides.progressBus } : {}),
    ...(overrides.progressHeartbeatMs ? { progressHeartbeatMs: overrides.progressHeartbeatMs } : {}),
    ...(overrides.accessChanges ? { accessChanges: overrides.accessChanges } : {}),
    ...(overrides.shutdown ? { shutdown: overrides.shutdown } : {}),
  });

  const clientWith = (cookie: string | null, address = TEST_CLIENT_ADDRESS): TestClient => ({
    cookie,
    from: (other) => clientWith(cookie, other),
    open: (path, extra = {}) => {
      const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: address, ...extra };
      if (cookie) headers.cookie = `${SESSION_COOKIE}=${cookie}`;
      return Promise.resolve(app.request(`${TEST_ORIGIN}${path}`, { headers }));
    },
    download: async (path) => {
      const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: address };
      if (cookie) headers.cookie = `${SESSION_COOKIE}=${cookie}`;
      const response = await app.request(`${TEST_ORIGIN}${path}`, { headers });
      return {
        status: response.status,
        bytes: new Uint8Array(await response.arrayBuffer()),
        headers: response.headers,
      };
    },
    request: async <T>(method: string, path: string, body?: unknown) => {
      const headers: Record<string, string> = { origin: TEST_ORIGIN, [CLIENT_ADDRESS_HEADER]: address };
      if (cookie) headers.cookie = `${SESSION_COOKIE}=${cookie}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await app.request(`${TEST_ORIGIN}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      const parsed =
        text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : { text };
      return { status: response.status, body: parsed as T, headers: response.headers };
    },
  });

  /** Logs a stored user in through the API (fixtures use the password 'Passw0rd!'). */
  const signIn = async (user: User, password = 'Passw0rd!'): Promise<TestClient> => {
    const response = await clientWith(null).request('POST', '/api/auth/login', {
      email: user.email,
      password,
    });
    const setCookie = response.headers.get('set-cookie') ?? '';
    const match = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(setCookie);
    if (!match?.[1])
      throw new Error(`login failed for ${user.email}: ${response.status} ${JSON.stringify(response.body)}`);
    return clientWith(match[1]);
  };

  return {
    app,
    deps,
    cast,
    anonymous: clientWith(null),
    /** A client carrying this session cookie (one set by a sign-in the test drove itself). */
    withCookie: (cookie: string): TestClient => clientWith(cookie),
    signIn,
    /** Signed-in clients for each member of the cast. */
    clients: async () => ({
      admin: await signIn(cast.admin),
      guide: await signIn(cast.guide),
      otherGuide: await signIn(cast.otherGuide),
      participant: await signIn(cast.participant),
      otherParticipant: await signIn(cast.otherParticipant),
    }),
  };
};
export { type LoggedLine, recordingLogger } from './recording-logger.ts';
