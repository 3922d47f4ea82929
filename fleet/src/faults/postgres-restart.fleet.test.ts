import { createHttpClient } from '@vs/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaveFailure, type SaveLoadResult, savedVersion, startSaveLoad } from '../save-load.ts';
import { seedParticipants } from '../seed.ts';
import { useFleet } from '../use-fleet.ts';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres.ts';
import { type PrivateRedis, startPrivateRedis } from './private-redis.ts';

/** Participants saving live every ~200 ms through both restarts. */
const STEADY = 6;
/** Per restart, participants whose saves stop as it begins: their last acknowledged save straddles it. */
const CUT = 3;
const SAVE_INTERVAL_MS = 200;
/** After PostgreSQL is back, a save may still fail this long (a busy machine): later ones must not. */
const GRACE_MS = 3000;
const MODES = ['fast', 'immediate'] as const;
const PASSWORD = 'Outage1234x';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Outage {
  readonly mode: (typeof MODES)[number];
  /** When the restart was asked for, and when `pg_ctl` reported the server up again (epoch ms). */
  readonly startedAt: number;
  readonly backAt: number;
}

/** Log lines of pino's JSON output carrying the message `message`. */
const linesSaying = (output: string, message: string): number =>
  output.split('\n').filter((line) => line.includes(`"msg":"${message}"`)).length;

const during = (outage: Outage, failure: SaveFailure): boolean =>
  failure.answeredAt >= outage.startedAt && failure.answeredAt <= outage.backAt + GRACE_MS;

describe('PostgreSQL restarting under a live session', () => {
  let postgres: PrivatePostgres | undefined;
  let redis: PrivateRedis | undefined;
  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis()]);
  });
  afterAll(async () => {
    await Promise.all([postgres?.close(), redis?.close()]);
  });
  const fleet = useFleet(() => {
    if (!postgres || !redis) throw new Error('the private services did not start');
    return {
      apiReplicas: 1,
      services: { databaseUrl: postgres.url, redisUrl: redis.url },
      workerQueues: ['email,lifecycle'],
      // Info, so the "reachable again" lines show (the access log comes along).
      env: { LOG_LEVEL: 'info' },
    };
  });

  it('answers 503 with Retry-After while it is down, loses no acknowledged save and logs each outage once', async () => {
    const server = postgres as PrivatePostgres;
    const { participants } = await seedParticipants(fleet().database, {
      count: STEADY + MODES.length * CUT,
      password: PASSWORD,
      sessionAccess: 'Live',
    });
    const clients = participants.map(() => createHttpClient(fleet().url));
    for (const [i, { email }] of participants.entries()) {
      const login = await clients[i]?.request('POST', '/api/auth/login', { email, password: PASSWORD });
      expect(login?.body).toMatchObject({ success: true });
    }

    const steady = startSaveLoad(clients.slice(0, STEADY), SAVE_INTERVAL_MS);
    const cut = MODES.map((_, i) =>
      startSaveLoad(clients.slice(STEADY + i * CUT, STEADY + (i + 1) * CUT), SAVE_INTERVAL_MS),
    );
    await sleep(2000);
    const outages: Outage[] = [];
    const cutResults: SaveLoadResult[] = [];
    for (const [i, mode] of MODES.entries()) {
      const startedAt = Date.now();
      const [, stopped] = await Promise.all([server.restart(mode), cut[i]?.stop()]);
      outages.push({ mode, startedAt, backAt: Date.now() });
      cutResults.push(stopped as SaveLoadResult);
      await sleep(GRACE_MS + 2000);
    }
    const results = [await steady.stop(), ...cutResults];

    const stored = await Promise.all(
      clients.map(async (client) => {
        const reply = await client.request('GET', '/api/response/participant?prework=false');
        return savedVersion(reply.body.descriptions);
      }),
    );
    const acknowledged = results.flatMap((result) => result.lastAcknowledged);
    const failures = results.flatMap((result) => result.failures);
    const acknowledgedAt = results.flatMap((result) => result.acknowledgedAt).sort((a, b) => a - b);
    const sent = results.reduce((sum, result) => sum + result.sent, 0);
    const lost = stored.filter((version, i) => version !== acknowledged[i]).length;
    const recoveries = outages.map((outage) => {
      const inside = failures.filter((failure) => during(outage, failure));
      const lastFailure = Math.max(outage.startedAt, ...inside.map((failure) => failure.answeredAt));
      const recoveredAt = acknowledgedAt.find((at) => at > lastFailure) ?? Number.NaN;
      return { outage, failures: inside.length, recoveryMs: recoveredAt - outage.startedAt };
    });
    const apiOutput = fleet().api(0).output();
    console.log(
      `postgres restarts: ${sent} saves sent, ${sent - failures.length} acknowledged, ` +
        `${failures.filter((failure) => failure.status === 503).length} answered 503, ` +
        `${failures.filter((failure) => failure.status !== 503).length} other failures, ${lost} lost; ` +
        recoveries
          .map(
            ({ outage, failures: count, recoveryMs }) =>
              `${outage.mode}: server back after ${outage.backAt - outage.startedAt} ms, ` +
              `saves acknowledged again after ${recoveryMs} ms (${count} refused)`,
          )
          .join('; '),
    );

    expect(stored).toEqual(acknowledged);
    // Every refusal is a 503 with a Retry-After of whole seconds, answered while PostgreSQL was away.
    expect(
      failures.filter((failure) => failure.status !== 503 || !/^\d+$/.test(failure.retryAfter ?? '')),
    ).toEqual([]);
    expect(failures.filter((failure) => !outages.some((outage) => during(outage, failure)))).toEqual([]);
    for (const { failures: count, recoveryMs } of recoveries) {
      expect(count).toBeGreaterThan(0);
      expect(recoveryMs).toBeLessThan(30_000);
    }
    // One warning and one "back" line per outage; no stack trace per request.
    expect(linesSaying(apiOutput, 'database unavailable')).toBe(MODES.length);
    expect(linesSaying(apiOutput, 'database reachable again')).toBe(MODES.length);
    expect(linesSaying(apiOutput, 'unhandled error')).toBe(0);
    expect(fleet().logs()).not.toContain('[ioredis]');
    // Both processes serve again.
    expect((await fetch(`${fleet().api(0).url}/readyz`)).status).toBe(200);
    await fleet().workers('email,lifecycle')[0]?.ready(10_000);
  });
});
