import { setTimeout as sleep } from 'node:timers/promises';
import pLimit from 'p-limit';
import { clientNetwork } from './client-network.ts';
import { createRateCounter, type RateCounter, type RateLimitRule } from './rate-counter.ts';

export type { RateLimitRule } from './rate-counter.ts';

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

/**
 * The sign-in limits (docs/decisions.md, "Rate limits that fit real networks"). Logins count
 * failed passwords only; reset emails count requests.
 */
export const RATE_LIMIT_RULES = {
  /** Wrong passwords for one account from one client: the 11th attempt is refused. */
  loginFailuresPerAccountClient: { points: 10, durationSeconds: FIFTEEN_MINUTES },
  /** Wrong passwords from one client, any account: a room of 300 behind one address stays far below. */
  loginFailuresPerClient: { points: 300, durationSeconds: FIFTEEN_MINUTES },
  /** Wrong passwords for one account from anywhere: past this, its logins are slowed, never refused. */
  loginFailuresPerAccount: { points: 50, durationSeconds: FIFTEEN_MINUTES },
  /** Reset emails asked for one account from one client. */
  resetPerAccountClient: { points: 3, durationSeconds: ONE_HOUR },
  /** Reset emails for one account from anywhere: bounds the mails one mailbox receives. */
  resetPerAccount: { points: 10, durationSeconds: ONE_HOUR },
  /** Reset emails asked from one client, any account (known or not). */
  resetPerClient: { points: 60, durationSeconds: ONE_HOUR },
  /**
   * Answers about an email address to one signed-in Guide or participant: "this email is taken"
   * (registering someone, changing an email) tells that an address has an account, "no participant
   * without an event has this email" (adding one by email) that it names no free participant.
   * Past this, such calls wait.
   */
  emailProbesPerUser: { points: 20, durationSeconds: ONE_HOUR },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMIT_RULES;

/** How long a login waits while its account is past `loginFailuresPerAccount`. */
export const SLOW_DOWN_MS = 2_000;

/** Who is asking: the account's email and the client address (counted by its network, see clientNetwork). */
export interface SignInAttempt {
  readonly account: string;
  readonly client: string;
}

export interface RateLimits {
  /**
   * Runs one password check under the login limits. Logins wait in a line, `loginsAtOnce` at a
   * time, and are counted only when their turn comes: a room behind one address whose logins queue
   * behind the password hashing is never refused for logins still waiting. At its turn, a login is
   * refused (429 DomainError with the wait) before `check` runs when this client has too many wrong
   * passwords for this account or overall; it waits `SLOW_DOWN_MS` first (before the line) when
   * the account has too many from everywhere. A rejection of `check` that `isFailure` accepts
   * counts as a wrong password; a result clears this client's wrong passwords for this account.
   */
  login<T>(
    attempt: SignInAttempt,
    check: () => Promise<T>,
    isFailure: (error: unknown) => boolean,
  ): Promise<T>;
  /** Counts one reset-email request; refuses it (429 DomainError with the wait) past any of its limits. */
  requestReset(attempt: SignInAttempt): Promise<void>;
  /**
   * Runs a call that may answer something about an email address, for the user `uid`. Refuses it
   * (429) before it runs once the user has had `emailProbesPerUser` such answers; a rejection that
   * `isProbe` accepts counts as one.
   */
  emailProbe<T>(uid: string, change: () => Promise<T>, isProbe: (error: unknown) => boolean): Promise<T>;
  /**
   * As emailProbe, for a call that answers for many addresses at once (a spreadsheet import): its
   * result counts as `probesIn(result)` answers.
   */
  emailProbesIn<T>(uid: string, change: () => Promise<T>, probesIn: (result: T) => number): Promise<T>;
}

export interface RateLimitOptions {
  /** An ioredis client: counters shared by every API replica. In-memory when absent. */
  readonly redis?: unknown;
  readonly rules?: Partial<Record<RateLimitName, RateLimitRule>>;
  readonly prefix?: string;
  /**
   * Logins checked at once by this process; the rest wait in line, uncounted. The API passes the
   * password hasher's bound (the composition's `hashConcurrency`), so a login counted is a login
   * being hashed: parallel guesses still cannot slip past a limit, by more than this number per
   * replica. Default 1.
   */
  readonly loginsAtOnce?: number;
  /** Replaces `SLOW_DOWN_MS` (tests). */
  readonly slowDownMs?: number;
}

const normalAccount = (email: string) => email.trim().toLowerCase();
/** A client network never contains a space, so the pair key splits unambiguously at its first. */
const pairKey = ({ account, client }: SignInAttempt) => `${clientNetwork(client)} ${normalAccount(account)}`;

export const createRateLimits = (options: RateLimitOptions = {}): RateLimits => {
  const counter = (name: RateLimitName): RateCounter =>
    createRateCounter({
      rule: options.rules?.[name] ?? RATE_LIMIT_RULES[name],
      keyPrefix: `${options.prefix ?? 'vs'}:rl:${name}`,
      redis: options.redis,
    });
  const loginPair = counter('loginFailuresPerAccountClient');
  const loginClient = counter('loginFailuresPerClient');
  const loginAccount = counter('loginFailuresPerAccount');
  const loginAccountCeiling = (
    options.rules?.loginFailuresPerAccount ?? RATE_LIMIT_RULES.loginFailuresPerAccount
  ).points;
  const resetPair = counter('resetPerAccountClient');
  const resetAccount = counter('resetPerAccount');
  const resetClient = counter('resetPerClient');
  const emailProbes = counter('emailProbesPerUser');
  const emailProbesLimit = (options.rules?.emailProbesPerUser ?? RATE_LIMIT_RULES.emailProbesPerUser).points;
  const slowDownMs = options.slowDownMs ?? SLOW_DOWN_MS;
  const loginLine = pLimit(options.loginsAtOnce ?? 1);

  // Checked, not counted, before a change: a Guide registering a room in parallel is never
  // refused. Past the limit, consuming refuses with the wait.
  const refuseProbesPastLimit = async (uid: string): Promise<void> => {
    if ((await emailProbes.count(uid)) >= emailProbesLimit) await emailProbes.consume(uid);
  };

  return {
    login: async (attempt, check, isFailure) => {
      const pair = pairKey(attempt);
      const client = clientNetwork(attempt.client);
      const account = normalAccount(attempt.account);
      if ((await loginAccount.count(account)) >= loginAccountCeiling) await sleep(slowDownMs);
      return loginLine(async () => {
        // Counted before the check, so parallel guesses cannot slip past the limit; a blocked
        // pair or client costs no password hashing. Anything but a wrong password is refunded.
        await loginPair.consume(pair);
        try {
          await loginClient.consume(client);
        } catch (error) {
          await loginPair.refund(pair);
          throw error;
        }
        const result = await check().catch(async (error: unknown) => {
          if (isFailure(error)) await loginAccount.add(account);
          else await Promise.all([loginPair.refund(pair), loginClient.refund(client)]);
          throw error;
        });
        await Promise.all([loginPair.clear(pair), loginClient.refund(client)]);
        return result;
      });
    },
    requestReset: async (attempt) => {
      await resetClient.consume(clientNetwork(attempt.client));
      await resetPair.consume(pairKey(attempt));
      await resetAccount.consume(normalAccount(attempt.account));
    },
    emailProbe: async (uid, change, isProbe) => {
      await refuseProbesPastLimit(uid);
      return change().catch(async (error: unknown) => {
        if (isProbe(error)) await emailProbes.add(uid);
        throw error;
      });
    },
    emailProbesIn: async (uid, change, probesIn) => {
      await refuseProbesPastLimit(uid);
      const result = await change();
      const probes = probesIn(result);
      if (probes > 0) await emailProbes.add(uid, probes);
      return result;
    },
  };
};
