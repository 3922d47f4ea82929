import { notFound } from '../../errors/domain-error.ts';
import { ERROR_MESSAGES } from '../../errors/error-messages.ts';
import type { Actor } from '../../model/actor.ts';
import { GUIDE } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { markEmailsRequested } from '../../rules/event-roster.ts';
import { canManageEvent, requireLevel } from '../../rules/permissions.ts';
import { requestEmail } from '../jobs/request-email.ts';
import { byActor, recordAudit } from '../shared/audit.ts';
import { assertEventActive } from '../shared/event-status.ts';
import { logonEmailJob } from './logon-email-job.ts';

export interface SendLogonEmailInput {
  readonly uid: string;
  /** Replaces the facilitator's template body for this one email. */
  readonly emailBody?: string;
}

export interface SendLogonEmailResult {
  readonly message: string;
}

/**
 * Queues a logon email (first send or resend) to one participant of an active event the actor
 * manages. Anyone outside the actor's events is reported like a missing user. The job goes to the
 * outbox, and its delivery is recorded as queued, in the flag's transaction: all commit, or none.
 */
export const sendLogonEmail = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config' | 'ids'>,
  actor: Actor,
  input: SendLogonEmailInput,
): Promise<SendLogonEmailResult> => {
  requireLevel(actor, GUIDE);
  const bodyOverride = input.emailBody?.trim() ? input.emailBody : null;
  await deps.store.transaction(async (tx) => {
    const user = await tx.users.findById(input.uid);
    if (user?.eventId) await tx.events.hold(user.eventId);
    const event = user?.eventId ? await tx.events.findById(user.eventId) : null;
    const position = event === null ? -1 : event.participants.indexOf(input.uid);
    if (event === null || position < 0 || !canManageEvent(actor, event)) {
      throw notFound('USER.NOT_FOUND', { message: ERROR_MESSAGES.userNotFound });
    }
    assertEventActive(deps, event);
    await tx.events.update(markEmailsRequested(event, [position]));
    await requestEmail(
      tx,
      deps,
      logonEmailJob(deps.ids, input.uid, event.facilitatorId, bodyOverride),
      event.eid,
    );
    await recordAudit(tx, deps, byActor(actor), {
      action: 'logon_email.sent',
      target: { kind: 'user', id: input.uid },
      orgId: event.orgId,
      details: { eid: event.eid },
    });
  });
  return { message: 'Email sent' };
};
