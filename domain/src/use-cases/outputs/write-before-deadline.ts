import { conflict } from '../../errors/domain-error.ts';
import type { Deps } from '../../ports/deps.ts';
import { outputKey } from '../../ports/services.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';

export const OUTPUT_ABANDONED_MESSAGE = defineMessage({
  id: 'error.output.outputAbandoned',
  defaultMessage: 'The PDF was not ready in time. Please try again.',
});

/** Nobody waits for the PDF any more: its request gave up, so the job fails and is not retried. */
const abandoned = () => conflict('OUTPUT.ABANDONED', OUTPUT_ABANDONED_MESSAGE);

/**
 * A PDF job's write: renders (`render`) and writes the PDF under outputKey(requestId), where the
 * waiting request streams it from. A retry rewrites the same key.
 * Past the job's deadline the request has given up and removed the key, so a PDF rendered or
 * written later would stay unread: the job renders nothing then, or removes what it wrote too
 * late, and fails (the waiter, should it still listen, hears the failure, never of a missing file).
 */
export const writeBeforeDeadline = async (
  deps: Pick<Deps, 'clock' | 'files'>,
  job: { readonly requestId: string; readonly deadline: string },
  render: () => Promise<Uint8Array>,
): Promise<void> => {
  const deadline = new Date(job.deadline).getTime();
  const isLate = () => deps.clock.now().getTime() >= deadline;
  if (isLate()) throw abandoned();
  const pdf = await render();
  if (isLate()) throw abandoned();
  const key = outputKey(job.requestId);
  await deps.files.write(key, pdf);
  if (isLate()) {
    await deps.files.remove(key);
    throw abandoned();
  }
};
