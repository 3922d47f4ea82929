/**
 * `npm run bench:follow-ups`: issue 39's closing numbers, against real PostgreSQL. An event of
 * BENCH_EVENT_SIZE (300) participants who finished their pre-work, with follow-ups at 30 and 90
 * days: the lifecycle sweep that queues the first point's emails, the same sweep again (nothing
 * left to queue), the second point's, and the event's follow-up report once BENCH_ANSWERED (200)
 * have answered. Each as a ratio to a baseline measured in the same run on the same rows: the
 * sweep of the same event without follow-ups, and the event's dashboard read (`getEvent`) for the
 * report. BENCH_ROUNDS (3) rounds, each on a fresh event; medians. The schema is dropped at the end.
 *
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the PostgreSQL; default the local test database.
 */
import { randomBytes } from 'node:crypto';
import { actorOf, type CalendarDate, getEvent, getFollowUpReport, runLifecycleSweep } from '@vs/domain';
import { createTestDeps, makeEvent, makeResponse, makeUser } from '@vs/domain/testing';
import { openDatabase } from '@vs/persistence';
import { createCryptoSecretTokens, createUuidGenerator } from '@vs/security';
import { DATABASE_URL, dropSchema } from './support/harness.ts';

const EVENT_SIZE = Number(process.env.BENCH_EVENT_SIZE ?? 300);
const ANSWERED = Number(process.env.BENCH_ANSWERED ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const REPORT_RUNS = 10;
const schema = `bench_follow_ups_${randomBytes(4).toString('hex')}`;

const EVENT_DATE = '2026-06-10' as CalendarDate;
const AT_FIRST = '2026-07-10T06:00:00.000Z';
const AT_SECOND = '2026-09-08T06:00:00.000Z';

const db = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: 'unused', schema, poolSize: 8 });
await db.migrate();
const deps = createTestDeps({
  store: db.store,
  ids: createUuidGenerator(),
  tokens: createCryptoSecretTokens(),
});
const median = (xs: number[]): number => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const timed = async <T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> => {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
};

const guide = makeUser({ accessLevel: 1 });
await db.store.users.insert(guide);

/** A fresh event of EVENT_SIZE who finished the pre-work, without follow-up points yet. */
const seedEvent = async () => {
  const people = Array.from({ length: EVENT_SIZE }, () =>
    makeUser({ createdBy: guide.uid, responseCompleted: [true, true, true, true] }),
  );
  const event = makeEvent({
    facilitatorId: guide.uid,
    eventDate: EVENT_DATE,
    // Open past the second point: a closed event is purged after its retention.
    accessClose: '2026-10-01' as CalendarDate,
    sessionAccess: 'Pre-work',
    participants: people.map((p) => p.uid),
    emailsSent: people.map(() => true),
  });
  await db.store.events.insert(event);
  for (const person of people) {
    await db.store.users.insert({ ...person, eventId: event.eid });
    await db.store.responses.save(makeResponse(person.uid, 'prework'));
  }
  return event;
};

const sweepAt = async (at: string) => {
  deps.clock.set(at);
  return timed(() => runLifecycleSweep(deps, { scheduledFor: at }));
};

const runs = {
  baseline: [] as number[],
  first: [] as number[],
  again: [] as number[],
  second: [] as number[],
};
const queued = { first: [] as number[], again: [] as number[], second: [] as number[] };
const report = { baseline: [] as number[], report: [] as number[] };
const actor = actorOf(guide);

try {
  for (let round = 0; round < ROUNDS; round += 1) {
    const event = await seedEvent();
    // The baseline: the same sweep, the same event and people, no follow-up points.
    runs.baseline.push((await sweepAt(AT_FIRST)).ms);
    await db.store.events.update({ ...event, followUpDays: [30, 90] });
    const first = await sweepAt(AT_FIRST);
    runs.first.push(first.ms);
    queued.first.push(first.result.followUpsQueued);
    const again = await sweepAt(AT_FIRST);
    runs.again.push(again.ms);
    queued.again.push(again.result.followUpsQueued);

    // ANSWERED answers to the first point, as a participant's Submit records them.
    deps.clock.set(AT_FIRST);
    const asked = (await db.store.followUps.listForEvent(event.eid)).slice(0, ANSWERED);
    for (const [i, followUp] of asked.entries())
      await db.store.followUps.answer(followUp.id, {
        percentLived: Array.from({ length: 10 }, (_, k) => (i * 7 + k * 13) % 101),
        note: null,
        answeredAt: new Date(AT_FIRST),
      });
    for (let i = 0; i < REPORT_RUNS; i += 1) {
      report.baseline.push((await timed(() => getEvent(deps, actor, { eid: event.eid }))).ms);
      report.report.push((await timed(() => getFollowUpReport(deps, actor, { eid: event.eid }))).ms);
    }

    const second = await sweepAt(AT_SECOND);
    runs.second.push(second.ms);
    queued.second.push(second.result.followUpsQueued);
    // The next round sweeps its own event alone, as this one did.
    await db.store.users.deleteMany(event.participants);
    await db.store.events.delete(event.eid);
  }

  const ms = (x: number) => `${x.toFixed(0)} ms`;
  const ratio = (x: number, base: number) => `${(x / base).toFixed(2)}×`;
  const base = median(runs.baseline);
  console.log(`Follow-ups: an event of ${EVENT_SIZE}, points at 30 and 90 days, ${ROUNDS} rounds (medians)`);
  console.log(`  sweep without follow-ups (baseline): ${ms(base)}`);
  for (const [name, label] of [
    ['first', 'sweep queueing the 30-day point'],
    ['again', 'the same sweep again (nothing left)'],
    ['second', 'sweep queueing the 90-day point'],
  ] as const)
    console.log(
      `  ${label}: ${ms(median(runs[name]))} (${ratio(median(runs[name]), base)}), emails queued ${queued[name].join(' / ')}`,
    );
  const reportBase = median(report.baseline);
  console.log(
    `  follow-up report, ${ANSWERED} answered: ${ms(median(report.report))} (${ratio(median(report.report), reportBase)} the event's dashboard read, ${ms(reportBase)})`,
  );
  console.log(`  emails per second while queueing: ${((EVENT_SIZE * 1000) / median(runs.first)).toFixed(0)}`);
} finally {
  await db.close();
  await dropSchema(schema);
}
