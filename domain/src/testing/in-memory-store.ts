import type { ArchiveRequest } from '../model/archive-request.ts';
import type { AuditEntry } from '../model/audit-entry.ts';
import type { EmailTemplate } from '../model/email-template.ts';
import { eventHeaderOf, summaryRecordOf, type WorkshopEvent } from '../model/event.ts';
import type { FollowUp } from '../model/follow-up.ts';
import { DEFAULT_LANGUAGE } from '../model/language.ts';
import type { LiveStep, ParticipantActivity } from '../model/live-activity.ts';
import type { LogonLink } from '../model/logon-link.ts';
import type { MeaningfulWorkData } from '../model/meaningful-work.ts';
import {
  compareOrganisations,
  DEFAULT_ORG_ID,
  DEFAULT_ORG_SLUG,
  headerOf,
  NO_BRANDING,
  type Organisation,
} from '../model/organisation.ts';
import type { ValuesResponse } from '../model/response.ts';
import type { Session } from '../model/session.ts';
import type { PendingSsoSignIn, SsoIdentityLink, StoredSsoSettings } from '../model/sso.ts';
import type { UploadedEvent } from '../model/uploaded-event.ts';
import { isPreworkComplete, normaliseEmail, type User } from '../model/user.ts';
import type {
  DeliveryStatus,
  EventListScope,
  LogonDelivery,
  OutboxEntry,
  QueuedDelivery,
  ReminderDelivery,
  Repositories,
  Store,
} from '../ports/repositories.ts';
import type { Clock } from '../ports/services.ts';
import { compareAuditEntries, matchesAuditQuery } from '../rules/audit-log.ts';
import { eventUsageOf } from '../rules/organisation-usage.ts';
import { type GuideScope, isEventInGuideScope, isInGuideScope } from '../rules/permissions.ts';
import { compareForUserList, pageOfUsers } from '../rules/user-list.ts';

type StoredDelivery = QueuedDelivery & {
  readonly status: DeliveryStatus;
  readonly failure: string | null;
  readonly failedAt: Date | null;
  readonly linkToken?: string | null;
};

interface Tables {
  organisations: Map<string, Organisation>;
  users: Map<string, User>;
  events: Map<string, WorkshopEvent>;
  responses: Map<string, ValuesResponse>;
  /** When each response record was last saved (the database's updated_at), by response key. */
  responseSavedAt: Map<string, Date>;
  /** Each user's last reported live step and when, by uid. */
  liveSteps: Map<string, { readonly step: LiveStep; readonly at: Date }>;
  meaningfulWork: Map<string, MeaningfulWorkData>;
  followUps: Map<string, FollowUp>;
  /** When each person opted out of follow-ups, by uid. */
  followUpOptOuts: Map<string, Date>;
  logonLinks: Map<string, LogonLink>;
  /** By `${uid} ${kind} ${language}`. */
  emailTemplates: Map<string, EmailTemplate>;
  sessions: Map<string, Session>;
  uploadedEvents: Map<string, UploadedEvent>;
  outbox: Map<string, OutboxEntry>;
  deliveries: Map<string, StoredDelivery>;
  archiveRequests: Map<string, ArchiveRequest>;
  audit: Map<string, AuditEntry>;
  ssoSettings: Map<string, StoredSsoSettings>;
  /** By `${issuer} ${subject}`. */
  ssoIdentities: Map<string, SsoIdentityLink>;
  ssoPending: Map<string, PendingSsoSignIn>;
  /** Each one-time key's expiry. */
  ssoReplays: Map<string, Date>;
}

/** The newest delivery of each (event, participant) among those `wanted` keeps. */
const latestOf = (t: Tables, wanted: (delivery: StoredDelivery) => boolean): StoredDelivery[] => {
  const latest = new Map<string, StoredDelivery>();
  for (const delivery of t.deliveries.values()) {
    if (delivery.eid === null || !wanted(delivery)) continue;
    const key = `${delivery.eid} ${delivery.uid}`;
    const known = latest.get(key);
    if (known === undefined || known.queuedAt <= delivery.queuedAt) latest.set(key, delivery);
  }
  return [...latest.values()];
};

