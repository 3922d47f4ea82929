import type { Actor } from '../../model/actor.ts';
import type { Deps } from '../../ports/deps.ts';
import { markEmailsSent, unsentPositions } from '../../rules/event-roster.ts';
import { addToOutbox } from '../jobs/outbox.ts';
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
 * resending is done one participant at a time (sendLogonEmail). The jobs go to the outbox in the
 * flags' transaction.
 */
export const sendLogonEmails = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config' | 'ids'>,
  actor: Actor,
  input: SendLogonEmailsInput,
): Promise<SendLogonEmailsResult> => {
  const queued = await deps.store.transaction(async (tx) => {
    const event = await loadEventToChange(tx, deps, actor, input.eid);
    const positions = unsentPositions(event);
    if (positions.length === 0) return 0;
    await tx.events.update(markEmailsSent(event, positions));
    for (const i of positions) {
      const uid = event.participants[i] as string;
      await addToOutbox(tx, deps, logonEmailJob(deps.ids, uid, event.facilitatorId, null));
    }
    return positions.length;
  });
  return { message: messageFor(queued), queued };
};
