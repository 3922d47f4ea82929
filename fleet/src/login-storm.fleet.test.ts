import { createHttpClient } from '@vs/api/testing';
import { describe, expect, it } from 'vitest';
import { percentile } from './percentile.ts';
import { seedParticipants } from './seed.ts';
import { useFleet } from './use-fleet.ts';

/** A room of people told "log in now": all of them within this window, from one office address. */
const PARTICIPANTS = 300;
const WINDOW_MS = 30_000;
const OFFICE_ADDRESS = '203.0.113.7';
const PASSWORD = 'Storm1234x';

describe('a login storm through nginx', () => {
  const fleet = useFleet();

  let seeded: Awaited<ReturnType<typeof seedParticipants>>;

  it(`lets ${PARTICIPANTS} participants behind one address all log in within two minutes`, async () => {
    seeded = await seedParticipants(fleet().database, {
      count: PARTICIPANTS,
      password: PASSWORD,
      sessionAccess: 'Pre-work',
    });
    const { participants } = seeded;
    const started = performance.now();
    // Open loop: each login leaves at its time whatever the earlier ones do; its latency counts
    // from that time, so a queue in front of the APIs shows.
    const results = await Promise.all(
      participants.map(async ({ email }, i) => {
        const due = started + (i * WINDOW_MS) / PARTICIPANTS;
        await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
        // The office's client sends its own X-Forwarded-For; nginx appends the peer.
        const client = createHttpClient(fleet().url, { 'x-forwarded-for': OFFICE_ADDRESS });
        const reply = await client.request('POST', '/api/auth/login', { email, password: PASSWORD });
        return {
          succeeded: reply.status === 200 && reply.body.success === true && client.cookie !== '',
          status: reply.status,
          ms: performance.now() - due,
        };
      }),
    );
    const elapsedMs = performance.now() - started;
    const succeeded = results.filter((result) => result.succeeded).length;
    const statuses = Object.groupBy(results, (result) => String(result.status));
    const latencies = results.map((result) => result.ms);
    const [p50, p99] = [percentile(latencies, 0.5), percentile(latencies, 0.99)];
    console.log(
      `login storm: ${succeeded}/${PARTICIPANTS} logins succeeded in ${(elapsedMs / 1000).toFixed(1)} s ` +
        `from ${OFFICE_ADDRESS}; p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms; statuses ${JSON.stringify(
          Object.fromEntries(Object.entries(statuses).map(([status, list]) => [status, list?.length])),
        )}`,
    );
    expect(succeeded).toBe(PARTICIPANTS);
    expect(elapsedMs).toBeLessThan(120_000);
  });

  it("counts the address nginx forwarded, not nginx's: a block at the office leaves others free", async () => {
    const email = seeded.participants[0]?.email;
    const office = createHttpClient(fleet().url, { 'x-forwarded-for': OFFICE_ADDRESS });
    const elsewhere = createHttpClient(fleet().url, { 'x-forwarded-for': '198.51.100.20' });
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await office.request('POST', '/api/auth/login', { email, password: 'Wrong1234x' })).status,
      ).toBe(401);
    }
    expect((await office.request('POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(429);
    expect(
      (await elsewhere.request('POST', '/api/auth/login', { email, password: PASSWORD })).body,
    ).toMatchObject({
      success: true,
    });
  });
});
