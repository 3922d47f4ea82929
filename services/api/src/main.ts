import { createLogger, readConfig } from '@vs/composition';
import { startRuntime } from './runtime.ts';

/** A bad configuration or a missing Chromium stops the process with its message, not a stack. */
const startOrExit = async () => {
  try {
    const config = readConfig();
    const logger = createLogger(config.LOG_LEVEL);
    return { config, logger, runtime: await startRuntime(config, logger) };
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
};

const { config, logger, runtime } = await startOrExit();
console.log(`${config.PRODUCT_TITLE} is running on ${runtime.url} (Node ${process.version})`);

let stopping = false;
const shutdown = async (signal: string): Promise<void> => {
  if (stopping) {
    logger.warn({ signal }, 'second signal: exiting without waiting');
    process.exit(1);
  }
  stopping = true;
  const graceMs = config.SHUTDOWN_SECONDS * 1000;
  logger.info({ signal, graceMs }, 'shutting down: not ready, finishing the requests in flight');
  await runtime.stop(graceMs);
  logger.info('shut down');
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
