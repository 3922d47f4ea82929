import type { EntityManager, PostgreSqlConnection } from '@mikro-orm/postgresql';
import { CompiledQuery, type Transaction } from 'kysely';
import { rawRows } from './raw-sql.ts';

/*
 * The hot path keeps its own way to query (every other query: the entity calls, or Kysely through
 * query.ts). MikroORM's query building and hydration cost about 1 ms a call; these statements are
 * fixed texts (hot-statements.ts) sent as named prepared statements, which the save benchmark's
 * floor servers send too (bench/README.md, docs/decisions.md "Hot path in plain SQL").
 */

/**
 * One statement of the hot path (the session look-up of every request, the participant save), sent
 * with its values as parameters, never pasted into the text. Outside a transaction it goes straight
 * to the pool as a named prepared statement: each connection parses and plans it once and then only
 * binds values, which halves PostgreSQL's work and the bytes written per call. Inside a transaction
 * it runs on that transaction's connection, parameterised but unnamed.
 */
export interface HotStatement {
  /** Unique per text within a pool (a connection keeps the statement under this name); none: embedded. */
  readonly name: string | undefined;
  /** The SQL with `$1`, `$2`… placeholders. */
  readonly text: string;
  /** The same SQL with `?` placeholders, for the ORM's connection (values pasted in, one message). */
  readonly pasted: string;
}

export interface HotPathOptions {
  /**
   * Whether statements go to the pool as named prepared statements. Not on the embedded PGlite: its
   * connections share one backend, where a name one connection prepared already exists for the next,
   * and where the several messages of a parameterised statement from two connections interleave
   * (a session look-up then finds nothing: the request is refused as signed out). There the
   * statement is sent as before, through the ORM, values pasted into one message.
   */
  readonly namedStatements: boolean;
}

export const hotStatement = (options: HotPathOptions, name: string, text: string): HotStatement => {
  const placeholders = [...text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1]));
  if (placeholders.some((n, i) => n !== i + 1))
    throw new Error(`${name}: each placeholder must appear once, in order ($1, $2, ...)`);
  return { name: options.namedStatements ? name : undefined, text, pasted: text.replace(/\$\d+/g, '?') };
};

type Pool = Awaited<ReturnType<PostgreSqlConnection['getNativeClient']>>;

const pools = new WeakMap<PostgreSqlConnection, Promise<Pool>>();

const poolOf = (em: EntityManager): Promise<Pool> => {
  const connection = em.getConnection() as PostgreSqlConnection;
  let pool = pools.get(connection);
  if (pool === undefined) {
    pool = connection.getNativeClient();
    pools.set(connection, pool);
    // A connection that failed to open (the database down at the first call) is asked again next time.
    pool.catch(() => pools.delete(connection));
  }
  return pool;
};

export const hotRows = async <Row>(
  em: EntityManager,
  statement: HotStatement,
  values: unknown[],
): Promise<Row[]> => {
  const transaction = em.getTransactionContext<Transaction<unknown>>();
  if (transaction !== undefined) {
    const result = await transaction.executeQuery<Row>(CompiledQuery.raw(statement.text, values));
    return [...result.rows];
  }
  if (statement.name === undefined) return rawRows<Row>(em, statement.pasted, values);
  const pool = await poolOf(em);
  const result = await pool.query({ name: statement.name, text: statement.text, values });
  return result.rows as Row[];
};
