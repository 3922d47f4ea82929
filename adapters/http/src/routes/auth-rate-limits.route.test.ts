import type { User } from '@vs/domain';
import { makeUser, outboxJobs } from '@vs/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { createRateLimits, RATE_LIMIT_RULES, type RateLimitOptions } from '../middleware/rate-limits.ts';
import { SESSION_COOKIE } from '../middleware/session.ts';
import { expectRefused } from '../testing/probes.ts';
import { recordingLogger } from '../testing/recording-logger.ts';
import { createTestApp, type TestClient, type TestResponse } from '../testing/test-app.ts';
import { testRedisUrl, useTestRedis } from '../testing/test-redis.ts';

const redisUrl = testRedisUrl();

const PASSWORD = 'Passw0rd!';
const WRONG = 'Wrong-passw0rd';
const A = '198.51.100.7';
const B = '203.0.113.20';

const login = (client: TestClient, user: User, password: string) =>
  client.request('POST', '/api/auth/login', { email: user.email, password });

const askReset = (client: TestClient, user: User) =>
  client.request('POST', '/api/auth/reset_password_email', { email: user.email });

/** A 429 telling the client when to come back: a whole, positive number of seconds within the window. */
const expectRetryAfter = (response: TestResponse, windowSeconds: number): void => {
  expect(response.status).toBe(429);
  expect(response.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  const header = response.headers.get('retry-after') ?? '';
  expect(header).toMatch(/^[1-9]\d*$/);
  expect(Number(header)).toBeLessThanOrEqual(windowSeconds);
};

const LOGIN_WINDOW = RATE_LIMIT_RULES.loginFailuresPerAccountClient.durationSeconds;
const RESET_WINDOW = RATE_LIMIT_RULES.resetPerAccountClient.durationSeconds;

/** The outcomes the sign-in limits must give, whatever keeps the counters. */
const describeOutcomes = (name: string, store: () => RateLimitOptions) => {
  const appWith = async (options: Omit<RateLimitOptions, 'redis' | 'prefix'> = {}) => {
    const testApp = await createTestApp({ rateLimits: createRateLimits({ ...store(), ...options }) });
    const stranger = testApp.anonymous.from(A);
    return { ...testApp, stranger, user: testApp.cast.participant };
  };

  describe(`sign-in limits (${name})`, () => {
    it('lets 300 participants behind one address log in, a third of them after a typo', async () => {
      const { anonymous, deps } = await appWith();
      const room = anonymous.from(A);
      const participants = Array.from({ length: 300 }, (_, i) =>
        makeUser({ email: `participant-${i}@example.test`, accessLevel: 0 }),
      );
      for (const participant of participants) await deps.store.users.insert(participant);
      const statuses: number[] = [];
      for (const [i, participant] of participants.entries()) {
        if (i % 3 === 0) expect((await login(room, participant, WRONG)).status).toBe(401);
        statuses.push((await login(room, participant, PASSWORD)).status);
      }
      expect(statuses).toEqual(participants.map(() => 200));
    });

    it('lets the right password from another address in at once after 20 wrong ones from one address', async () => {
      const pauses: number[] = [];
      const { anonymous, stranger, user } = await appWith({
        pause: async (ms) => {
          pauses.push(ms);
        },
      });
      const statuses: number[] = [];
      for (let i = 0; i < 20; i += 1) statuses.push((await login(stranger, user, WRONG)).status);
      expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
      const response = await login(anonymous.from(B), user, PASSWORD);
      expect(response.body).toMatchObject({ success: true, message: 'Logged in' });
      // At once: no login was slowed down.
      expect(pauses).toEqual([]);
    });

    it('refuses the 11th wrong password for one account from one address, and then its right one, without checking it', async () => {
      const { deps, stranger, user } = await appWith();
      for (let i = 0; i < 10; i += 1) expect((await login(stranger, user, WRONG)).status).toBe(401);
      const verify = vi.spyOn(deps.passwords, 'verify');
      const eleventh = await expectRefused(deps, () => login(stranger, user, WRONG), 429);
      expectRetryAfter(eleventh, LOGIN_WINDOW);
      const right = await expectRefused(deps, () => login(stranger, user, PASSWORD), 429);
      expectRetryAfter(right, LOGIN_WINDOW);
      expect(right.headers.get('set-cookie')).toBeNull();
      expect(verify).not.toHaveBeenCalled();
    });

    it('counts the addresses of one IPv6 /64 as one client, so stepping through them gains nothing', async () => {
      const { anonymous, user } = await appWith();
      const statuses: number[] = [];
      for (let i = 1; i <= 11; i += 1)
        statuses.push((await login(anonymous.from(`2001:db8:1:2::${i.toString(16)}`), user, WRONG)).status);
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
      expect((await login(anonymous.from('2001:db8:1:3::1'), user, PASSWORD)).status).toBe(200);
    });

    it('stops one address trying wrong passwords across many accounts, and only that address', async () => {
      const { anonymous, cast, deps, stranger } = await appWith({
        rules: { loginFailuresPerClient: { points: 3, durationSeconds: 600 } },
      });
      for (const user of [cast.admin, cast.guide, cast.otherGuide])
        expect((await login(stranger, user, WRONG)).status).toBe(401);
      const refused = await expectRefused(deps, () => login(stranger, cast.participant, WRONG), 429);
      expectRetryAfter(refused, 600);
      expectRetryAfter(await login(stranger, cast.participant, PASSWORD), 600);
      expect((await login(anonymous.from(B), cast.participant, PASSWORD)).status).toBe(200);
    });

    it("clears an account's wrong passwords from an address when the right one comes from there", async () => {
      const { stranger, user } = await appWith();
      for (let i = 0; i < 9; i += 1) expect((await login(stranger, user, WRONG)).status).toBe(401);
      expect((await login(stranger, user, PASSWORD)).status).toBe(200);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await login(stranger, user, WRONG)).status);
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
    });

    it('never counts right passwords against the address', async () => {
      const { stranger, user } = await appWith({
        rules: { loginFailuresPerClient: { points: 2, durationSeconds: 600 } },
      });
      for (let i = 0; i < 5; i += 1) expect((await login(stranger, user, PASSWORD)).status).toBe(200);
      expect((await login(stranger, user, WRONG)).status).toBe(401);
      expect((await login(stranger, user, WRONG)).status).toBe(401);
      expect((await login(stranger, user, PASSWORD)).status).toBe(429);
    });

    it("slows an account's logins down once it has too many wrong passwords from everywhere, still letting the right one in", async () => {
      const slowDownMs = 150;
      // The slow-down's pause is the test's: it ends when the test says so.
      const pauses: number[] = [];
      let wake = () => {};
      const { anonymous, user } = await appWith({
        rules: { loginFailuresPerAccount: { points: 3, durationSeconds: 600 } },
        slowDownMs,
        pause: (ms) => {
          pauses.push(ms);
          return new Promise<void>((resolve) => {
            wake = resolve;
          });
        },
      });
      for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3'])
        expect((await login(anonymous.from(address), user, WRONG)).status).toBe(401);
      expect(pauses).toEqual([]);
      let answered = false;
      const right = login(anonymous.from(B), user, PASSWORD).then((response) => {
        answered = true;
        return response;
      });
      await vi.waitFor(() => expect(pauses).toEqual([slowDownMs]));
      expect(answered).toBe(false);
      wake();
      expect((await right).status).toBe(200);
    });

    it('sends a stranger at most 3 reset emails an hour for one account, without blocking the user elsewhere', async () => {
      const { anonymous, deps, stranger, user } = await appWith();
      for (let i = 0; i < 3; i += 1) expect((await askReset(stranger, user)).status).toBe(200);
      expectRetryAfter(await expectRefused(deps, () => askReset(stranger, user), 429), RESET_WINDOW);
      expect((await askReset(anonymous.from(B), user)).status).toBe(200);
      expect(await outboxJobs(deps.store)).toHaveLength(4);
    });

    it('sends one account at most 10 reset emails an hour from everywhere', async () => {
      const { anonymous, deps, user, cast } = await appWith();
      const addresses = ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'];
      const statuses: number[] = [];
      for (const address of addresses)
        for (let i = 0; i < 3; i += 1) statuses.push((await askReset(anonymous.from(address), user)).status);
      expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
      expectRetryAfter(await askReset(anonymous.from(B), user), RESET_WINDOW);
      expect((await askReset(anonymous.from(B), cast.guide)).status).toBe(200);
      expect(await outboxJobs(deps.store)).toHaveLength(11);
    });

    it('stops one address asking reset emails across many accounts, unknown ones included', async () => {
      const { anonymous, cast, deps, stranger } = await appWith({
        rules: { resetPerClient: { points: 2, durationSeconds: 600 } },
      });
      expect((await askReset(stranger, cast.guide)).status).toBe(200);
      expect((await askReset(stranger, makeUser({ email: 'nobody@example.test' }))).status).toBe(404);
      expectRetryAfter(await expectRefused(deps, () => askReset(stranger, cast.admin), 429), 600);
      expect((await askReset(anonymous.from(B), cast.admin)).status).toBe(200);
    });
  });
};

