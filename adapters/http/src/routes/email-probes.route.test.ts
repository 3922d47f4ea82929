import { describe, expect, it } from 'vitest';
import { createRateLimits } from '../middleware/rate-limits.ts';
import { expectRefused } from '../testing/probes.ts';
import { createTestApp } from '../testing/test-app.ts';

const LIMIT = 3;

const setUp = async () => {
  const testApp = await createTestApp({
    rateLimits: createRateLimits({ rules: { emailProbesPerUser: { points: LIMIT, durationSeconds: 3600 } } }),
  });
  return { ...testApp, ...(await testApp.clients()) };
};

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
});
