import type { EntityManager, InferKyselyDB } from '@mikro-orm/postgresql';
import {
  type Compilable,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import type { entities } from '../entities/index.ts';
import { rawRows } from './raw-sql.ts';

/**
 * The one way to write a query the entity calls (`em.find`, `nativeUpdate`, ...) cannot express:
 * Kysely, over the tables and columns MikroORM infers from the entities (`Tables`), so a column
 * name is checked by the compiler against the entity that declares it. Select lists and row mappers
 * come from tables.ts. Fragments Kysely has no words for (`= any(array(...))`, `collate "C"`) are
 * its `sql` template with column references (`sql.ref`), never pasted names.
 *
 * The builder only builds; `rows` runs the query through the ORM's connection, in the caller's
 * transaction when there is one, values pasted into one message as the entity calls send them
 * (on the embedded PGlite the several messages of a parameterised statement from two pooled
 * connections interleave on its one backend). The hot path (hot-path.ts) is the exception: its two
 * statements are named prepared statements on the pool.
 */
export type Tables = InferKyselyDB<(typeof entities)[number]>;

/** A driver that refuses to run: queries are built here and run by `rows`. */
class BuildOnlyDriver extends DummyDriver {
  override acquireConnection(): never {
    throw new Error('run a built query with rows(em, query) (repositories/query.ts)');
  }
}

const builder = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new BuildOnlyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const bySchema = new Map<string, Kysely<Tables>>();

/** The query builder, its tables qualified with the configured schema, if any. */
export const queryBuilder = (em: EntityManager): Kysely<Tables> => {
  const schema = em.config.get('schema');
  if (!schema) return builder;
  let qualified = bySchema.get(schema);
  if (qualified === undefined) {
    qualified = builder.withSchema(schema);
    bySchema.set(schema, qualified);
  }
  return qualified;
};

/** The rows of a built query, run through the ORM's connection (and transaction). */
export const rows = <Row>(em: EntityManager, query: Compilable<Row>): Promise<Row[]> => {
  const { sql, parameters } = query.compile();
  // Kysely numbers each value once, in order ($1, $2, ...): the ORM's placeholders are `?`.
  return rawRows<Row>(em, sql.replace(/\$\d+/g, '?'), parameters);
};
