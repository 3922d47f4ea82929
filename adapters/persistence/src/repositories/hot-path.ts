import type { EntityManager, PostgreSqlConnection } from '@mikro-orm/postgresql';
import { CompiledQuery, type Transaction } from 'kysely';

/**
 * One statement of the hot path (the session look-up of every request, the participant save), sent
 * with its values as parameters, never pasted into the text. Outside a transaction it goes straight
 * to the pool as a named prepared statement: each connection parses and plans it once and then only
 * binds values, which halves PostgreSQL's work and the bytes written per call. Inside a transaction
 * it runs on that transaction's connection, parameterised but unnamed.
 */
export interface HotStatement {
  /** Unique per text within a pool (a connection keeps the statement under this name); none: unnamed. */
  readonly name: string | undefined;
  /** The SQL with `$1`, `$2`… placeholders. */
  readonly text: string;
}

export interface HotPathOptions {
  /**
   * Whether statements may be kept by name. Not on the embedded PGlite: its connections share one
   * backend, so a name one connection prepared already exists for the next.
   */
  readonly namedStatements: boolean;
}

export const hotStatement = (options: HotPathOptions, name: string, text: string): HotStatement => ({
  name: options.namedStatements ? name : undefined,
  text,
});

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
  const pool = await poolOf(em);
  const result = await pool.query({ name: statement.name, text: statement.text, values });
  return result.rows as Row[];
};