/** The newest logon-email delivery of each (event, participant) among those `wanted` keeps. */
const latestLogonOf = (t: Tables, wanted: (delivery: StoredDelivery) => boolean): LogonDelivery[] =>
  latestOf(t, (delivery) => delivery.kind === 'logon' && wanted(delivery)).map(
    ({ eid, uid, status, failure, failedAt }) => ({
      eid: eid as string,
      uid,
      status,
      failure,
      failedAt,
    }),
  );

const latestRemindersOf = (t: Tables, eids: readonly string[]): ReminderDelivery[] =>
  latestOf(t, (delivery) => delivery.kind === 'reminder' && eids.includes(delivery.eid ?? '')).map(
    ({ eid, uid, queuedAt, status, failure }) => ({ eid: eid as string, uid, queuedAt, status, failure }),
  );

/** The organisation a migration makes in every database. */
const defaultOrganisation: Organisation = {
  orgId: DEFAULT_ORG_ID,
  name: 'Default',
  slug: DEFAULT_ORG_SLUG,
  branding: NO_BRANDING,
  retentionDays: null,
  language: null,
  createdAt: new Date(0),
};

const emptyTables = (): Tables => ({
  organisations: new Map([[DEFAULT_ORG_ID, defaultOrganisation]]),
  users: new Map(),
  events: new Map(),
  responses: new Map(),
  responseSavedAt: new Map(),
  liveSteps: new Map(),
  meaningfulWork: new Map(),
  followUps: new Map(),
  followUpOptOuts: new Map(),
  logonLinks: new Map(),
  emailTemplates: new Map(),
  sessions: new Map(),
  uploadedEvents: new Map(),
  outbox: new Map(),
  deliveries: new Map(),
  archiveRequests: new Map(),
  audit: new Map(),
  ssoSettings: new Map(),
  ssoIdentities: new Map(),
  ssoPending: new Map(),
  ssoReplays: new Map(),
});

const copyTables = (t: Tables): Tables => ({
  organisations: new Map(t.organisations),
  users: new Map(t.users),
  events: new Map(t.events),
  responses: new Map(t.responses),
  responseSavedAt: new Map(t.responseSavedAt),
  liveSteps: new Map(t.liveSteps),
  meaningfulWork: new Map(t.meaningfulWork),
  followUps: new Map(t.followUps),
  followUpOptOuts: new Map(t.followUpOptOuts),
  logonLinks: new Map(t.logonLinks),
  emailTemplates: new Map(t.emailTemplates),
  sessions: new Map(t.sessions),
  uploadedEvents: new Map(t.uploadedEvents),
  outbox: new Map(t.outbox),
  deliveries: new Map(t.deliveries),
  archiveRequests: new Map(t.archiveRequests),
  audit: new Map(t.audit),
  ssoSettings: new Map(t.ssoSettings),
  ssoIdentities: new Map(t.ssoIdentities),
  ssoPending: new Map(t.ssoPending),
  ssoReplays: new Map(t.ssoReplays),
});

const responseKey = (uid: string, kind: string): string => `${uid}:${kind}`;

const deleteWhere = <V>(map: Map<string, V>, test: (value: V) => boolean): void => {
  for (const [key, value] of map) if (test(value)) map.delete(key);
};

/** Keys are unique, as a database's primary keys are: inserting one again is an error. */
const insertNew = <V>(map: Map<string, V>, key: string, value: V, what: string): void => {
  if (map.has(key)) throw new Error(`duplicate ${what} ${key}`);
  map.set(key, value);
};

/** Updates only what exists, as an SQL UPDATE does. */
const replaceExisting = <V>(map: Map<string, V>, key: string, value: V): void => {
  if (map.has(key)) map.set(key, value);
};

