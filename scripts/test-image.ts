// `npm run test:image` (docs/operations.md, "Testing the images"): builds deploy/Dockerfile's three
// images with podman and runs them as the compose topology would: the migration step, two API
// replicas behind nginx, one worker per kind, on this machine's PostgreSQL (a database of its own)
// and Redis (a key prefix of its own), mailing to a sink; then one logon email, one participant
// save, one PDF and one zip through nginx. Every container runs as Kubernetes runs it (uid 1000,
// read-only root, no capabilities). Everything it made (containers, images, build cache, the
// database, Redis keys, temp folders) is removed at the end, also on failure or Ctrl-C.
//
// Needs: root, podman and debootstrap (Debian: apt-get install -y podman debootstrap), nginx,
// TEST_DATABASE_URL and TEST_REDIS_URL (default: 127.0.0.1's), node_modules installed. Where an
// image registry is reachable, NODE_IMAGE=node:24-bookworm-slim builds on the real base; else a
// stand-in is made locally. Compose is not used: its file needs Compose 2.24 or later, which
// Debian does not package (README); the containers share the host's network instead.

import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHttpClient } from '@vs/api/testing';
import { eventually, freePort, removeQueueKeys, startSmtpSink, uniqueName } from '@vs/composition/testing';
import { openDatabase } from '@vs/persistence';
import pg from 'pg';
import { makeNodeBaseImage } from '../fleet/src/base-image.ts';
import { downloadEventZip, downloadParticipantPdf, isPdf, isZip } from '../fleet/src/downloads.ts';
import { startReverseProxy } from '../fleet/src/nginx.ts';
import { type PrivatePodman, privatePodman, run, type StorageDriver } from '../fleet/src/podman.ts';
import { liveSave, savedVersion } from '../fleet/src/save-load.ts';
import { seedParticipants } from '../fleet/src/seed.ts';

const ROOT = join(import.meta.dirname, '..');
const TARGETS = ['api', 'worker', 'worker-pdf'] as const;
type Target = (typeof TARGETS)[number];
const imageOf = (target: Target) => `localhost/values-system-${target}:test`;
const BASE_IMAGE = 'localhost/vs-node-base:24-bookworm-slim';
/** Containers starting together on two busy cores take a while. */
const READY_MS = 240_000;
/** What the runtime images must not carry: the bundler, TypeScript, the console's PDF code, a second Chromium. */
/** Where Debian's Chromium, desktop browser or headless shell, would be. */
const BROWSER = ['/usr/bin/chromium', '/usr/lib/chromium'];
const BUILD_ONLY = [
  'node_modules/@rspack',
  'node_modules/@module-federation',
  'node_modules/typescript',
  'node_modules/jspdf',
  'node_modules/@sparticuz/chromium',
];

const started = Date.now();
const seconds = (since: number) => Math.round((Date.now() - since) / 1000);
const timings: string[] = [];
const step = async <T>(name: string, action: () => Promise<T>): Promise<T> => {
  const since = Date.now();
  console.log(`test:image: ${name} ...`);
  const result = await action();
  timings.push(`${name}: ${seconds(since)} s`);
  console.log(`test:image: ${name}: ${seconds(since)} s`);
  return result;
};

const cleanups: (() => Promise<unknown>)[] = [];
let cleaning: Promise<void> | null = null;
const cleanUp = () => {
  cleaning ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => console.error('test:image: cleanup:', error));
    }
  })();
  return cleaning;
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`test:image: ${signal}: removing what was made`);
    void cleanUp().then(() => process.exit(130));
  });
}

/** The store, with the base image in it: overlay where it works here, else vfs. */
const storeWithBase = async (dir: string): Promise<PrivatePodman> => {
  const drivers: StorageDriver[] = process.env.VS_PODMAN_STORAGE_DRIVER
    ? [process.env.VS_PODMAN_STORAGE_DRIVER as StorageDriver]
    : ['overlay', 'vfs'];
  let failure: unknown;
  for (const driver of drivers) {
    const store = await privatePodman(join(dir, `podman-${driver}`), driver);
    cleanups.push(store.remove);
    try {
      if (process.env.NODE_IMAGE) await store.podman(['pull', process.env.NODE_IMAGE]);
      else await makeNodeBaseImage(store, join(dir, 'base'), BASE_IMAGE);
      await store.podman([
        'run',
        '--rm',
        '--network',
        'host',
        process.env.NODE_IMAGE ?? BASE_IMAGE,
        'node',
        '--version',
      ]);
      return store;
    } catch (error) {
      console.error(`test:image: the ${driver} storage driver fails here: ${String(error).slice(0, 600)}`);
      failure = error;
      await store.remove();
    }
  }
  throw failure;
};

