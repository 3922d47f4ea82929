import { createLogger, readConfig } from '@vs/composition';
import { startRuntime } from './runtime.ts';

const config = readConfig();
const logger = createLogger(config.LOG_LEVEL);
const runtime = await startRuntime(config, logger);
console.log(`${config.PRODUCT_TITLE} is running on ${runtime.url} (Node ${process.version})`);

let stopping = false;
const shutdown = async (signal: string): Promise<void> => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  await runtime.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
