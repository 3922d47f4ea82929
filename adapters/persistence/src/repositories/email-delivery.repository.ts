import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeliveryStatus, EmailDeliveryRepository, LogonDelivery, ReminderDelivery } from '@vs/domain';
import { EmailDeliverySchema } from '../entities/email-delivery.entity.ts';
import { instant, rawRows, tableName } from './raw-sql.ts';
import { type EmSource, onlyUuids } from './shared.ts';

export const createEmailDeliveryRepository = (em: EmSource): EmailDeliveryRepository => ({
  recordQueued: async ({ requestId, kind, uid, eid, queuedAt }) => {
    await em()
      .createQueryBuilder(EmailDeliverySchema)
      .insert({ requestId, kind, uid, eid, queuedAt, status: 'queued' })
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
      .merge({ status: 'sent', sentAt: at, failure: null, linkToken: null })
      .where({ status: 'queued' })
      .execute();
  },
  recordFailed: async (requestId, at, reason) => {
    await em().nativeUpdate(
      EmailDeliverySchema,
      { requestId, status: 'queued' },
      { status: 'failed', failedAt: at, failure: reason, linkToken: null },
    );
  },
  recordRetrying: async (requestId, reason) => {
    await em().nativeUpdate(EmailDeliverySchema, { requestId, status: 'queued' }, { failure: reason });
  },
  keptLinkToken: async (requestId) => {
    const direct = em();
    // FOR UPDATE: inside the caller's transaction, a second run of the job waits for the first.
    const rows = await rawRows<{ link_token: string | null }>(
      direct,
      `select link_token from ${tableName(direct, 'email_deliveries')}
        where request_id = ? and status = 'queued' for update`,
      [requestId],
    );
    return rows[0]?.link_token ?? null;
  },
  keepLinkToken: async (requestId, token) => {
    await em().nativeUpdate(EmailDeliverySchema, { requestId, status: 'queued' }, { linkToken: token });
  },
  latestLogonDeliveries: async (eids) => {
    const wanted = onlyUuids(eids);
    if (wanted.length === 0) return [];
    return latestLogon(em(), `eid in (${inList(wanted)})`, wanted);
  },
  failedLogonDeliveries: async (limit) => {
    const direct = em();
    const rows = await rawRows<DeliveryRow>(
      direct,
      `select * from (${latestLogonSql(direct, 'eid is not null')}) latest
        where status = 'failed' order by failed_at desc limit ?`,
      ['logon', limit],
    );
    return rows.map(deliveryFromRow);
  },
  listForUser: async (uid) => {
    const rows = await em().find(
      EmailDeliverySchema,
      { uid },
      { orderBy: { queuedAt: 'asc', requestId: 'asc' } },
    );
    return rows.map(({ requestId, kind, eid, status, queuedAt, failedAt, failure }) => ({
      requestId,
      kind,
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
  latestReminders: async (eids) => {
    const wanted = onlyUuids(eids);
    if (wanted.length === 0) return [];
    const direct = em();
    const rows = await rawRows<ReminderRow>(
      direct,
      latestOfKindSql(direct, `eid in (${inList(wanted)})`, 'queued_at, status, failure'),
      ['reminder', ...wanted],
    );
    return rows.map(reminderFromRow);
  },
});

const inList = (values: readonly unknown[]): string => values.map(() => '?').join(', ');

interface DeliveryRow {
  eid: string;
  uid: string;
  status: DeliveryStatus;
  failure: string | null;
  failed_at: string | Date | null;
}

interface ReminderRow {
  eid: string;
  uid: string;
  queued_at: string | Date;
  status: DeliveryStatus;
  failure: string | null;
}

/**
 * Each (event, participant)'s newest request of one kind (the first parameter) among the rows
 * `where` keeps (its parameters follow).
 */
const latestOfKindSql = (direct: EntityManager, where: string, columns: string): string =>
  `select distinct on (eid, uid) eid, uid, ${columns}
     from ${tableName(direct, 'email_deliveries')}
    where kind = ? and ${where} and uid is not null
    order by eid, uid, queued_at desc`;

/** Each (event, participant)'s newest logon-email request among the rows `where` keeps. */
const latestLogonSql = (direct: EntityManager, where: string): string =>
  latestOfKindSql(direct, where, 'status, failure, failed_at');

const latestLogon = async (direct: EntityManager, where: string, params: readonly unknown[]) =>
  (await rawRows<DeliveryRow>(direct, latestLogonSql(direct, where), ['logon', ...params])).map(
    deliveryFromRow,
  );

const reminderFromRow = (row: ReminderRow): ReminderDelivery => ({
  eid: row.eid,
  uid: row.uid,
  queuedAt: instant(row.queued_at),
  status: row.status,
  failure: row.failure,
});

const deliveryFromRow = (row: DeliveryRow): LogonDelivery => ({
  eid: row.eid,
  uid: row.uid,
  status: row.status,
  failure: row.failure,
  failedAt: row.failed_at === null ? null : instant(row.failed_at),
});
