import { JOB_KINDS, type JobKind } from '@vs/domain';
import { parseQueuesArgument } from '../../services/worker/src/queues-argument.ts';

const WORKER_MAIN = 'services/worker/src/main.ts';

/** Whether a container command runs the worker process. */
export const runsWorker = (command: readonly string[]): boolean => command.includes(WORKER_MAIN);

/**
 * The job kinds a container command serves, read with the worker's own argument parser (so a
 * typo fails here as it would at start), or null when the command is not the worker process.
 */
export const servedQueues = (command: readonly string[]): JobKind[] | null => {
  const main = command.indexOf(WORKER_MAIN);
  return main === -1 ? null : parseQueuesArgument(command.slice(main + 1), JOB_KINDS);
};
