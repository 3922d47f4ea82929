import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Hand-written SQL for the few queries every request makes (session look-up, the participant save
 * path). MikroORM's query building and hydration cost about 1 ms a call; a plain parameterised
 * statement through the same connection (and transaction) costs a third of that. Everything else
 * goes through the entities. The columns and rows of these statements come from one definition per
 * table (tables.ts).
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