const build = async (store: PrivatePodman, dir: string, target: Target): Promise<void> => {
  // The proxy path of the Dockerfile, exercised: an .npmrc naming the registry npm uses here, and
  // the system's CA bundle as the proxy's.
  const npmrc = join(dir, 'npmrc');
  const { stdout: registry } = await run('npm', ['config', 'get', 'registry']);
  await writeFile(npmrc, `registry=${registry.trim()}\n`);
  const caBundle = '/etc/ssl/certs/ca-certificates.crt';
  await store.podman(
    [
      'build',
      '--format',
      'docker',
      '--network',
      'host',
      '--build-arg',
      `NODE_IMAGE=${process.env.NODE_IMAGE ?? BASE_IMAGE}`,
      '--secret',
      `id=npmrc,src=${npmrc}`,
      ...(existsSync(caBundle) ? ['--secret', `id=ca_bundle,src=${caBundle}`] : []),
      '--target',
      target,
      '--tag',
      imageOf(target),
      '--file',
      join(ROOT, 'deploy', 'Dockerfile'),
      ROOT,
    ],
    { echo: process.env.VS_IMAGE_TEST_VERBOSE === '1' },
  );
};

/** Fails naming every path of `paths` that exists in the image. */
const expectAbsent = async (store: PrivatePodman, target: Target, paths: readonly string[]) => {
  const { stdout } = await store.podman([
    'run',
    '--rm',
    '--network',
    'host',
    '--entrypoint',
    'sh',
    imageOf(target),
    '-c',
    'for path; do [ -e "$path" ] && echo "$path"; done; true',
    'sh',
    ...paths,
  ]);
  if (stdout.trim()) throw new Error(`the ${target} image carries ${stdout.trim().split('\n').join(', ')}`);
};