describeOutcomes('in memory', () => ({}));

if (redisUrl) {
  describe('with Redis', () => {
    const redis = useTestRedis(redisUrl);
    describeOutcomes('Redis', () => ({ redis: redis.connect(), prefix: redis.prefix() }));
  });
}

describe('the login audit', () => {
  it('logs each outcome once with the uid when known and the client address, never a secret', async () => {
    const { logger, lines } = recordingLogger();
    const { anonymous, cast } = await createTestApp({
      logger,
      rateLimits: createRateLimits({
        rules: { loginFailuresPerAccountClient: { points: 1, durationSeconds: 60 } },
      }),
    });
    const from = anonymous.from(A);
    const success = await login(from, cast.guide, PASSWORD);
    await login(from, cast.participant, WRONG);
    await login(from, makeUser({ email: 'nobody@example.test' }), WRONG);
    await login(from, cast.participant, PASSWORD);
    const audits = lines
      .filter((line) => line.fields.audit === 'login')
      .map(({ level, message, fields: { audit, outcome, uid, client, requestId } }) => ({
        level,
        message,
        fields: { audit, outcome, uid, client },
        requestId,
      }));
    expect(audits).toEqual([
      {
        level: 'info',
        message: 'login succeeded',
        fields: { audit: 'login', outcome: 'success', uid: cast.guide.uid, client: A },
        requestId: expect.any(String),
      },
      {
        level: 'info',
        message: 'login failed',
        fields: { audit: 'login', outcome: 'failure', uid: cast.participant.uid, client: A },
        requestId: expect.any(String),
      },
      {
        level: 'info',
        message: 'login failed',
        fields: { audit: 'login', outcome: 'failure', uid: undefined, client: A },
        requestId: expect.any(String),
      },
      {
        level: 'warn',
        message: 'login refused by a rate limit',
        fields: { audit: 'login', outcome: 'blocked', uid: cast.participant.uid, client: A },
        requestId: expect.any(String),
      },
    ]);
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    const logged = JSON.stringify(lines);
    const sessionId =
      new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(success.headers.get('set-cookie') ?? '')?.[1] ??
      'no session';
    for (const secret of [PASSWORD, WRONG, sessionId, cast.guide.email]) expect(logged).not.toContain(secret);
  });
});
