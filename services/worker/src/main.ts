import { createLogger, processors, readConfig } from '@vs/composition';
import type { JobKind } from '@vs/domain';
import { parseQueuesArgument } from './queues-argument.ts';
import { startWorkerProcess } from './worker-process.ts';

const startOrExit = async () => {
  try {
    const kinds = parseQueuesArgument(process.argv.slice(2), Object.keys(processors) as JobKind[]);
    const config = readConfig();
    const logger = createLogger(config.LOG_LEVEL);
    return { config, logger, worker: await startWorkerProcess(config, logger, kinds) };
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
};

const { config, logger, worker } = await startOrExit();

let stopping = false;
const shutdown = async (signal: string): Promise<void> => {
  if (stopping) return;
  stopping = true;
  const graceMs = config.WORKER_SHUTDOWN_SECONDS * 1000;
  logger.info({ signal, graceMs }, 'shutting down: taking no new jobs, finishing running ones');
  const finished = await worker.stop(graceMs);
  if (!finished)
    logger.warn('jobs still running at the deadline: other workers recover them once their locks expire');
  process.exit(finished ? 0 : 1);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