const main = async () => {
  const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const dir = await mkdtemp(join(tmpdir(), 'vs-image-test-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));

  const store = await step('base image', () => storeWithBase(dir));
  for (const target of TARGETS) await step(`build ${target}`, () => build(store, dir, target));
  const { stdout: sizes } = await store.podman([
    'image',
    'ls',
    '--filter',
    'reference=localhost/values-system-*:test',
    '--format',
    '{{.Repository}}:{{.Tag}}  {{.Size}}',
  ]);
  console.log(`test:image: image sizes (podman image ls):\n${sizes}`);
  await expectAbsent(store, 'api', [...BROWSER, ...BUILD_ONLY]);
  await expectAbsent(store, 'worker', [...BROWSER, ...BUILD_ONLY]);
  await expectAbsent(store, 'worker-pdf', BUILD_ONLY);

  // The services: a database and a Redis prefix of this run's own, a mail sink, nginx's port.
  const name = uniqueName('vs_image');
  const adminClient = new pg.Client({ connectionString: databaseUrl });
  await adminClient.connect();
  await adminClient.query(`create database ${name}`);
  cleanups.push(async () => {
    await adminClient.query(`drop database if exists ${name} with (force)`);
    await adminClient.end();
  });
  // Containers go before the database they are connected to.
  cleanups.push(() => store.podman(['rm', '--all', '--force', '--time', '10'], { allowFailure: true }));
  const appDatabaseUrl = Object.assign(new URL(databaseUrl), { pathname: `/${name}` }).toString();
  cleanups.push(() => removeQueueKeys(redisUrl, name));
  const sink = await startSmtpSink();
  cleanups.push(() => sink.close());
  const proxyPort = await freePort();
  const publicUrl = `http://127.0.0.1:${proxyPort}`;
  const shared = {
    DATABASE_URL: appDatabaseUrl,
    DATABASE_POOL_SIZE: '4',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: name,
    SMTP_URL: sink.url,
    PUBLIC_URL: publicUrl,
    FILE_STORE: 'postgres',
    LOG_LEVEL: 'warn',
  };
  /** `podman run` as Kubernetes runs the pods: uid 1000, read-only root, no capabilities. */
  const runArgs = (container: string, env: Record<string, string>) => [
    'run',
    '--name',
    `${name}-${container}`,
    '--network',
    'host',
    '--user',
    '1000:1000',
    '--read-only',
    '--cap-drop',
    'ALL',
    '--security-opt',
    'no-new-privileges',
    '--tmpfs',
    '/tmp:rw,mode=1777',
    '--tmpfs',
    '/data:rw,mode=1777',
    ...Object.entries({ ...shared, ...env }).flatMap(([key, value]) => ['--env', `${key}=${value}`]),
  ];

  await step('migrate', () =>
    store.podman([
      ...runArgs('migrate', {}),
      '--rm',
      imageOf('api'),
      'node',
      'services/composition/src/migrate-main.ts',
    ]),
  );
  const admin = { email: 'admin@example.test', password: 'Admin1234x' };
  const apiPorts = [await freePort(), await freePort()];
  const containers: { name: string; ready: string }[] = [];
  await step('start two API replicas and a worker per kind', async () => {
    for (const [index, port] of apiPorts.entries()) {
      const container = `api${index + 1}`;
      await store.podman([
        ...runArgs(container, {
          PORT: String(port),
          METRICS_PORT: String(await freePort()),
          TRUSTED_PROXIES: '127.0.0.1',
          DEV_MAILBOX: 'false',
          SHUTDOWN_SECONDS: '10',
          ADMIN_EMAIL: admin.email,
          ADMIN_PASSWORD: admin.password,
        }),
        '--detach',
        imageOf('api'),
      ]);
      containers.push({ name: `${name}-${container}`, ready: `http://127.0.0.1:${port}/readyz` });
    }
    for (const [container, target, queues] of [
      ['worker-email', 'worker', 'email,lifecycle'],
      ['worker-pdf', 'worker-pdf', 'pdf'],
      ['worker-zip', 'worker-pdf', 'zip'],
    ] as const) {
      const port = await freePort();
      const ready = `http://127.0.0.1:${port}/readyz`;
      await store.podman([
        ...runArgs(container, {
          WORKER_PORT: String(port),
          HEALTHCHECK_URL: ready,
          WORKER_SHUTDOWN_SECONDS: '10',
        }),
        '--detach',
        imageOf(target),
        'node',
        'services/worker/src/main.ts',
        '--queues',
        queues,
      ]);
      containers.push({ name: `${name}-${container}`, ready });
    }
    try {
      for (const { ready } of containers)
        await eventually(
          () =>
            fetch(ready).then(
              (reply) => reply.ok,
              () => false,
            ),
          READY_MS,
        );
    } catch (error) {
      for (const { name: container } of containers) {
        const { stdout, stderr } = await store.podman(['logs', container], { allowFailure: true });
        console.error(`--- ${container}\n${stdout}${stderr}`);
      }
      throw error;
    }
    // The image's HEALTHCHECK, kept by --format docker, answers in every container.
    for (const { name: container } of containers) await store.podman(['healthcheck', 'run', container]);
  });
  const proxy = await startReverseProxy({ port: proxyPort, upstreams: apiPorts });
  cleanups.push(() => proxy.stop());

  await step('a logon email, a save, a PDF and a zip through nginx', async () => {
    const database = await openDatabase({
      databaseUrl: appDatabaseUrl,
      dataDir: join(dir, 'seed'),
      poolSize: 2,
    });
    const seeded = await seedParticipants(database, {
      count: 1,
      password: 'Image1234x',
      sessionAccess: 'Live',
    }).finally(() => database.close());
    const [participant] = seeded.participants;
    if (!participant) throw new Error('no participant was seeded');
    const guide = createHttpClient(proxy.url);
    const login = await guide.request('POST', '/api/auth/login', {
      email: seeded.guide.email,
      password: 'Image1234x',
    });
    if (login.body.success !== true) throw new Error(`the Guide's login: ${JSON.stringify(login.body)}`);
    const sent = await guide.request('POST', '/api/event/send_email', { uid: participant.uid });
    if (sent.body.success !== true) throw new Error(`send_email: ${JSON.stringify(sent.body)}`);
    await eventually(() => sink.accepted.some((mail) => mail.to.includes(participant.email)), 60_000);

    const client = createHttpClient(proxy.url);
    const signedIn = await client.request('POST', '/api/auth/login', {
      email: participant.email,
      password: 'Image1234x',
    });
    if (signedIn.body.success !== true)
      throw new Error(`the participant's login: ${JSON.stringify(signedIn.body)}`);
    const saved = await client.request('PUT', '/api/response/participant', liveSave(1));
    if (saved.body.success !== true) throw new Error(`the save: ${JSON.stringify(saved.body)}`);
    const readBack = await client.request('GET', '/api/response/participant?prework=false');
    if (savedVersion(readBack.body.descriptions) !== 1)
      throw new Error(`read back: ${JSON.stringify(readBack.body)}`);

    const pdf = await downloadParticipantPdf(proxy.url, guide, participant.uid);
    if (pdf.status !== 200 || !isPdf(pdf.bytes)) throw new Error(`the PDF: ${pdf.status} ${pdf.type}`);
    const { status, zip } = await downloadEventZip(proxy.url, guide, seeded.eid);
    if (zip?.status !== 200 || !isZip(zip.bytes)) throw new Error(`the zip: ${JSON.stringify(status)}`);
    console.log(`test:image: PDF ${pdf.bytes.length} bytes, zip ${zip.bytes.length} bytes`);
  });
  const upstreams = new Set(
    [...(await proxy.accessLog()).matchAll(/upstream=(\S+)/g)].map((match) => match[1]),
  );
  if (upstreams.size < 2)
    throw new Error(`nginx sent every request to one replica: ${[...upstreams].join(', ')}`);
};

try {
  await main();
  console.log(`test:image: passed in ${seconds(started)} s (${timings.join(', ')})`);
} catch (error) {
  console.error('test:image: FAILED:', error);
  process.exitCode = 1;
} finally {
  await step('remove everything made', cleanUp);
  console.log(`test:image: done in ${seconds(started)} s`);
}