/** The latest of several instants, ignoring missing ones; null when none is there. */
const latestInstant = (instants: readonly (Date | undefined)[]): Date | null =>
  instants.reduce<Date | null>(
    (latest, at) => (at !== undefined && (latest === null || at > latest) ? at : latest),
    null,
  );

/**
 * The repositories in memory: the reference behaviour for the persistence contract suite and a
 * fast store for use-case and HTTP tests. A failed transaction restores every table. Response saves
 * are stamped with `clock` (the database stamps them with its own time).
 */
export const createInMemoryStore = (clock: Clock = { now: () => new Date() }): Store => {
  let t = emptyTables();

  const activityOf = (uid: string): ParticipantActivity => {
    const live = t.liveSteps.get(uid);
    return {
      uid,
      liveStep: live?.step ?? null,
      lastActiveAt: latestInstant([
        live?.at,
        t.responseSavedAt.get(responseKey(uid, 'prework')),
        t.responseSavedAt.get(responseKey(uid, 'live')),
      ]),
    };
  };

  const emailTaken = (email: string, exceptUid: string): boolean =>
    [...t.users.values()].some(
      (u) => u.uid !== exceptUid && normaliseEmail(u.email) === normaliseEmail(email),
    );

  const usersOfLevel = (level: number, inScopeOf: GuideScope | undefined): User[] =>
    [...t.users.values()].filter((u) => {
      if (u.accessLevel !== level) return false;
      if (inScopeOf === undefined) return true;
      const event = u.eventId === null ? null : t.events.get(u.eventId);
      return event !== undefined && isInGuideScope(inScopeOf, u, event);
    });

  const eventsOf = (scope: EventListScope = {}): WorkshopEvent[] =>
    [...t.events.values()].filter(
      (e) =>
        (scope.guide === undefined || isEventInGuideScope(scope.guide, e)) &&
        (scope.facilitatorId === undefined || e.facilitatorId === scope.facilitatorId) &&
        (scope.orgId === undefined || e.orgId === scope.orgId) &&
        (scope.withFollowUps !== true || e.followUpDays.length > 0),
    );

  const slugTaken = (slug: string, exceptOrgId: string): boolean =>
    [...t.organisations.values()].some((o) => o.slug === slug && o.orgId !== exceptOrgId);

  const repositories: Repositories = {
    organisations: {
      findById: async (orgId) => t.organisations.get(orgId) ?? null,
      findBySlug: async (slug) => [...t.organisations.values()].find((o) => o.slug === slug) ?? null,
      findHeader: async (key) => {
        const found = [...t.organisations.values()].find((o) =>
          'orgId' in key ? o.orgId === key.orgId : o.slug === key.slug,
        );
        return found === undefined ? null : headerOf(found);
      },
      list: async (orgIds) =>
        [...t.organisations.values()]
          .filter((o) => orgIds === undefined || orgIds.includes(o.orgId))
          .sort(compareOrganisations),
      retentionOverrides: async (orgIds) =>
        [...t.organisations.values()].flatMap(({ orgId, retentionDays }) =>
          retentionDays === null || (orgIds !== undefined && !orgIds.includes(orgId))
            ? []
            : [{ orgId, retentionDays }],
        ),
      insert: async (organisation) => {
        if (slugTaken(organisation.slug, organisation.orgId)) return false;
        insertNew(t.organisations, organisation.orgId, organisation, 'organisation');
        return true;
      },
      update: async (organisation) => {
        if (slugTaken(organisation.slug, organisation.orgId)) return false;
        replaceExisting(t.organisations, organisation.orgId, organisation);
        return true;
      },
    },
    sso: {
      findSettings: async (orgId) => t.ssoSettings.get(orgId) ?? null,
      findSettingsByDomain: async (domain) =>
        [...t.ssoSettings.values()].find((settings) => settings.emailDomains.includes(domain)) ?? null,
      saveSettings: async (settings) => {
        t.ssoSettings.set(settings.orgId, settings);
      },
      findIdentity: async (issuer, subject) => t.ssoIdentities.get(`${issuer} ${subject}`)?.uid ?? null,
      linkIdentity: async (link) => {
        insertNew(t.ssoIdentities, `${link.issuer} ${link.subject}`, link, 'identity');
      },
      insertPending: async (pending) => {
        insertNew(t.ssoPending, pending.state, pending, 'pending sign-in');
      },
      takePending: async (state, now) => {
        const pending = t.ssoPending.get(state);
        t.ssoPending.delete(state);
        return pending !== undefined && pending.expiresAt > now ? pending : null;
      },
      claimOnce: async (key, expiresAt) => {
        if (t.ssoReplays.has(key)) return false;
        t.ssoReplays.set(key, expiresAt);
        return true;
      },
      deleteExpired: async (now) => {
        const before = t.ssoPending.size + t.ssoReplays.size;
        deleteWhere(t.ssoPending, (pending) => pending.expiresAt <= now);
        deleteWhere(t.ssoReplays, (expiresAt) => expiresAt <= now);
        return before - t.ssoPending.size - t.ssoReplays.size;
      },
    },
    users: {
      findById: async (uid) => t.users.get(uid) ?? null,
      findByIds: async (uids) => uids.flatMap((uid) => t.users.get(uid) ?? []),
      findByEmail: async (email) =>
        [...t.users.values()].find((u) => normaliseEmail(u.email) === normaliseEmail(email)) ?? null,
      findByEmails: async (emails) => {
        const wanted = new Set(emails.map(normaliseEmail));
        return [...t.users.values()].filter((u) => wanted.has(normaliseEmail(u.email)));
      },
      listByAccessLevel: async (level, inScopeOf) => usersOfLevel(level, inScopeOf),
      setOrgRole: async (uid, orgId, role) => {
        const user = t.users.get(uid);
        if (user === undefined) return false;
        const others = user.orgs.filter((m) => m.orgId !== orgId);
        t.users.set(uid, { ...user, orgs: role === null ? others : [...others, { orgId, role }] });
        return true;
      },
      listMembers: async (orgId) =>
        [...t.users.values()].filter((u) => u.orgs.some((m) => m.orgId === orgId)).sort(compareForUserList),
      listPage: async (level, search, inScopeOf) => pageOfUsers(usersOfLevel(level, inScopeOf), search),
      insert: async (user) => {
        if (emailTaken(user.email, user.uid)) throw new Error(`duplicate email ${user.email}`);
        insertNew(t.users, user.uid, user, 'user');
      },
      // One statement in the database: all or none.
      insertMany: async (users) => {
        const emails = users.map((u) => normaliseEmail(u.email));
        const clash = users.find(
          (u, i) => t.users.has(u.uid) || emailTaken(u.email, u.uid) || emails.indexOf(emails[i] ?? '') !== i,
        );
        if (clash) throw new Error(`duplicate user ${clash.uid} or email ${clash.email}`);
        for (const user of users) insertNew(t.users, user.uid, user, 'user');
      },
      update: async (user) => {
        if (emailTaken(user.email, user.uid)) throw new Error(`duplicate email ${user.email}`);
        replaceExisting(t.users, user.uid, user);
      },
      setResponseCompleted: async (uid, responseCompleted) => {
        const user = t.users.get(uid);
        if (user) t.users.set(uid, { ...user, responseCompleted });
      },
      recordLiveStep: async (uid, step, at) => {
        if (t.users.has(uid)) t.liveSteps.set(uid, { step, at });
      },
      findActivity: async (uids) => uids.filter((uid) => t.users.has(uid)).map(activityOf),
      setEvent: async (uids, eventId) => {
        for (const uid of uids) {
          const user = t.users.get(uid);
          if (user) t.users.set(uid, { ...user, eventId });
        }
      },
      joinEvent: async (uids, eventId) => {
        const taken: string[] = [];
        for (const uid of uids) {
          const user = t.users.get(uid);
          if (user === undefined) continue;
          if (user.eventId === null || user.eventId === eventId) t.users.set(uid, { ...user, eventId });
          else taken.push(uid);
        }
        return taken;
      },
      // Their archive requests go with them, as the database's cascade does.
      deleteMany: async (uids) => {
        for (const uid of uids) {
          t.users.delete(uid);
          t.liveSteps.delete(uid);
        }
        deleteWhere(t.archiveRequests, (r) => uids.includes(r.requesterId));
        deleteWhere(t.ssoIdentities, (link) => uids.includes(link.uid));
      },
    },
    events: {
      findById: async (eid) => t.events.get(eid) ?? null,
      list: async (scope) => eventsOf(scope),
      listSummaries: async (scope) => eventsOf(scope).map(summaryRecordOf),
      usage: async (orgId, from, to) =>
        eventsOf({ orgId })
          .filter((e) => e.eventDate >= from && e.eventDate <= to)
          .map((e) =>
            eventUsageOf(
              e.eventDate,
              e.participants.map((uid) => {
                const user = t.users.get(uid);
                return {
                  preworkComplete: user !== undefined && isPreworkComplete(user),
                  liveStep: user === undefined ? null : (t.liveSteps.get(uid)?.step ?? null),
                };
              }),
            ),
          ),
      insert: async (event) => {
        insertNew(t.events, event.eid, event, 'event');
      },
      update: async (event) => {
        replaceExisting(t.events, event.eid, event);
      },
      // Its users stay, without an event (the database sets their event to null the same way).
      delete: async (eid) => {
        t.events.delete(eid);
        for (const user of t.users.values()) {
          if (user.eventId === eid) t.users.set(user.uid, { ...user, eventId: null });
        }
      },
      // Outside a transaction there is nothing to hold through (`transaction` gives its own).
      hold: async () => {},
    },
    responses: {
      find: async (uid, kind) => t.responses.get(responseKey(uid, kind)) ?? null,
      findForUsers: async (uids, kind) =>
        uids.flatMap((uid) => t.responses.get(responseKey(uid, kind)) ?? []),
      save: async (response) => {
        const key = responseKey(response.uid, response.kind);
        t.responses.set(key, response);
        t.responseSavedAt.set(key, clock.now());
      },
      deleteForUsers: async (uids) => {
        deleteWhere(t.responses, (r) => uids.includes(r.uid));
        for (const uid of uids) {
          t.responseSavedAt.delete(responseKey(uid, 'prework'));
          t.responseSavedAt.delete(responseKey(uid, 'live'));
        }
      },
    },
    meaningfulWork: {
      find: async (uid) => t.meaningfulWork.get(uid) ?? null,
      save: async (uid, data) => {
        t.meaningfulWork.set(uid, data);
      },
      deleteForUsers: async (uids) => {
        for (const uid of uids) t.meaningfulWork.delete(uid);
      },
    },
    followUps: {
      insertIfAbsent: async (followUp) => {
        const rows = [...t.followUps.values()];
        if (rows.some((f) => f.tokenDigest === followUp.tokenDigest))
          throw new Error('duplicate token digest');
        if (rows.some((f) => f.uid === followUp.uid && f.eid === followUp.eid && f.days === followUp.days))
          return false;
        t.followUps.set(followUp.id, followUp);
        return true;
      },
      findByDigest: async (tokenDigest) =>
        [...t.followUps.values()].find((f) => f.tokenDigest === tokenDigest) ?? null,
      answer: async (id, answer) => {
        const found = t.followUps.get(id);
        if (found === undefined || found.answeredAt !== null) return false;
        t.followUps.set(id, { ...found, ...answer });
        return true;
      },
      listForUser: async (uid) =>
        [...t.followUps.values()].filter((f) => f.uid === uid).sort((a, b) => a.days - b.days),
      listForEvent: async (eid) =>
        [...t.followUps.values()]
          .filter((f) => f.eid === eid)
          .sort((a, b) => a.days - b.days || a.uid.localeCompare(b.uid)),
      deleteForUsers: async (uids) => {
        const gone = new Set(uids);
        for (const [id, f] of t.followUps) if (gone.has(f.uid)) t.followUps.delete(id);
        for (const uid of uids) t.followUpOptOuts.delete(uid);
      },
      deleteForEvent: async (eid) => {
        for (const [id, f] of t.followUps) if (f.eid === eid) t.followUps.delete(id);
      },
      optOut: async (uid, at) => {
        if (!t.followUpOptOuts.has(uid)) t.followUpOptOuts.set(uid, at);
      },
      optedOut: async (uids) => new Set(uids.filter((uid) => t.followUpOptOuts.has(uid))),
    },
    logonLinks: {
      insert: async (link) => {
        if ([...t.logonLinks.values()].some((l) => l.tokenDigest === link.tokenDigest)) {
          throw new Error(`duplicate link digest ${link.tokenDigest}`);
        }
        insertNew(t.logonLinks, link.id, link, 'link');
      },
      findByDigest: async (digest) =>
        [...t.logonLinks.values()].find((l) => l.tokenDigest === digest) ?? null,
      findUsable: async (uid, purpose, now) =>
        [...t.logonLinks.values()].filter(
          (l) => l.uid === uid && l.purpose === purpose && !l.used && l.expiresAt > now,
        ),
      markUsed: async (id) => {
        const link = t.logonLinks.get(id);
        if (!link || link.used) return false;
        t.logonLinks.set(id, { ...link, used: true });
        return true;
      },
      retireUnused: async (uid, purpose) => {
        for (const link of t.logonLinks.values()) {
          if (link.uid === uid && link.purpose === purpose && !link.used)
            t.logonLinks.set(link.id, { ...link, used: true });
        }
      },
      deleteForUsers: async (uids) => deleteWhere(t.logonLinks, (l) => uids.includes(l.uid)),
    },
    emailTemplates: {
      find: async (uid, kind, language = DEFAULT_LANGUAGE) =>
        t.emailTemplates.get(`${uid} ${kind} ${language}`) ?? null,
      save: async (uid, kind, template, language = DEFAULT_LANGUAGE) => {
        t.emailTemplates.set(`${uid} ${kind} ${language}`, template);
      },
    },
    sessions: {
      insert: async (session) => {
        insertNew(t.sessions, session.idDigest, session, 'session');
      },
      findSignedIn: async (idDigest) => {
        const session = t.sessions.get(idDigest);
        const user = session && t.users.get(session.uid);
        if (!session || !user) return null;
        const event = user.eventId === null ? undefined : t.events.get(user.eventId);
        return { session, user, event: event === undefined ? null : eventHeaderOf(event) };
      },
      touch: async (idDigest, lastSeenAt) => {
        const session = t.sessions.get(idDigest);
        if (session) t.sessions.set(idDigest, { ...session, lastSeenAt });
      },
      delete: async (idDigest) => {
        t.sessions.delete(idDigest);
      },
      deleteForUsers: async (uids) => deleteWhere(t.sessions, (s) => uids.includes(s.uid)),
      deleteOthersOf: async (uid, keepIdDigest) =>
        deleteWhere(t.sessions, (s) => s.uid === uid && s.idDigest !== keepIdDigest),
    },
    uploadedEvents: {
      insert: async (uploaded) => {
        insertNew(t.uploadedEvents, uploaded.ueid, uploaded, 'uploaded event');
      },
      findById: async (ueid) => t.uploadedEvents.get(ueid) ?? null,
      list: async (uploadedBy) =>
        [...t.uploadedEvents.values()].filter((u) => uploadedBy === undefined || u.uploadedBy === uploadedBy),
      delete: async (ueid) => {
        t.uploadedEvents.delete(ueid);
      },
    },
    outbox: {
      add: async (entry) => {
        if (t.outbox.has(entry.id)) throw new Error(`duplicate outbox entry ${entry.id}`);
        t.outbox.set(entry.id, entry);
      },
      due: async (staleBefore, limit) =>
        [...t.outbox.values()]
          .filter((entry) => entry.relayedAt === null || entry.relayedAt <= staleBefore)
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
          .slice(0, limit),
      markRelayed: async (ids, at) => {
        for (const id of ids) {
          const entry = t.outbox.get(id);
          if (entry) t.outbox.set(id, { ...entry, relayedAt: at });
        }
      },
      count: async () => t.outbox.size,
      oldestCreatedAt: async () =>
        [...t.outbox.values()].reduce<Date | null>(
          (oldest, entry) => (oldest === null || entry.createdAt < oldest ? entry.createdAt : oldest),
          null,
        ),
      remove: async (ids) => {
        for (const id of ids) t.outbox.delete(id);
      },
    },
    deliveries: {
      recordQueued: async (delivery) => {
        if (!t.deliveries.has(delivery.requestId))
          t.deliveries.set(delivery.requestId, {
            ...delivery,
            status: 'queued',
            failure: null,
            failedAt: null,
          });
      },
      statusOf: async (requestId) => t.deliveries.get(requestId)?.status ?? null,
      recordSent: async (requestId) => {
        const delivery = t.deliveries.get(requestId);
        if (delivery === undefined)
          t.deliveries.set(requestId, {
            requestId,
            kind: 'logon',
            uid: '',
            eid: null,
            queuedAt: new Date(0),
            status: 'sent',
            failure: null,
            failedAt: null,
          });
        else if (delivery.status === 'queued')
          t.deliveries.set(requestId, { ...delivery, status: 'sent', failure: null, linkToken: null });
      },
      recordFailed: async (requestId, at, reason) => {
        const delivery = t.deliveries.get(requestId);
        if (delivery?.status === 'queued')
          t.deliveries.set(requestId, {
            ...delivery,
            status: 'failed',
            failure: reason,
            failedAt: at,
            linkToken: null,
          });
      },
      recordRetrying: async (requestId, reason) => {
        const delivery = t.deliveries.get(requestId);
        if (delivery?.status === 'queued') t.deliveries.set(requestId, { ...delivery, failure: reason });
      },
      keptLinkToken: async (requestId) => {
        const delivery = t.deliveries.get(requestId);
        return delivery?.status === 'queued' ? (delivery.linkToken ?? null) : null;
      },
      keepLinkToken: async (requestId, token) => {
        const delivery = t.deliveries.get(requestId);
        if (delivery?.status === 'queued') t.deliveries.set(requestId, { ...delivery, linkToken: token });
      },
      latestLogonDeliveries: async (eids) =>
        latestLogonOf(t, (delivery) => eids.includes(delivery.eid ?? '')),
      failedLogonDeliveries: async (limit) =>
        latestLogonOf(t, () => true)
          .filter((delivery) => delivery.status === 'failed')
          .sort((a, b) => (b.failedAt?.getTime() ?? 0) - (a.failedAt?.getTime() ?? 0))
          .slice(0, limit),
      listForUser: async (uid) =>
        [...t.deliveries.values()]
          .filter((delivery) => delivery.uid === uid)
          .sort((a, b) => a.queuedAt.getTime() - b.queuedAt.getTime())
          .map(({ requestId, kind, eid, status, queuedAt, failedAt, failure }) => ({
            requestId,
            kind,
            eid,
            status,
            queuedAt,
            failedAt,
            failure,
          })),
      deleteForUsers: async (uids) => {
        for (const [requestId, delivery] of t.deliveries)
          if (uids.includes(delivery.uid)) t.deliveries.delete(requestId);
      },
      latestReminders: async (eids) => latestRemindersOf(t, eids),
    },
    archiveRequests: {
      insert: async (request) => {
        insertNew(t.archiveRequests, request.id, request, 'archive request');
      },
      findById: async (id) => t.archiveRequests.get(id) ?? null,
      recordProgress: async (id, done, total, at) => {
        const request = t.archiveRequests.get(id);
        if (request?.state === 'queued' || request?.state === 'running') {
          t.archiveRequests.set(id, { ...request, state: 'running', done, total, updatedAt: at });
        }
      },
      finish: async (id, outcome, at) => {
        const request = t.archiveRequests.get(id);
        if (!request || request.state === 'erased') return;
        t.archiveRequests.set(
          id,
          outcome.state === 'ready'
            ? { ...request, state: 'ready', done: request.total, error: null, updatedAt: at }
            : { ...request, state: 'failed', error: outcome.error, updatedAt: at },
        );
      },
      eraseForEvent: async (eid, at) => {
        const erased = [...t.archiveRequests.values()].filter(
          (r) => r.eid === eid && !r.uploaded && r.state !== 'erased',
        );
        for (const r of erased) t.archiveRequests.set(r.id, { ...r, state: 'erased', updatedAt: at });
        return erased.map((r) => r.id);
      },
      deleteCreatedBefore: async (cutoff) => {
        const before = t.archiveRequests.size;
        deleteWhere(t.archiveRequests, (r) => r.createdAt < cutoff);
        return before - t.archiveRequests.size;
      },
    },
    audit: {
      append: async (entry) => {
        insertNew(t.audit, entry.id, entry, 'audit entry');
      },
      list: async ({ limit, ...query }) =>
        [...t.audit.values()]
          .filter((entry) => matchesAuditQuery(entry, query))
          .sort(compareAuditEntries)
          .slice(0, limit),
      deleteBefore: async (cutoff) => {
        const before = t.audit.size;
        deleteWhere(t.audit, (entry) => entry.at < cutoff);
        return before - t.audit.size;
      },
      forgetActorEmails: async (uids) => {
        for (const entry of t.audit.values())
          if (entry.actor !== null && uids.includes(entry.actor.uid))
            t.audit.set(entry.id, { ...entry, actor: { uid: entry.actor.uid, email: null } });
      },
      forgetEmailsAbout: async (targetId) => {
        for (const entry of t.audit.values())
          if (entry.target.id === targetId && entry.actor !== null)
            t.audit.set(entry.id, { ...entry, actor: { uid: entry.actor.uid, email: null } });
      },
      namesOf: async ({ users, events, uploads, orgs }) => [
        ...users.flatMap((id) => {
          const user = t.users.get(id);
          return user ? [{ kind: 'user' as const, id, name: `${user.forename} ${user.surname}` }] : [];
        }),
        ...events.flatMap((id) => {
          const event = t.events.get(id);
          return event ? [{ kind: 'event' as const, id, name: event.eventName }] : [];
        }),
        ...uploads.flatMap((id) => {
          const upload = t.uploadedEvents.get(id);
          return upload ? [{ kind: 'upload' as const, id, name: upload.file.event.eventName }] : [];
        }),
        ...orgs.flatMap((id) => {
          const organisation = t.organisations.get(id);
          return organisation ? [{ kind: 'org' as const, id, name: organisation.name }] : [];
        }),
      ],
    },
  };

  /** Per event, the end of the last transaction that holds or waits to hold it. */
  const holds = new Map<string, Promise<void>>();

  return {
    ...repositories,
    transaction: async (work) => {
      const before = copyTables(t);
      const held = new Map<string, () => void>();
      const hold = async (eid: string): Promise<void> => {
        if (held.has(eid)) return;
        const previous = holds.get(eid) ?? Promise.resolve();
        const { promise: ended, resolve: end } = Promise.withResolvers<void>();
        const mine = previous.then(() => ended);
        holds.set(eid, mine);
        held.set(eid, () => {
          end();
          if (holds.get(eid) === mine) holds.delete(eid);
        });
        await previous;
      };
      try {
        return await work({ ...repositories, events: { ...repositories.events, hold } });
      } catch (error) {
        t = before;
        throw error;
      } finally {
        for (const release of held.values()) release();
      }
    },
  };
};
