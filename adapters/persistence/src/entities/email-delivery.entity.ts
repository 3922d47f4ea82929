import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { DeliveryStatus, EmailKind } from '@vs/domain';

const STATUSES: DeliveryStatus[] = ['queued', 'sent', 'failed'];
const KINDS: EmailKind[] = ['logon', 'reset', 'reminder', 'follow-up'];

export const EmailDeliverySchema = defineEntity({
  name: 'EmailDelivery',
  tableName: 'email_deliveries',
  properties: {
    // Text, not uuid: the id arrives in a job payload, and any id must be recordable.
    requestId: p.text().primary(),
    // A logon email, a password reset or a reminder. A request sent before it was recorded as
    // queued (queued before deliveries were tracked) is only kept to send once: 'logon' will do.
    kind: p.enum(KINDS).default('logon'),
    // Null on a delivery recorded before requests were (an email queued before the upgrade).
    uid: p.text().nullable(),
    // The event a logon email was for; null for other mail.
    eid: p.text().nullable(),
    status: p.enum(STATUSES),
    queuedAt: p.datetime(),
    sentAt: p.datetime().nullable(),
    failedAt: p.datetime().nullable(),
    // The mail server's reply or a plain reason, shown to the Guide (for a queued request: why its
    // last attempt failed, as it is retried).
    failure: p.text().nullable(),
    // The token of the link a queued request's email carries, so a run after a crash mails the
    // same link; cleared once the request is settled.
    linkToken: p.text().nullable(),
  },
  // An event's dashboard reads each participant's newest logon email and reminder.
  indexes: [{ properties: ['eid', 'uid', 'queuedAt'] }],
});

export type EmailDeliveryEntity = InferEntity<typeof EmailDeliverySchema>;
