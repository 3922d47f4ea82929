/**
 * `npm run bench:import`: bringing participants into an event from a spreadsheet (one call,
 * POST /api/event/import_participants) against doing it one API call at a time as the dashboard's
 * forms do (POST /api/auth/register with a password, then POST /api/event/add_participant), both
 * through the whole API on a real port, in this run.
 *
 * The import takes BENCH_IMPORT_ROWS rows (default 2,000, the most a file may hold); the one-by-one
 * way takes BENCH_ONE_BY_ONE people (default 200: each costs an argon2id hash), and both are
 * reported per person, with the one-by-one time for as many people as the import extrapolated.
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the PostgreSQL; a fresh schema is dropped at
 * the end. Without either, embedded PGlite.
 */
import { performance } from 'node:perf_hooks';
import { createHttpClient, startTestServer } from '@vs/api/testing';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 2_000);
const ONE_BY_ONE = Number(process.env.BENCH_ONE_BY_ONE ?? 200);
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

type Client = ReturnType<typeof createHttpClient>;

const expectOk = async (reply: ReturnType<Client['request']>, what: string) => {
  const { status, body } = await reply;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
};

const createEvent = async (admin: Client, eventName: string): Promise<string> => {
  const body = await expectOk(
    admin.request('POST', '/api/event/create', {
      eventName,
      eventDate: new Date().toISOString().slice(0, 10),
      eventType: 'Reg',
      sessionAccess: 'Pre-work',
      participants: [],
    }),
    'create event',
  );
  return body.event.eid;
};

const csvOf = (count: number): string =>
  [
    'forename;surname;email',
    ...Array.from({ length: count }, (_, i) => `Given${i};"Family; ${i}";import-${i}@example.test`),
  ].join('\r\n');

const timed = async (work: () => Promise<unknown>): Promise<number> => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

const main = async () => {
  const server = await startTestServer();
  try {
    const admin = createHttpClient(server.url);
    await expectOk(
      admin.request('POST', '/api/auth/login', { email: server.adminEmail, password: server.adminPassword }),
      'login',
    );
    const importEid = await createEvent(admin, 'Import bench');
    const formsEid = await createEvent(admin, 'Forms bench');
    const csv = csvOf(ROWS);

    const previewMs = await timed(() =>
      expectOk(
        admin.request('POST', '/api/event/import_participants', { eid: importEid, csv, dryRun: true }),
        'preview',
      ),
    );
    const importMs = await timed(async () => {
      const body = await expectOk(
        admin.request('POST', '/api/event/import_participants', { eid: importEid, csv }),
        'import',
      );
      if (body.created !== ROWS) throw new Error(`imported ${body.created} of ${ROWS}`);
    });

    const formsMs = await timed(async () => {
      for (let i = 0; i < ONE_BY_ONE; i += 1) {
        const body = await expectOk(
          admin.request('POST', '/api/auth/register', {
            accessLevel: 0,
            forename: `Given${i}`,
            surname: `Family ${i}`,
            email: `form-${i}@example.test`,
            password: 'Bench1234x',
          }),
          'register',
        );
        await expectOk(
          admin.request('POST', '/api/event/add_participant', { eid: formsEid, uid: body.user.uid }),
          'add participant',
        );
      }
    });

    const importPerPerson = importMs / ROWS;
    const formsPerPerson = formsMs / ONE_BY_ONE;
    console.log(`Import of ${ROWS} rows (one call, one transaction): ${(importMs / 1000).toFixed(2)} s`);
    console.log(`  dry run (preview) of the same file: ${(previewMs / 1000).toFixed(2)} s`);
    console.log(`  per person: ${importPerPerson.toFixed(3)} ms`);
    console.log(
      `One API call at a time (register + add), ${ONE_BY_ONE} people: ${(formsMs / 1000).toFixed(2)} s`,
    );
    console.log(`  per person: ${formsPerPerson.toFixed(2)} ms`);
    console.log(`  for ${ROWS} people (extrapolated): ${((formsPerPerson * ROWS) / 1000).toFixed(1)} s`);
    console.log(
      `Ratio, import time / one-at-a-time time per person: ${(importPerPerson / formsPerPerson).toFixed(4)}`,
    );
    console.log(`Speed-up of the import: ${(formsPerPerson / importPerPerson).toFixed(0)}x`);
  } finally {
    await server.stop();
  }
};

await main();
