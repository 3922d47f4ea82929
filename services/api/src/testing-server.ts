import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, readConfig } from '@vs/composition';
import { freePort, type SpawnedProcess, spawnApi, uniqueName } from '@vs/composition/testing';
import pg from 'pg';
import { type Runtime, startRuntime } from './runtime.ts';

/**
 * Where integration tests get a database: the real PostgreSQL from TEST_DATABASE_URL (a fresh
 * schema, dropped after), else embedded PGlite. In CI a missing TEST_DATABASE_URL is an error.
 */
export const testDatabaseUrl = (): string | undefined => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI === 'true') throw new Error('CI=true but TEST_DATABASE_URL is not set');
  return url || undefined;
};

const dropSchema = async (url: string, schema: string): Promise<void> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
};

export interface SpawnedTestApi {
  readonly api: SpawnedProcess;
  /** Kills the process and removes its data folder and schema. */
  remove(): Promise<void>;
}

/**
 * The API as a process of its own (`node services/api/src/main.ts`) on its own data: a fresh data
 * folder and, with TEST_DATABASE_URL, a fresh schema; a pool of 2 unless `env` says otherwise.
 */
export const spawnTestApi = async (stem: string, env: Record<string, string>): Promise<SpawnedTestApi> => {
  const databaseUrl = testDatabaseUrl();
  const dataDir = await mkdtemp(join(tmpdir(), `vs-${stem}-`));
  const schema = databaseUrl ? uniqueName(`test_${stem}`) : undefined;
  const api = await spawnApi({
    DATA_DIR: dataDir,
    ...(databaseUrl && schema ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {}),
    DATABASE_POOL_SIZE: '2',
    ...env,
  });
  return {
    api,
    remove: async () => {
      api.child.kill('SIGKILL');
      await api.exited;
      if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

export interface TestServer {
  readonly url: string;
  readonly runtime: Runtime;
  readonly adminEmail: string;
  readonly adminPassword: string;
  readonly schema: string | undefined;
  /** Mail captured so far (oldest first), after every queued job has run. */
  mail(): Promise<{ to: string; subject: string; text: string }[]>;
  stop(): Promise<void>;
}

/** Starts the whole API process in this process, on a free port, with its own data. */
export const startTestServer = async (): Promise<TestServer> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'vs-api-'));
  const port = await freePort();
  const databaseUrl = testDatabaseUrl();
  const schema = databaseUrl ? `test_${Math.random().toString(36).slice(2, 10)}` : undefined;
  const adminEmail = 'admin@example.test';
  const adminPassword = 'Admin1234x';
  const config = readConfig({
    PORT: String(port),
    METRICS_PORT: '0',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {}),
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: 'silent',
    DATABASE_POOL_SIZE: '4',
  });
  const runtime = await startRuntime(config, createLogger('silent'));
  return {
    url: `http://127.0.0.1:${port}`,
    runtime,
    adminEmail,
    adminPassword,
    schema,
    mail: async () => {
      await runtime.drainJobs();
      const text = await readFile(runtime.services.mailCaptureFile, 'utf8').catch(() => '');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
    },
    stop: async () => {
      await runtime.stop();
      if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * A cookie-keeping HTTP client that sends a same-origin Origin header, like a browser, and any
 * `headers` given (e.g. the X-Forwarded-For of a client behind a proxy).
 */
export const createHttpClient = (baseUrl: string, headers: Record<string, string> = {}) => {
  let cookie = '';
  return {
    get cookie() {
      return cookie;
    },
    request: async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          ...headers,
          origin: baseUrl,
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const setCookie = response.headers.get('set-cookie');
      if (setCookie) cookie = setCookie.split(';')[0] ?? '';
      // biome-ignore lint/suspicious/noExplicitAny: tests read replies loosely and assert on them
      const json = (await response.json().catch(() => ({}))) as Record<string, any>;
      return { status: response.status, headers: response.headers, body: json };
    },
  };
};
