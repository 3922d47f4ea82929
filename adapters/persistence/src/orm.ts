import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import { entities } from './entities/index.ts';
import { migrationsList } from './migrations/index.ts';

/** The part of the connection pool (pg-pool) a caller may listen to. */
export interface PoolEvents {
  /** An idle pooled connection failed: the server cut it (a restart, a crash) or the network did. */
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export interface OrmOptions {
  readonly clientUrl: string;
  readonly poolSize: number;
  readonly schema?: string;
  readonly debug?: boolean;
  /**
   * How long a query waits for a pooled connection (a new one included) before it fails with
   * "timeout exceeded when trying to connect"; without it, a server that never answers holds
   * requests until the operating system gives up on the socket (minutes).
   */
  readonly connectTimeoutMs?: number;
  /** Called once with the pool, e.g. to hear of idle connections the server cut. */
  readonly onPool?: (pool: PoolEvents) => void;
}

/** The one MikroORM configuration: embedded and real PostgreSQL differ only in the URL. */
export const initOrm = (options: OrmOptions) =>
  MikroORM.init({
    clientUrl: options.clientUrl,
    entities,
    extensions: [Migrator],
    pool: { min: 0, max: options.poolSize },
    // pg-pool options, merged into the pool MikroORM creates.
    driverOptions: {
      ...(options.connectTimeoutMs === undefined
        ? {}
        : { connectionTimeoutMillis: options.connectTimeoutMs }),
      ...(options.onPool === undefined ? {} : { onPoolCreated: options.onPool }),
    },
    ...(options.schema === undefined ? {} : { schema: options.schema }),
    debug: options.debug ?? false,
    migrations: {
      migrationsList,
      ...(options.schema === undefined ? {} : { schema: options.schema }),
      // Differences come from a database that has every migration applied, not from a snapshot file.
      snapshot: false,
      fileName: (timestamp: string, name?: string) => `${timestamp}-${name ?? 'migration'}`,
      silent: !options.debug,
    },
  });
