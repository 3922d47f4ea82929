import { renderImpactReport, renderParticipantOutput } from '@vs/domain';
import type { TestDeps } from '@vs/domain/testing';

/**
 * Runs the PDF jobs a request waits on as the PDF worker does (adapters may not import workers;
 * the worker only validates the payload around this same use case).
 */
export const runOutputJobs = (deps: TestDeps): void => {
  deps.waitedJobs.handle = async (job) => {
    if (job.name === 'participant-output') await renderParticipantOutput(deps, job.payload);
    if (job.name === 'impact-report') await renderImpactReport(deps, job.payload);
  };
};
