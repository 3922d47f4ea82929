import type { DeliveryStatus } from '../ports/repositories.ts';

/**
 * Where a participant's logon email stands, as the Guide sees it: never asked for, asked for and
 * on its way, accepted by the mail server, or given up on. Only `sent` counts as sent.
 */
export type LogonEmailState = 'not-sent' | 'queued' | 'sent' | 'failed';
export const LOGON_EMAIL_STATES: readonly LogonEmailState[] = ['not-sent', 'queued', 'sent', 'failed'];

/**
 * A participant's state from the event's flag (a logon email was asked for since they joined) and
 * the delivery of the newest request. A flag with no delivery on record was asked for before
 * deliveries were tracked, when asking counted as sending: it stays sent.
 */
export const logonEmailStateOf = (
  requested: boolean,
  delivery: DeliveryStatus | undefined,
): LogonEmailState => {
  if (!requested) return 'not-sent';
  return delivery ?? 'sent';
};

/**
 * Whom "Send all" mails: those never sent one and those whose email failed. A queued email is on
 * its way (the outbox keeps it until it is delivered or fails): sending again would mail twice.
 */
export const needsLogonEmail = (state: LogonEmailState): boolean =>
  state === 'not-sent' || state === 'failed';
