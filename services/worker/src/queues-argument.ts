import { parseArgs } from 'node:util';
import { JOB_KINDS, type JobKind } from '@vs/domain';

/**
 * The queues whose jobs render PDFs (a zip holds participants' PDFs): a worker serving one needs
 * a browser (deploy/Dockerfile's worker-pdf image).
 */
export const RENDERS_PDFS: readonly JobKind[] = ['pdf', 'zip'];

const isJobKind = (name: string): name is JobKind => (JOB_KINDS as readonly string[]).includes(name);

/**
 * The queues named by `--queues email,pdf`, each checked against the kinds this build can serve,
 * so a typo or a kind without a processor stops the process before it takes any job.
 */
export const parseQueuesArgument = (args: readonly string[], served: readonly JobKind[]): JobKind[] => {
  const { values } = parseArgs({ args: [...args], options: { queues: { type: 'string' } }, strict: true });
  const names = (values.queues ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const offered = served.join(', ');
  if (names.length === 0) throw new Error(`Name the queues to serve: --queues ${served.join(',')}`);
  for (const name of names) {
    if (!isJobKind(name) || !served.includes(name)) {
      throw new Error(`Unknown queue "${name}": this worker can serve ${offered}.`);
    }
  }
  return [...new Set(names as JobKind[])];
};
