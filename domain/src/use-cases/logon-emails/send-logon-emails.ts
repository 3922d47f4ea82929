import type { ErrorText } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { Deps } from '../../ports/deps.ts';
import { logonEmailStates, markEmailsRequested } from '../../rules/event-roster.ts';
import { needsLogonEmail } from '../../rules/logon-email-state.ts';
import { defineMessages } from '../../rules/message-descriptor.ts';
import { loadEventToChange } from '../events/managed-event.ts';
import { requestEmail } from '../jobs/request-email.ts';
import { eventDeliveries } from '../participants/event-people.ts';
import { byActor, recordAudit } from '../shared/audit.ts';
import { logonEmailJob } from './logon-email-job.ts';

export interface SendLogonEmailsInput {
  readonly eid: string;
}

export interface SendLogonEmailsResult {
  /** What happened, worded in its reader's language by the HTTP edge. */
  readonly message: ErrorText;
  /** How many emails were queued. */
  readonly queued: number;
}

const MESSAGES = defineMessages({
  queued: {
    id: 'reply.logonEmails.queued',
    defaultMessage:
      '{queued, plural, one {{queued} login email queued} other {{queued} login emails queued}}',
  },
  allSent: {
    id: 'reply.logonEmails.allSent',
    defaultMessage: 'Every participant has already been sent a login email',
  },
  onTheirWay: {
    id: 'reply.logonEmails.onTheirWay',
    defaultMessage: 'Every login email has been sent or is on its way',
  },
});

const messageFor = (queued: number, onTheirWay: number): ErrorText => {
  if (queued > 0) return { message: MESSAGES.queued, values: { queued } };
  return { message: onTheirWay === 0 ? MESSAGES.allSent : MESSAGES.onTheirWay };
};

/**
 * Queues a logon email to every participant of an active event whose email was never asked for or
 * failed (one still queued is on its way); resending a delivered one is done one participant at a
 * time (sendLogonEmail). The jobs go to the outbox, their deliveries recorded as queued, in the
 * flags' transaction.
 */
export const sendLogonEmails = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config' | 'ids'>,
  actor: Actor,
  input: SendLogonEmailsInput,
): Promise<SendLogonEmailsResult> => {
  const { queued, onTheirWay } = await deps.store.transaction(async (tx) => {
    const event = await loadEventToChange(tx, deps, actor, input.eid);
    const states = logonEmailStates(event, await eventDeliveries(tx, event.eid));
    const positions = states.flatMap((state, i) => (needsLogonEmail(state) ? [i] : []));
    const onTheirWay = states.filter((state) => state === 'queued').length;
    if (positions.length === 0) return { queued: 0, onTheirWay };
    await tx.events.update(markEmailsRequested(event, positions));
    for (const i of positions) {
      const uid = event.participants[i] as string;
      await requestEmail(tx, deps, logonEmailJob(deps.ids, uid, event.facilitatorId, null), event.eid);
    }
    await recordAudit(tx, deps, byActor(actor), {
      action: 'logon_emails.sent',
      target: { kind: 'event', id: event.eid },
      orgId: event.orgId,
      details: { queued: positions.length },
    });
    return { queued: positions.length, onTheirWay };
  });
  return { message: messageFor(queued, onTheirWay), queued };
};
