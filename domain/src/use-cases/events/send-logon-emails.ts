import type { Actor } from '../../model/actor.ts';
import type { Deps } from '../../ports/deps.ts';
import { markEmailsSent, unsentPositions } from '../../rules/event-roster.ts';
import { logonEmailJob } from './logon-email-job.ts';
import { loadEventToChange } from './managed-event.ts';

export interface SendLogonEmailsInput {
  readonly eid: string;
}

export interface SendLogonEmailsResult {
  readonly message: string;
  /** How many emails were queued. */
  readonly queued: number;
}

const messageFor = (queued: number): string => {
  if (queued === 0) return 'Every participant has already been sent a logon email';
  return queued === 1 ? '1 logon email queued' : `${queued} logon emails queued`;
};

/**
 * Queues a logon email to every participant of an active event who has not been sent one yet;
 * resending is done one participant at a time (sendLogonEmail).
 */
export const sendLogonEmails = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config' | 'ids' | 'jobs'>,
  actor: Actor,
  input: SendLogonEmailsInput,
): Promise<SendLogonEmailsResult> => {
  const queued = await deps.store.transaction(async (tx) => {
    const event = await loadEventToChange(tx, deps, actor, input.eid);
    const positions = unsentPositions(event);
    if (positions.length === 0) return 0;
    await tx.events.update(markEmailsSent(event, positions));
    for (const i of positions) {
      await deps.jobs.enqueue(
        logonEmailJob(deps.ids, event.participants[i] as string, event.facilitatorId, null),
      );
    }
    return positions.length;
  });
  return { message: messageFor(queued), queued };
};
