import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import { entities } from './entities/index.ts';
import { migrationsList } from './migrations/index.ts';

export interface OrmOptions {
  readonly clientUrl: string;
  readonly poolSize: number;
  readonly schema?: string;
  readonly debug?: boolean;
}

/** The one MikroORM configuration: embedded and real PostgreSQL differ only in the URL. */
export const initOrm = (options: OrmOptions) =>
  MikroORM.init({
    clientUrl: options.clientUrl,
    entities,
    extensions: [Migrator],
    pool: { min: 0, max: options.poolSize },
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
