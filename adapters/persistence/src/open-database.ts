import { join } from 'node:path';
import type { FileStore, Store } from '@vs/domain';
import { cachingSignedIn } from './caching-signed-in-store.ts';
import type { EmbeddedPostgres } from './embedded-postgres.ts';
import { createMikroOrmStore } from './mikro-orm-store.ts';
import { initOrm } from './orm.ts';
import { createPostgresFileStore } from './postgres-file-store.ts';
import { createSignedInCache, type SignedInCache } from './signed-in-cache.ts';
import { listenForSignedInChanges } from './signed-in-listener.ts';

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; without one an embedded PGlite under `dataDir` serves instead. */
  readonly databaseUrl?: string;
  /** Where the embedded database keeps its files (`${dataDir}/pglite`). */
  readonly dataDir: string;
  /** Connections in the pool (default 10, at least 2). */
  readonly poolSize?: number;
  /** A PostgreSQL schema holding every table (and the migrations table), created if missing. */
  readonly schema?: string;
  /** Log every query. */
  readonly debug?: boolean;
  /**
   * Told when the server cuts a pooled connection nobody was using (a restart, a crash): an idle
   * process hears of an outage too, not only one whose requests fail.
   */
  readonly onConnectionLost?: (error: Error) => void;
  /**
   * Keep session look-ups between requests, forgotten as the database notifies changes
   * (signed-in-cache.ts): for the API on a real PostgreSQL; ignored on the embedded one.
   */
  readonly cacheSignedIn?: boolean;
}

export interface Database {
  readonly store: Store;
  /** Generated files kept in this database (tables `stored_files`, `stored_file_chunks`). */
  readonly files: FileStore;
  /** Applies every pending migration; the schema is never synchronised any other way. */
  migrate(): Promise<void>;
  /** Whether the database answers a query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  readonly connectionUrl: string;
  /** True when the database is the embedded PGlite. */
  readonly embedded: boolean;
  /**
   * Changes to sessions, users and events as the session cache hears them from every replica
   * (signed-in-cache.ts `watch`, `hearing`); null without the cache (SESSION_CACHE=false, PGlite).
   */
  readonly signedInChanges: Pick<SignedInCache, 'watch' | 'hearing'> | null;
}

const DEFAULT_POOL_SIZE = 10;
/** Migrating holds one connection for its lock while the migrator works on another. */
const MIN_POOL_SIZE = 2;
/** Room for connections the pool is still closing while it opens new ones. */
const EMBEDDED_SPARE_CONNECTIONS = 5;

/**
 * How long a query waits for a connection to a real PostgreSQL: past it, the request fails as the
 * database being unavailable (503) instead of hanging on a server that does not answer. The
 * embedded PGlite serves one transaction at a time, so waiting there is normal and not bounded.
 */
const CONNECT_TIMEOUT_MS = 10_000;

/** Any fixed number, the same in every replica: the key of the migration lock. */
const MIGRATION_LOCK_KEY = 7_314_028_115;

/**
 * Connects to PostgreSQL, or starts the embedded PGlite when no URL is given.
 *
 * @example
 * const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: './.data' });
 * await db.migrate();
 * const user = await db.store.users.findByEmail('pat@example.com');
 * await db.close();
 */
export const openDatabase = async (options: OpenDatabaseOptions): Promise<Database> => {
  const poolSize = Math.max(options.poolSize ?? DEFAULT_POOL_SIZE, MIN_POOL_SIZE);
  let embedded: EmbeddedPostgres | null = null;
  let connectionUrl: string;
  if (options.databaseUrl === undefined) {
    // PGlite is loaded only to be the database: with DATABASE_URL it never is.
    const { startEmbeddedPostgres } = await import('./embedded-postgres.ts');
    embedded = await startEmbeddedPostgres({
      dataDir: join(options.dataDir, 'pglite'),
      maxConnections: poolSize + EMBEDDED_SPARE_CONNECTIONS,
    });
    connectionUrl = embedded.url;
  } else {
    connectionUrl = options.databaseUrl;
  }
  const { onConnectionLost } = options;
  const orm = await initOrm({
    clientUrl: connectionUrl,
    poolSize,
    ...(options.schema === undefined ? {} : { schema: options.schema }),
    ...(options.debug === undefined ? {} : { debug: options.debug }),
    ...(embedded ? {} : { connectTimeoutMs: CONNECT_TIMEOUT_MS }),
    ...(onConnectionLost ? { onPool: (pool) => pool.on('error', onConnectionLost) } : {}),
  }).catch(async (error: unknown) => {
    await embedded?.stop();
    throw error;
  });

  const store = createMikroOrmStore(orm.em, { namedStatements: embedded === null });
  const cache = options.cacheSignedIn === true && embedded === null ? createSignedInCache() : null;
  const listener = cache === null ? null : listenForSignedInChanges(connectionUrl, cache);
  // MikroORM would quietly reconnect after close; a closed database stays closed.
  let closed = false;
  return {
    store: cache === null ? store : cachingSignedIn(store, cache),
    files: createPostgresFileStore(orm.em),
    connectionUrl,
    embedded: embedded !== null,
    signedInChanges: cache,
    migrate: async () => {
      // One process owns an embedded database; and PGlite, running one transaction at a time,
      // would stall the migrator's other connection behind the lock's transaction.
      if (embedded) {
        await orm.migrator.up();
        return;
      }
      // Replicas starting together: one migrates, the others wait and then find nothing to do.
      // (The migrator creates the schema and its table before its own transaction begins.)
      const connection = orm.em.getConnection();
      await connection.transactional(async (trx) => {
        await connection.execute('select pg_advisory_xact_lock(?)', [MIGRATION_LOCK_KEY], 'all', trx);
        await orm.migrator.up({ transaction: trx });
      });
    },
    ping: async () => {
      if (closed) return false;
      try {
        await orm.em.getConnection().execute('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      closed = true;
      try {
        await listener?.close();
        await orm.close(true);
      } finally {
        await embedded?.stop();
      }
    },
  };
};
