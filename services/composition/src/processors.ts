import type { Deps, JobKind } from '@vs/domain';
import type { ReceivedJob } from '@vs/queue';
import { failEmailJob, isRetryable as isEmailRetryable, processEmailJob } from '@vs/worker-email';
import { isRetryable as isLifecycleRetryable, processLifecycleJob } from '@vs/worker-lifecycle';
import { isRetryable as isPdfRetryable, processPdfJob } from '@vs/worker-pdf';
import { failZipJob, isRetryable as isZipRetryable, processZipJob } from '@vs/worker-zip';

export interface JobProcessor {
  /** Does the job's work; what it returns is logged with the job. */
  readonly process: (deps: Deps, job: ReceivedJob) => Promise<unknown>;
  /** The processor's own retry policy: failures it cannot fix by trying again fail at once. */
  readonly isRetryable: (error: unknown) => boolean;
  /** Runs once a job has failed for good (e.g. to tell whoever waits on it); optional. */
  readonly failedForGood?: (deps: Deps, job: ReceivedJob, error: unknown) => Promise<void>;
}

/**
 * The one place that says which processor serves which kind of job, for the worker processes and
 * for the API's in-process queue alike. A kind missing here cannot be served: a worker refuses it.
 */
export const processors: Partial<Record<JobKind, JobProcessor>> = {
  email: { process: processEmailJob, isRetryable: isEmailRetryable, failedForGood: failEmailJob },
  pdf: { process: processPdfJob, isRetryable: isPdfRetryable },
  zip: { process: processZipJob, isRetryable: isZipRetryable, failedForGood: failZipJob },
  lifecycle: { process: processLifecycleJob, isRetryable: isLifecycleRetryable },
};

export const processorFor = (kind: JobKind): JobProcessor => {
  const processor = processors[kind];
  if (!processor) throw new Error(`no processor serves ${kind} jobs`);
  return processor;
};
