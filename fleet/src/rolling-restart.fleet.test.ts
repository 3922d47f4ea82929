import { createHttpClient } from '@vs/api/testing';
import { describe, expect, it } from 'vitest';
import { savedVersion, startSaveLoad } from './save-load.ts';
import { seedParticipants } from './seed.ts';
import { useFleet } from './use-fleet.ts';

/** A live session under way: every participant saving every ~200 ms. */
const PARTICIPANTS = 20;
const SAVE_INTERVAL_MS = 200;
const PASSWORD = 'Rolling1234x';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a rolling restart of the API replicas behind nginx', () => {
  const fleet = useFleet();

  it('loses no request and no acknowledged save while each replica in turn stops and starts', async () => {
    const { participants } = await seedParticipants(fleet().database, {
      count: PARTICIPANTS,
      password: PASSWORD,
      sessionAccess: 'Live',
    });
    const clients = participants.map(() => createHttpClient(fleet().url));
    for (const [i, { email }] of participants.entries()) {
      const login = await clients[i]?.request('POST', '/api/auth/login', { email, password: PASSWORD });
      expect(login?.body).toMatchObject({ success: true });
    }

    const load = startSaveLoad(clients, SAVE_INTERVAL_MS);
    await sleep(2000);
    const exitCodes: (number | string)[] = [];
    for (const replica of [0, 1]) {
      exitCodes.push(await fleet().restartApi(replica));
      await sleep(1000);
    }
    await sleep(1000);
    const result = await load.stop();

    const readBack = await Promise.all(
      clients.map(async (client) => {
        const reply = await client.request('GET', '/api/response/participant?prework=false');
        return savedVersion(reply.body.descriptions);
      }),
    );
    const lost = readBack.filter((version, i) => version !== result.lastAcknowledged[i]).length;
    const retried = (await fleet().proxy.accessLog())
      .split('\n')
      .filter((line) => /upstream=\S+, /.test(line)).length;
    console.log(
      `rolling restart: ${result.sent} requests sent, ${result.failed} failed, ${lost} saves lost; ` +
        `${retried} retried by nginx on the other replica; replicas exited with ${exitCodes.join(', ')}`,
    );
    expect(exitCodes).toEqual([0, 0]);
    expect(result.failures).toEqual([]);
    expect(readBack).toEqual(result.lastAcknowledged);
    expect(result.sent).toBeGreaterThan(PARTICIPANTS * 10);
  });
});
