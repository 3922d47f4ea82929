import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

export const EmailDeliverySchema = defineEntity({
  name: 'EmailDelivery',
  tableName: 'email_deliveries',
  properties: {
    // Text, not uuid: the id arrives in a job payload, and any id must be recordable.
    requestId: p.text().primary(),
    sentAt: p.datetime(),
  },
});

export type EmailDeliveryEntity = InferEntity<typeof EmailDeliverySchema>;
