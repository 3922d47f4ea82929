import type { Deps, JobKind } from '@vs/domain';
import type { ReceivedJob } from '@vs/queue';
import { failEmailJob, processEmailJob, retryEmailJob } from '@vs/worker-email';
import { processLifecycleJob } from '@vs/worker-lifecycle';
import { processPdfJob } from '@vs/worker-pdf';
import { failZipJob, processZipJob } from '@vs/worker-zip';

export interface JobProcessor {
  /** Does the job's work; what it returns is logged with the job. */
  readonly process: (deps: Deps, job: ReceivedJob) => Promise<unknown>;
  /** Runs once a job has failed for good (e.g. to tell whoever waits on it); optional. */
  readonly failedForGood?: (deps: Deps, job: ReceivedJob, error: unknown) => Promise<void>;
  /** Runs after a failed attempt the queue will try again (e.g. to show that it is retrying); optional. */
  readonly retrying?: (deps: Deps, job: ReceivedJob, error: unknown) => Promise<void>;
}

/**
 * The one place that says which processor serves which kind of job, for the worker processes and
 * for the API's in-process queue alike. A kind missing here cannot be served: a worker refuses it.
 * Whether a failure is retried is the queue's one policy (isRetryableJobFailure), for every kind.
 */
export const processors: Partial<Record<JobKind, JobProcessor>> = {
  email: { process: processEmailJob, failedForGood: failEmailJob, retrying: retryEmailJob },
  pdf: { process: processPdfJob },
  zip: { process: processZipJob, failedForGood: failZipJob },
  lifecycle: { process: processLifecycleJob },
};

export const processorFor = (kind: JobKind): JobProcessor => {
  const processor = processors[kind];
  if (!processor) throw new Error(`no processor serves ${kind} jobs`);
  return processor;
};
