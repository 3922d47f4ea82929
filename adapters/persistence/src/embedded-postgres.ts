import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockEmbeddedDatabase } from './embedded-lock.ts';

export interface EmbeddedPostgresOptions {
  readonly dataDir: string;
  /** At least the client's pool size: PGlite turns away connections beyond it. */
  readonly maxConnections: number;
}

export interface EmbeddedPostgres {
  /** A PostgreSQL connection URL any client (here: the MikroORM driver) can use. */
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * PGlite (PostgreSQL compiled to WASM) in this process, served over the PostgreSQL wire protocol on
 * 127.0.0.1 so the very same driver and migrations serve it and a real server alike. One process
 * at a time: `<dataDir>.lock` names the one that has it open (embedded-lock.ts).
 */
export const startEmbeddedPostgres = async (options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> => {
  await mkdir(options.dataDir, { recursive: true });
  const unlock = await lockEmbeddedDatabase(`${options.dataDir}.lock`);
  const db = await PGlite.create({ dataDir: options.dataDir }).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: 0,
    maxConnections: options.maxConnections,
  });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    await unlock();
    throw error;
  }
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    stop: async () => {
      await server.stop();
      await db.close();
      await unlock();
    },
  };
};
