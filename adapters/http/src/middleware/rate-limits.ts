import { setTimeout as sleep } from 'node:timers/promises';
import { DomainError, defineMessage } from '@vs/domain';
import pLimit from 'p-limit';
import { clientNetwork } from './client-network.ts';
import { createRateCounter, type RateCounter, type RateLimitRule } from './rate-counter.ts';

export type { RateLimitRule } from './rate-counter.ts';

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;
/** See `importRowsPerUser`. */
export const IMPORT_ROWS_PER_HOUR = 2_500;

/** A refused import's message: the rows, not the attempts, are what was counted. */
export const IMPORT_ROWS_REFUSED_MESSAGE = defineMessage({
  id: 'error.import.tooManyRows',
  defaultMessage:
    'Too many spreadsheet rows checked this hour: please wait before importing or checking another file.',
});

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
  /**
   * Spreadsheet rows (addresses) one signed-in Guide may have answered by imports, whatever each row
   * says: a dry run's, and an import's that wrote nothing. An import that writes its rows is not
   * counted. The largest file (IMPORT_MAX_ROWS, 2,000) passes its dry run and then its import; a
   * 300-row class list can be checked eight times an hour; a sweep gets at most this many addresses
   * an hour, not 6,000.
   */
  importRowsPerUser: { points: IMPORT_ROWS_PER_HOUR, durationSeconds: ONE_HOUR },
  /** SSO starts and callbacks from one client, each counted (a sign-in is two): a room of Guides stays below. */
  ssoPerClient: { points: 600, durationSeconds: FIFTEEN_MINUTES },
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
  /** Logins in the line now, running or waiting their turn (`vs_logins_in_line`). */
  loginsInLine(): number;
  /** Counts one reset-email request; refuses it (429 DomainError with the wait) past any of its limits. */
  requestReset(attempt: SignInAttempt): Promise<void>;
  /** Counts one SSO start or callback from the client; refuses it (429 DomainError) past `ssoPerClient`. */
  ssoStep(client: string): Promise<void>;
  /**
   * Runs a call that may answer something about an email address, for the user `uid`. Refuses it
   * (429) before it runs once the user has had `emailProbesPerUser` such answers; a rejection that
   * `isProbe` accepts counts as one.
   */
  emailProbe<T>(uid: string, change: () => Promise<T>, isProbe: (error: unknown) => boolean): Promise<T>;
  /**
   * Runs a spreadsheet import of `rows` addresses for the user `uid`; what it answers is counted
   * before the reply leaves. Refused (429) before it runs when the user's email-probe answers or
   * import rows are spent. A dry run's rows are counted before it runs, all at once: a file that
   * would pass `importRowsPerUser` is refused whole and counts nothing. An import that wrote its
   * rows (as `outcome` says) is not counted: its answer is the write, as an add by exact email that
   * succeeds is never counted; one that wrote nothing is counted after it ran, and when that passes
   * the limit its reply is refused whole and the rows stay spent for the rest of the hour. Then the
   * result's `probes` (answers about accounts beyond the user's scope) are counted under
   * `emailProbesPerUser` in the same way. A call that throws counts nothing.
   */
  importRows<T>(
    uid: string,
    rows: number,
    dryRun: boolean,
    run: () => Promise<T>,
    outcome: (result: T) => ImportOutcome,
  ): Promise<T>;
}

/** What an import's result says to its limits. */
export interface ImportOutcome {
  readonly written: boolean;
  readonly probes: number;
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
  /** How a slowed-down login waits `ms`: a timer by default; tests hold it and let it go. */
  readonly pause?: (ms: number) => Promise<unknown>;
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
  const ssoClient = counter('ssoPerClient');
  const emailProbes = counter('emailProbesPerUser');
  const emailProbesLimit = (options.rules?.emailProbesPerUser ?? RATE_LIMIT_RULES.emailProbesPerUser).points;
  const importRows = counter('importRowsPerUser');
  const importRowsLimit = (options.rules?.importRowsPerUser ?? RATE_LIMIT_RULES.importRowsPerUser).points;
  const consumeRows = (uid: string, rows: number): Promise<void> =>
    importRows.consume(uid, rows).catch((error: unknown) => {
      throw error instanceof DomainError && error.kind === 'rate-limited'
        ? new DomainError(
            'rate-limited',
            'IMPORT.TOO_MANY_ROWS',
            IMPORT_ROWS_REFUSED_MESSAGE,
            error.retryAfterSeconds,
          )
        : error;
    });
  const slowDownMs = options.slowDownMs ?? SLOW_DOWN_MS;
  const pause = options.pause ?? sleep;
  const loginLine = pLimit(options.loginsAtOnce ?? 1);

  // Checked, not counted, before a change: a Guide registering a room in parallel is never
  // refused. Past the limit, consuming refuses with the wait.
  const refuseProbesPastLimit = async (uid: string): Promise<void> => {
    if ((await emailProbes.count(uid)) >= emailProbesLimit) await emailProbes.consume(uid);
  };

  return {
    loginsInLine: () => loginLine.activeCount + loginLine.pendingCount,
    login: async (attempt, check, isFailure) => {
      const pair = pairKey(attempt);
      const client = clientNetwork(attempt.client);
      const account = normalAccount(attempt.account);
      if ((await loginAccount.count(account)) >= loginAccountCeiling) await pause(slowDownMs);
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
    ssoStep: (client) => ssoClient.consume(clientNetwork(client)),
    emailProbe: async (uid, change, isProbe) => {
      await refuseProbesPastLimit(uid);
      return change().catch(async (error: unknown) => {
        if (isProbe(error)) await emailProbes.add(uid);
        throw error;
      });
    },
    importRows: async (uid, rows, dryRun, run, outcome) => {
      await refuseProbesPastLimit(uid);
      if ((await importRows.count(uid)) >= importRowsLimit) await consumeRows(uid, 1);
      // A dry run never writes: counted before it runs, so its refusal says nothing about its rows.
      if (dryRun)
        await consumeRows(uid, rows).catch(async (error: unknown) => {
          await importRows.refund(uid, rows);
          throw error;
        });
      const result = await run().catch(async (error: unknown) => {
        if (dryRun) await importRows.refund(uid, rows);
        throw error;
      });
      const { written, probes } = outcome(result);
      // Counted before answering; a refusal leaves them counted, so the hour stays spent and the
      // refusal itself is the last thing this hour's imports tell.
      if (!dryRun && !written) await consumeRows(uid, rows);
      if (probes > 0) await emailProbes.consume(uid, probes);
      return result;
    },
  };
};
