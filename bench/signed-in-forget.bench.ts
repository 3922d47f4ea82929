/**
 * How long after a logout on one API replica another replica stops serving the session it kept
 * (signed-in-cache.ts; the bound: 1 s), on real PostgreSQL: two databases opened like two
 * API processes, one keeping look-ups. Each round signs a participant in, waits until the keeping
 * replica serves the look-up from memory (a look-up well under a round trip), logs out on the
 * other replica and polls until the keeping one finds no session.
 *
 * `npm run bench:forget` (BENCH_ROUNDS, default 200). Not part of `npm test`.
 */
import { randomBytes } from 'node:crypto';
import { seedCast } from '@vs/domain/testing';
import { openDatabase } from '@vs/persistence';
import { DATABASE_URL, dropSchema, latenciesOf } from './support/harness.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
/** A look-up this fast came from memory: a round trip to PostgreSQL takes several times longer. */
const FROM_MEMORY_MS = 0.05;

const schema = `bench_${randomBytes(6).toString('hex')}`;
const keeping = await openDatabase({
  databaseUrl: DATABASE_URL,
  dataDir: 'unused',
  schema,
  poolSize: 2,
  cacheSignedIn: true,
});
await keeping.migrate();
const other = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: 'unused', schema, poolSize: 2 });

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
};

try {
  const cast = await seedCast(other.store);
  const forgotten: number[] = [];
  const fromDatabase: number[] = [];
  const fromMemory: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const now = new Date();
    const session = {
      idDigest: `bench-${randomBytes(8).toString('hex')}`,
      uid: cast.participant.uid,
      firstLogin: false,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
    };
    await other.store.sessions.insert(session);
    fromDatabase.push((await timed(() => keeping.store.sessions.findSignedIn(session.idDigest)))[1]);
    for (;;) {
      const [found, ms] = await timed(() => keeping.store.sessions.findSignedIn(session.idDigest));
      if (found !== null && ms < FROM_MEMORY_MS) {
        fromMemory.push(ms);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const loggedOut = performance.now();
    await other.store.sessions.delete(session.idDigest);
    // Between look-ups the event loop reads its sockets, as between the requests of a real API.
    while ((await keeping.store.sessions.findSignedIn(session.idDigest)) !== null)
      await new Promise((resolve) => setImmediate(resolve));
    forgotten.push(performance.now() - loggedOut);
  }
  const show = (name: string, samples: number[]) => {
    const l = latenciesOf(samples);
    const max = Math.max(...samples);
    console.log(
      `${name}: p50 ${l.p50.toFixed(3)} ms, p95 ${l.p95.toFixed(3)} ms, p99 ${l.p99.toFixed(3)} ms, max ${max.toFixed(3)} ms (${l.count})`,
    );
  };
  console.log(
    `Node ${process.version}; PostgreSQL ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}; ${ROUNDS} rounds`,
  );
  show('look-up from the database', fromDatabase);
  show('look-up kept in memory', fromMemory);
  show('logout on the other replica until this one finds no session (bound 1,000 ms)', forgotten);
} finally {
  await other.close();
  await keeping.close();
  await dropSchema(schema);
}
