import { openDatabase } from '@vs/persistence';
import { readConfig } from './config.ts';
import { createLogger } from './logger.ts';

/**
 * `npm run migrate`: applies every pending migration to DATABASE_URL (in DATABASE_SCHEMA when
 * set) and exits, 0 on success and 1 on failure. Every process also migrates at start under the
 * same lock; this entry lets a deployment run the migrations once, as a step of its own (a
 * Kubernetes Job), before it rolls out new replicas.
 */
const config = readConfig();
const logger = createLogger(config.LOG_LEVEL);
try {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 2,
    schema: config.DATABASE_SCHEMA,
  });
  try {
    await database.migrate();
    logger.info({ embedded: database.embedded }, 'migrations applied');
  } finally {
    await database.close();
  }
} catch (error) {
  logger.error({ err: error }, 'migrations failed');
  process.exitCode = 1;
}
