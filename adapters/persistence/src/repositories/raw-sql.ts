import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A statement through the ORM's connection, in the caller's transaction when there is one, values
 * pasted into one message. Only two callers: `rows` (query.ts) runs the Kysely queries with it,
 * and the hot path (hot-path.ts) on the embedded PGlite and outside named statements.
 */
export const rawRows = <Row>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<Row[]> =>
  em.getConnection().execute(sql, [...params], 'all', em.getTransactionContext()) as Promise<Row[]>;

/** A table name qualified with the configured schema, if any. */
export const tableName = (em: EntityManager, name: string): string => {
  const schema = em.config.get('schema');
  return schema ? `"${schema}"."${name}"` : `"${name}"`;
};

/** timestamptz arrives as text from the driver ('2026-11-22 00:19:14.27+00'), or in JSON ('2026-11-22T00:19:14.27+00:00'). */
export const instant = (value: string | Date): Date =>
  value instanceof Date ? value : new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
