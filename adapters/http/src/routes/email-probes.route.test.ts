import { IMPORT_MAX_ROWS } from '@vs/domain';
import { describe, expect, it } from 'vitest';
import { createRateLimits, IMPORT_ROWS_PER_HOUR, type RateLimitRule } from '../middleware/rate-limits.ts';
import { storeUnassignedUser } from '../testing/event-fixtures.ts';
import { expectRefused } from '../testing/probes.ts';
import { createTestApp } from '../testing/test-app.ts';

const LIMIT = 3;

const setUp = async (importRowsPerUser?: RateLimitRule) => {
  const testApp = await createTestApp({
    rateLimits: createRateLimits({
      rules: {
        emailProbesPerUser: { points: LIMIT, durationSeconds: 3600 },
        ...(importRowsPerUser === undefined ? {} : { importRowsPerUser }),
      },
    }),
  });
  return { ...testApp, ...(await testApp.clients()) };
};

const IMPORT = '/api/event/import_participants';

/** A spreadsheet's text: one row per address. */
const csvOf = (emails: readonly string[]): string =>
  ['forename,surname,email', ...emails.map((email) => `Pat,Probe,${email}`)].join('\n');

const addresses = (count: number, prefix: string): string[] =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}@example.test`);

const participantNamed = (email: string) => ({
  accessLevel: 0,
  forename: 'Pat',
  surname: 'Probe',
  email,
  password: 'Passw0rd1',
});

describe('answers that an email has an account, per user', () => {
  it('refuses a Guide who has been told "taken" too often (429 with Retry-After), even for a free address', async () => {
    const { guide, otherGuide, cast, deps } = await setUp();
    for (let i = 0; i < LIMIT; i += 1) {
      const taken = await guide.request('POST', '/api/auth/register', participantNamed(cast.admin.email));
      expect(taken.status).toBe(409);
    }
    const refused = await expectRefused(
      deps,
      () => guide.request('POST', '/api/auth/register', participantNamed('free@example.test')),
      429,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The limit is the Guide's own: another Guide registers as usual.
    expect(
      (await otherGuide.request('POST', '/api/auth/register', participantNamed('free@example.test'))).status,
    ).toBe(201);
  });

  it('never counts registrations that go through: a Guide registers a whole room, one by one or at once', async () => {
    const { guide } = await setUp();
    for (let i = 0; i < LIMIT * 4; i += 1) {
      const reply = await guide.request(
        'POST',
        '/api/auth/register',
        participantNamed(`room${i}@example.test`),
      );
      expect(reply.status).toBe(201);
    }
    const together = await Promise.all(
      Array.from({ length: LIMIT * 4 }, (_, i) =>
        guide.request('POST', '/api/auth/register', participantNamed(`together${i}@example.test`)),
      ),
    );
    expect(together.map((reply) => reply.status)).toEqual(together.map(() => 201));
  });

  it('counts "taken" answers to email changes of one’s own account and of a participant', async () => {
    const { guide, cast } = await setUp();
    const taken = {
      forename: 'Gus',
      surname: 'Guide',
      email: cast.admin.email,
      currentPassword: 'Passw0rd!',
    };
    expect((await guide.request('PUT', '/api/user/updateself', taken)).status).toBe(409);
    const participantTaken = {
      uid: cast.participant.uid,
      forename: 'Paula',
      surname: 'Part',
      email: cast.admin.email,
    };
    expect((await guide.request('PUT', '/api/user/update', participantTaken)).status).toBe(409);
    expect((await guide.request('PUT', '/api/user/update', participantTaken)).status).toBe(409);
    expect((await guide.request('PUT', '/api/user/update', participantTaken)).status).toBe(429);
  });

  it('does not limit super-admins, who list every account anyway', async () => {
    const { admin, cast } = await setUp();
    for (let i = 0; i < LIMIT * 2; i += 1) {
      expect(
        (await admin.request('POST', '/api/auth/register', participantNamed(cast.guide.email))).status,
      ).toBe(409);
    }
  });

  it('counts each spreadsheet row naming an account out of reach, and then refuses imports (429)', async () => {
    const { guide, admin, cast, deps } = await setUp();
    const path = '/api/event/import_participants';
    const taken = [cast.admin.email, cast.otherGuide.email, cast.otherParticipant.email];
    const csv = ['forename,surname,email', ...taken.map((email) => `Pat,Probe,${email}`)].join('\n');
    expect((await guide.request('POST', path, { eid: cast.event.eid, csv, dryRun: true })).status).toBe(400);
    const free = {
      eid: cast.event.eid,
      csv: 'forename,surname,email\nFay,Free,free@example.test',
      dryRun: true,
    };
    const refused = await expectRefused(deps, () => guide.request('POST', path, free), 429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Super-admins see every account anyway: never counted.
    for (let i = 0; i <= LIMIT; i += 1)
      expect((await admin.request('POST', path, { eid: cast.event.eid, csv, dryRun: true })).status).toBe(
        400,
      );
  });

  it('refuses a whole file whose rows about accounts out of reach would pass the limit, naming none of them', async () => {
    const { guide, cast, deps } = await setUp();
    const taken = [cast.admin.email, cast.otherGuide.email, cast.otherParticipant.email];
    // One probe answer spent first: the file's three would pass the limit of three.
    const one = csvOf([cast.admin.email]);
    expect(
      (await guide.request('POST', IMPORT, { eid: cast.event.eid, csv: one, dryRun: true })).status,
    ).toBe(400);
    const csv = csvOf(['fresh@example.test', ...taken]);
    const refused = await expectRefused(
      deps,
      () => guide.request('POST', IMPORT, { eid: cast.event.eid, csv, dryRun: true }),
      429,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).not.toHaveProperty('rows');
    expect(JSON.stringify(refused.body)).not.toContain('example.test');
    // The refusal spent the hour: a file of free addresses is refused before it is read.
    const free = csvOf(['free@example.test']);
    await expectRefused(
      deps,
      () => guide.request('POST', IMPORT, { eid: cast.event.eid, csv: free, dryRun: true }),
      429,
    );
  });

  it('counts a dry run naming participants in no event whom someone else registered, not an import that adds them', async () => {
    const { guide, cast, deps } = await setUp();
    const strangers = await Promise.all(
      addresses(LIMIT + 1, 'stranger').map((email) => storeUnassignedUser(deps.store, { email })),
    );
    const emails = strangers.map((user) => user.email);
    // Told without adding them, four would pass the limit of three: refused, none of them named.
    const refused = await expectRefused(
      deps,
      () => guide.request('POST', IMPORT, { eid: cast.event.eid, csv: csvOf(emails), dryRun: true }),
      429,
    );
    expect(JSON.stringify(refused.body)).not.toContain('stranger');

    // A Guide who imports them outright adds them, as adding each by exact email would: not counted.
    const fresh = await setUp();
    await Promise.all(emails.map((email) => storeUnassignedUser(fresh.deps.store, { email })));
    const imported = await fresh.guide.request('POST', IMPORT, {
      eid: fresh.cast.event.eid,
      csv: csvOf(emails),
    });
    expect(imported.body).toMatchObject({ success: true, added: LIMIT + 1 });
    const after = csvOf(['free@example.test']);
    expect(
      (await fresh.guide.request('POST', IMPORT, { eid: fresh.cast.event.eid, csv: after, dryRun: true }))
        .status,
    ).toBe(200);
  });

  it('counts every row of every file, whatever it answers, and refuses a whole file past the limit', async () => {
    const rows = 5;
    const { guide, otherGuide, cast, deps } = await setUp({ points: rows, durationSeconds: 3600 });
    const check = (emails: readonly string[], dryRun = true) =>
      guide.request('POST', IMPORT, { eid: cast.event.eid, csv: csvOf(emails), dryRun });
    expect((await check(addresses(3, 'new'))).status).toBe(200);
    // Three more would make six: refused whole, with the wait, and counted as nothing.
    const refused = await expectRefused(deps, () => check(addresses(3, 'more')), 429, /spreadsheet rows/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await check(addresses(2, 'last'))).status).toBe(200);
    await expectRefused(deps, () => check(addresses(1, 'one')), 429, /spreadsheet rows/);
    // The limit is the Guide's own.
    const other = await otherGuide.request('POST', IMPORT, {
      eid: cast.otherEvent.eid,
      csv: csvOf(addresses(3, 'other')),
      dryRun: true,
    });
    expect(other.status).toBe(200);
  });

  it('counts no import that wrote its rows, nor a request refused for another reason', async () => {
    const rows = 4;
    const { guide, participant, cast } = await setUp({ points: rows, durationSeconds: 3600 });
    const send = (emails: readonly string[], dryRun: boolean, eid = cast.event.eid) =>
      guide.request('POST', IMPORT, { eid, csv: csvOf(emails), dryRun });
    expect((await send(addresses(4, 'class'), false)).status).toBe(200);
    expect((await send(addresses(4, 'again'), false)).status).toBe(200);
    expect((await send(addresses(4, 'other'), true, cast.otherEvent.eid)).status).toBe(404);
    expect(
      (await participant.request('POST', IMPORT, { eid: cast.event.eid, csv: csvOf(['a@example.test']) }))
        .status,
    ).toBe(403);
    expect((await send(addresses(4, 'next'), true)).status).toBe(200);
    expect((await send(addresses(1, 'past'), true)).status).toBe(429);
  });

  it('counts an import that wrote nothing after it ran, refusing its whole reply past the limit', async () => {
    const rows = 4;
    const { guide, cast, deps } = await setUp({ points: rows, durationSeconds: 3600 });
    // A repeated row makes the import write nothing and answer every row, as a dry run would.
    const failing = (prefix: string) => csvOf([...addresses(2, prefix), `${prefix}0@example.test`]);
    const send = (csv: string) => guide.request('POST', IMPORT, { eid: cast.event.eid, csv });
    expect((await send(failing('first'))).status).toBe(400);
    const refused = await expectRefused(deps, () => send(failing('second')), 429, /spreadsheet rows/);
    expect(refused.body).not.toHaveProperty('rows');
    // Spent for the hour: even an import that would write is refused before it runs.
    await expectRefused(deps, () => send(csvOf(['late@example.test'])), 429, /spreadsheet rows/);
  });

  it('with the real limits, lets a Guide check and import a 300-row class list, and the largest file, yet stops a sweep', async () => {
    const testApp = await createTestApp();
    const { cast } = testApp;
    const { guide } = await testApp.clients();
    const send = (emails: readonly string[], dryRun: boolean) =>
      guide.request('POST', IMPORT, { eid: cast.event.eid, csv: csvOf(emails), dryRun });
    const classList = addresses(300, 'pupil');
    expect((await send(classList, true)).status).toBe(200);
    expect((await send(classList, false)).body).toMatchObject({ success: true, created: 300 });
    const largest = addresses(IMPORT_MAX_ROWS, 'large');
    expect((await send(largest, true)).status).toBe(200);
    expect((await send(largest, false)).body).toMatchObject({ success: true, created: IMPORT_MAX_ROWS });
    // A sweep of dry runs: 6,000 addresses an hour is stopped within IMPORT_ROWS_PER_HOUR.
    let answered = 300 + IMPORT_MAX_ROWS;
    for (let sweep = 0; sweep < 3; sweep += 1) {
      const reply = await send(addresses(IMPORT_MAX_ROWS, `sweep${sweep}-`), true);
      if (reply.status === 429) break;
      answered += IMPORT_MAX_ROWS;
    }
    expect(answered).toBeLessThanOrEqual(IMPORT_ROWS_PER_HOUR);
  });
});
