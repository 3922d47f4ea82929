import type { EmailDeliveryRepository } from '@vs/domain';
import { EmailDeliverySchema } from '../entities/email-delivery.entity.ts';
import type { EmSource } from './shared.ts';

export const createEmailDeliveryRepository = (em: EmSource): EmailDeliveryRepository => ({
  wasSent: async (requestId) => (await em().count(EmailDeliverySchema, { requestId })) > 0,
  recordSent: async (requestId, sentAt) => {
    // A second record of the same request (two workers racing) keeps the first.
    await em()
      .createQueryBuilder(EmailDeliverySchema)
      .insert({ requestId, sentAt })
      .onConflict('requestId')
      .ignore()
      .execute();
  },
});
