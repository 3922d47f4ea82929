import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeliveryStatus, EmailDeliveryRepository, LogonDelivery } from '@vs/domain';
import { EmailDeliverySchema } from '../entities/email-delivery.entity.ts';
import { instant, rawRows, tableName } from './raw-sql.ts';
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
  recordFailed: async (requestId, at, reason) => {
    await em().nativeUpdate(
      EmailDeliverySchema,
      { requestId, status: 'queued' },
      { status: 'failed', failedAt: at, failure: reason },
    );
  },
  latestLogonDeliveries: async (eids) => {
    const wanted = onlyUuids(eids);
    if (wanted.length === 0) return [];
    return latestLogon(em(), `eid in (${wanted.map(() => '?').join(', ')})`, wanted);
  },
  failedLogonDeliveries: async (limit) => {
    const direct = em();
    const rows = await rawRows<DeliveryRow>(
      direct,
      `select * from (${latestLogonSql(direct, 'eid is not null')}) latest
        where status = 'failed' order by failed_at desc limit ?`,
      [limit],
    );
    return rows.map(deliveryFromRow);
  },
  listForUser: async (uid) => {
    const rows = await em().find(
      EmailDeliverySchema,
      { uid },
      { orderBy: { queuedAt: 'asc', requestId: 'asc' } },
    );
    return rows.map(({ requestId, eid, status, queuedAt, failedAt, failure }) => ({
      requestId,
      eid: eid ?? null,
      status,
      queuedAt,
      failedAt: failedAt ?? null,
      failure: failure ?? null,
    }));
  },
  deleteForUsers: async (uids) => {
    if (uids.length > 0) await em().nativeDelete(EmailDeliverySchema, { uid: { $in: [...uids] } });
  },
});

interface DeliveryRow {
  eid: string;
  uid: string;
  status: DeliveryStatus;
  failure: string | null;
  failed_at: string | Date | null;
}

/** Each (event, participant)'s newest logon-email request among the rows `where` keeps. */
const latestLogonSql = (direct: EntityManager, where: string): string =>
  `select distinct on (eid, uid) eid, uid, status, failure, failed_at
     from ${tableName(direct, 'email_deliveries')}
    where ${where} and uid is not null
    order by eid, uid, queued_at desc`;

const latestLogon = async (direct: EntityManager, where: string, params: readonly unknown[]) =>
  (await rawRows<DeliveryRow>(direct, latestLogonSql(direct, where), params)).map(deliveryFromRow);

const deliveryFromRow = (row: DeliveryRow): LogonDelivery => ({
  eid: row.eid,
  uid: row.uid,
  status: row.status,
  failure: row.failure,
  failedAt: row.failed_at === null ? null : instant(row.failed_at),
});
