import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeliveryStatus, EmailDeliveryRepository } from '@vs/domain';
import { EmailDeliverySchema } from '../entities/email-delivery.entity.ts';
import { rawRows, tableName } from './raw-sql.ts';
import { type EmSource, onlyUuids } from './shared.ts';

export const createEmailDeliveryRepository = (em: EmSource): EmailDeliveryRepository => ({
  recordQueued: async ({ requestId, uid, eid, queuedAt }) => {
    await em()
      .createQueryBuilder(EmailDeliverySchema)
      .insert({ requestId, uid, eid, queuedAt, status: 'queued' })
      .onConflict('requestId')
      .ignore()
      .execute();
  },
  statusOf: async (requestId) => {
    const row = await em().findOne(EmailDeliverySchema, { requestId }, { fields: ['status'] });
    return row?.status ?? null;
  },
  recordSent: async (requestId, at) => {
    // A request queued before deliveries were tracked has no row yet: it gets one. A settled one
    // (two workers racing, or a late job) keeps its first outcome.
    await em()
      .createQueryBuilder(EmailDeliverySchema)
      .insert({ requestId, status: 'sent', queuedAt: at, sentAt: at })
      .onConflict('requestId')
      .merge({ status: 'sent', sentAt: at })
      .where({ status: 'queued' })
      .execute();
  },
  recordFailed: async (requestId, at) => {
    await em().nativeUpdate(
      EmailDeliverySchema,
      { requestId, status: 'queued' },
      { status: 'failed', failedAt: at },
    );
  },
  latestLogonDeliveries: async (eids) => {
    const wanted = onlyUuids(eids);
    if (wanted.length === 0) return [];
    const direct: EntityManager = em();
    const rows = await rawRows<{ eid: string; uid: string; status: DeliveryStatus }>(
      direct,
      `select distinct on (eid, uid) eid, uid, status
         from ${tableName(direct, 'email_deliveries')}
        where eid in (${wanted.map(() => '?').join(', ')}) and uid is not null
        order by eid, uid, queued_at desc`,
      wanted,
    );
    return rows;
  },
});
