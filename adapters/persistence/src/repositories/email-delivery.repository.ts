import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  DeliveryStatus,
  EmailDeliveryRepository,
  EmailKind,
  LogonDelivery,
  ReminderDelivery,
} from '@vs/domain';
import type { NotNull } from 'kysely';
import { EmailDeliverySchema } from '../entities/email-delivery.entity.ts';
import { queryBuilder, rows } from './query.ts';
import { instant } from './raw-sql.ts';
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
    const [row] = await rows(
      direct,
      queryBuilder(direct)
        .selectFrom('email_deliveries')
        .select('link_token')
        .where('request_id', '=', requestId)
        .where('status', '=', 'queued')
        .forUpdate(),
    );
    return row?.link_token ?? null;
  },
  keepLinkToken: async (requestId, token) => {
    await em().nativeUpdate(EmailDeliverySchema, { requestId, status: 'queued' }, { linkToken: token });
  },
  latestLogonDeliveries: async (eids) => {
    const wanted = onlyUuids(eids);
    if (wanted.length === 0) return [];
    const direct = em();
    const found = await rows(direct, latestOfKind(direct, 'logon', wanted).select(LOGON_COLUMNS));
    return found.map(deliveryFromRow);
  },
  failedLogonDeliveries: async (limit) => {
    const direct = em();
    const found = await rows(
      direct,
      queryBuilder(direct)
        .selectFrom(latestOfKind(direct, 'logon', 'any').select(LOGON_COLUMNS).as('latest'))
        .selectAll()
        .where('status', '=', 'failed')
        .orderBy('failed_at', 'desc')
        .limit(limit),
    );
    return found.map(deliveryFromRow);
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
    const found = await rows(
      direct,
      latestOfKind(direct, 'reminder', wanted).select(['queued_at', 'status', 'failure']),
    );
    return found.map(reminderFromRow);
  },
});

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

const LOGON_COLUMNS = ['status', 'failure', 'failed_at'] as const;

/**
 * Each (event, participant)'s newest request of one kind, for the events `eids` (or any event):
 * `distinct on (eid, uid)` over `order by eid, uid, queued_at desc`. Its select list follows.
 */
const latestOfKind = (direct: EntityManager, kind: EmailKind, eids: readonly string[] | 'any') =>
  queryBuilder(direct)
    .selectFrom('email_deliveries')
    .distinctOn(['eid', 'uid'])
    .select(['eid', 'uid'])
    .where('kind', '=', kind)
    .where('eid', eids === 'any' ? 'is not' : 'in', eids === 'any' ? null : eids)
    .where('uid', 'is not', null)
    .$narrowType<{ eid: NotNull; uid: NotNull }>()
    .orderBy('eid')
    .orderBy('uid')
    .orderBy('queued_at', 'desc');

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
