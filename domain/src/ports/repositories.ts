import type { ArchiveOutcome, ArchiveRequest } from '../model/archive-request.ts';
import type { AuditEntry, AuditName, AuditNameQuery, AuditQuery } from '../model/audit-entry.ts';
import type { CalendarDate } from '../model/calendar-date.ts';
import type { EmailTemplate, EmailTemplateKind } from '../model/email-template.ts';
import type { EventHeader, EventSummaryRecord, WorkshopEvent } from '../model/event.ts';
import type { FollowUp, FollowUpAnswer } from '../model/follow-up.ts';
import type { LanguageTag } from '../model/language.ts';
import type { LiveStep, ParticipantActivity } from '../model/live-activity.ts';
import type { LogonLink, LogonLinkPurpose } from '../model/logon-link.ts';
import type { MeaningfulWorkData } from '../model/meaningful-work.ts';
import type { Organisation, OrganisationHeader, OrgRole } from '../model/organisation.ts';
import type { ResponseKind, ValuesResponse } from '../model/response.ts';
import type { Session } from '../model/session.ts';
import type { PendingSsoSignIn, SsoIdentityLink, StoredSsoSettings } from '../model/sso.ts';
import type { UploadedEvent } from '../model/uploaded-event.ts';
import type { AccessLevel, ResponseCompleted, User } from '../model/user.ts';
import type { EventUsage } from '../rules/organisation-usage.ts';
import type { GuideScope } from '../rules/permissions.ts';
import type { UserPage, UserSearch } from '../rules/user-list.ts';
import type { Job } from './services.ts';

export interface UserRepository {
  findById(uid: string): Promise<User | null>;
  findByIds(uids: readonly string[]): Promise<User[]>;
  /** Case-insensitive. */
  findByEmail(email: string): Promise<User | null>;
  /** Case-insensitive, as findByEmail; only the users found, in no particular order. */
  findByEmails(emails: readonly string[]): Promise<User[]>;
  /** Users of one access level; with `inScopeOf`, only those in that Guide's scope (rules/permissions.ts `isInGuideScope`). */
  listByAccessLevel(level: AccessLevel, inScopeOf?: GuideScope): Promise<User[]>;
  /**
   * The users of one access level matching every search term (rules/user-list.ts), in list order
   * (surname, forename, email, ignoring case and accents, then uid), the page asked for and how
   * many match in all. `inScopeOf` limits them as in `listByAccessLevel`.
   */
  listPage(level: AccessLevel, search: UserSearch, inScopeOf?: GuideScope): Promise<UserPage>;
  insert(user: User): Promise<void>;
  /** Inserts several users in one statement (a spreadsheet import). */
  insertMany(users: readonly User[]): Promise<void>;
  update(user: User): Promise<void>;
  /** Writes only the pre-work completion flags (the save path must not overwrite a concurrent account edit). */
  setResponseCompleted(uid: string, completed: ResponseCompleted): Promise<void>;
  /** Records the live step the user's wizard is on, and that they were active `at`. */
  recordLiveStep(uid: string, step: LiveStep, at: Date): Promise<void>;
  /**
   * Each user's live step and last activity: the latest of their last live-step report and their
   * response saves (pre-work and live). Users with neither come back with nulls; unknown ones not at all.
   */
  findActivity(uids: readonly string[]): Promise<ParticipantActivity[]>;
  /** Sets (or clears) the event of several users at once. */
  setEvent(uids: readonly string[], eventId: string | null): Promise<void>;
  /**
   * Puts the users in the event, each only if they are in no event or in this one already, so of
   * two Guides adding someone at the same moment only one succeeds. Returns, in the order asked,
   * those in another event, who stay there. Unknown ids are ignored.
   */
  joinEvent(uids: readonly string[], eventId: string): Promise<string[]>;
  deleteMany(uids: readonly string[]): Promise<void>;
  /**
   * Gives a user a role in an organisation, replacing the one they had there, or takes them out of
   * it (`null`), in one statement (two changes at once both land). False when no such user.
   */
  setOrgRole(uid: string, orgId: string, role: OrgRole | null): Promise<boolean>;
  /** The users with a role in the organisation, in list order (rules/user-list.ts). */
  listMembers(orgId: string): Promise<User[]>;
}

/** Which events a list keeps: each part given narrows it. */
export interface EventListScope {
  /** Those this Guide oversees (rules/permissions.ts isEventInGuideScope). */
  readonly guide?: GuideScope;
  /** Those this person facilitates, in whichever organisation. */
  readonly facilitatorId?: string;
  /** Those of this organisation. */
  readonly orgId?: string;
  /** Only those with follow-up points (`followUpDays` not empty), which the follow-up sweep reads. */
  readonly withFollowUps?: boolean;
}

export interface EventRepository {
  findById(eid: string): Promise<WorkshopEvent | null>;
  /** The stored events the scope keeps (every one without it), oldest first. */
  list(scope?: EventListScope): Promise<WorkshopEvent[]>;
  /** The same events without their participant lists, which are only counted (cheap at thousands of events). */
  listSummaries(scope?: EventListScope): Promise<EventSummaryRecord[]>;
  insert(event: WorkshopEvent): Promise<void>;
  update(event: WorkshopEvent): Promise<void>;
  delete(eid: string): Promise<void>;
  /**
   * Each event of the organisation dated from `from` to `to` (both included) with its usage counts
   * (rules/organisation-usage.ts), computed where the data is: one query whatever the number of
   * events and participants. In no particular order.
   */
  usage(orgId: string, from: CalendarDate, to: CalendarDate): Promise<EventUsage[]>;
  /**
   * In a transaction: waits until no other transaction holds the event, then holds it until this
   * one ends. Every change to an event holds it before reading it (its participant lists and flags
   * are written whole, and reminders are decided on what was read), so they run one at a time per
   * event. Outside a transaction it holds nothing.
   */
  hold(eid: string): Promise<void>;
}

export interface ResponseRepository {
  find(uid: string, kind: ResponseKind): Promise<ValuesResponse | null>;
  findForUsers(uids: readonly string[], kind: ResponseKind): Promise<ValuesResponse[]>;
  /** Insert or replace the user's record of that kind. */
  save(response: ValuesResponse): Promise<void>;
  deleteForUsers(uids: readonly string[]): Promise<void>;
}

export interface MeaningfulWorkRepository {
  find(uid: string): Promise<MeaningfulWorkData | null>;
  save(uid: string, data: MeaningfulWorkData): Promise<void>;
  deleteForUsers(uids: readonly string[]): Promise<void>;
}

export interface LogonLinkRepository {
  insert(link: LogonLink): Promise<void>;
  findByDigest(tokenDigest: string): Promise<LogonLink | null>;
  /** Unused links of that purpose for the user that have not expired at `now`. */
  findUsable(uid: string, purpose: LogonLinkPurpose, now: Date): Promise<LogonLink[]>;
  /** Marks an unused link used; true only for the call that flipped it (two racing uses: one wins). */
  markUsed(id: string): Promise<boolean>;
  /** Marks every unused link of the user (of that purpose) as used. */
  retireUnused(uid: string, purpose: LogonLinkPurpose): Promise<void>;
  deleteForUsers(uids: readonly string[]): Promise<void>;
}

/** Each facilitator's own templates, one per kind and language (no language: English). */
export interface EmailTemplateRepository {
  find(uid: string, kind: EmailTemplateKind, language?: LanguageTag): Promise<EmailTemplate | null>;
  save(uid: string, kind: EmailTemplateKind, template: EmailTemplate, language?: LanguageTag): Promise<void>;
}

export interface SignedIn {
  readonly session: Session;
  readonly user: User;
  /** The user's event without its roster (see EventHeader). */
  readonly event: EventHeader | null;
}

export interface SessionRepository {
  insert(session: Session): Promise<void>;
  /** The session, its user and the user's event in one look-up (the hot path of every request). */
  findSignedIn(idDigest: string): Promise<SignedIn | null>;
  touch(idDigest: string, lastSeenAt: Date): Promise<void>;
  delete(idDigest: string): Promise<void>;
  deleteForUsers(uids: readonly string[]): Promise<void>;
  /** Every session of the user but the one with `keepIdDigest` (a new password ends the others). */
  deleteOthersOf(uid: string, keepIdDigest: string): Promise<void>;
}

export interface UploadedEventRepository {
  insert(uploaded: UploadedEvent): Promise<void>;
  findById(ueid: string): Promise<UploadedEvent | null>;
  /** All uploads; only those uploaded by `uploadedBy` when given. */
  list(uploadedBy?: string): Promise<UploadedEvent[]>;
  delete(ueid: string): Promise<void>;
}

export interface OutboxEntry {
  readonly id: string;
  readonly job: Job;
  readonly createdAt: Date;
  /** When a relay last handed it to the queue; null until then. */
  readonly relayedAt: Date | null;
}

/**
 * Jobs requested by a change, written in the change's own transaction. An entry stays until its
 * job is done (its effect recorded, or failed for good), not merely until the queue accepted it:
 * a queue that loses its memory (Redis restarted without persistence) loses no job, because the
 * relay hands the entry over again.
 */
export interface OutboxRepository {
  add(entry: OutboxEntry): Promise<void>;
  /**
   * The oldest entries to hand to the queue, at most `limit`: those never relayed, and those
   * relayed at or before `staleBefore` whose job is still not done.
   */
  due(staleBefore: Date, limit: number): Promise<OutboxEntry[]>;
  /** Records that the entries were handed to the queue at `at`. */
  markRelayed(ids: readonly string[], at: Date): Promise<void>;
  /** How many jobs are not done yet (the backlog ops watch). */
  count(): Promise<number>;
  /** When the oldest job not done yet was asked for (its age is what ops alert on); null when none waits. */
  oldestCreatedAt(): Promise<Date | null>;
  /** Done jobs leave the outbox; an id that is not there is ignored. */
  remove(ids: readonly string[]): Promise<void>;
}

/** An email request's delivery: queued until the mail server accepted it, or failed for good. */
export type DeliveryStatus = 'queued' | 'sent' | 'failed';

/** What an email request is: a logon email, a password reset, or a reminder to finish the pre-work. */
export type EmailKind = 'logon' | 'reset' | 'reminder' | 'follow-up';

export interface QueuedDelivery {
  readonly requestId: string;
  readonly kind: EmailKind;
  readonly uid: string;
  /** The event a logon email or reminder was sent for; null for other mail (password resets). */
  readonly eid: string | null;
  readonly queuedAt: Date;
}

/** A participant's newest logon-email request in one event, and where its delivery stands. */
export interface LogonDelivery {
  readonly eid: string;
  readonly uid: string;
  readonly status: DeliveryStatus;
  /**
   * Why it failed, for a failed one: the mail server's reply or a plain reason; for a queued one,
   * why its last attempt failed (it is being retried), else null.
   */
  readonly failure: string | null;
  /** When it failed, for a failed one. */
  readonly failedAt: Date | null;
}

/** One email request for a person, as their personal data lists it. */
export interface PersonalDelivery {
  readonly requestId: string;
  readonly kind: EmailKind;
  readonly eid: string | null;
  readonly status: DeliveryStatus;
  readonly queuedAt: Date;
  readonly failedAt: Date | null;
  readonly failure: string | null;
}

/** A participant's newest reminder in one event: when it was queued, and where its delivery stands. */
export interface ReminderDelivery {
  readonly eid: string;
  readonly uid: string;
  readonly queuedAt: Date;
  readonly status: DeliveryStatus;
  /** Why a failed reminder failed (the mail server's reply), else null. */
  readonly failure: string | null;
}

/**
 * The delivery of every email request, so a retried or recovered job never sends twice and the
 * Guide sees what actually happened to an email.
 */
export interface EmailDeliveryRepository {
  /** Written in the transaction that requests the email. */
  recordQueued(delivery: QueuedDelivery): Promise<void>;
  /** Null for a request never recorded. */
  statusOf(requestId: string): Promise<DeliveryStatus | null>;
  /**
   * The mail server accepted the mail. A request already sent or failed keeps its outcome. The
   * request's kept link token is forgotten.
   */
  recordSent(requestId: string, at: Date): Promise<void>;
  /**
   * The job gave up, for `reason`. A request already sent keeps its outcome. The request's kept
   * link token is forgotten.
   */
  recordFailed(requestId: string, at: Date, reason: string): Promise<void>;
  /**
   * An attempt failed and the job will try again: a queued request keeps its state and records
   * why (`reason`), shown as "retrying: reason" until it is sent or fails for good.
   */
  recordRetrying(requestId: string, reason: string): Promise<void>;
  /**
   * The link token kept for a queued request (null when none was, or the request is settled).
   * Inside a transaction it holds the request's row until the transaction ends, so two runs of
   * one job never both issue a link.
   */
  keptLinkToken(requestId: string): Promise<string | null>;
  /**
   * Keeps the token of the link the request's email carries, until the request is settled: a run
   * of the job after a crash mails the same link instead of retiring it. Nothing is kept for a
   * request never recorded.
   */
  keepLinkToken(requestId: string, token: string): Promise<void>;
  /** The newest logon-email request of each participant in the given events. */
  latestLogonDeliveries(eids: readonly string[]): Promise<LogonDelivery[]>;
  /**
   * The newest logon-email request of each participant in any event, where that one failed:
   * newest failure first, at most `limit`.
   */
  failedLogonDeliveries(limit: number): Promise<LogonDelivery[]>;
  /** Every email request for the user, oldest first. */
  listForUser(uid: string): Promise<PersonalDelivery[]>;
  /** Forgets the users' email requests (a mail server's reply may quote their address). */
  deleteForUsers(uids: readonly string[]): Promise<void>;
  /** The newest reminder of each participant in the given events. */
  latestReminders(eids: readonly string[]): Promise<ReminderDelivery[]>;
}

/** Requests for event archives, polled by the requester while a zip worker builds them. */
export interface ArchiveRequestRepository {
  insert(request: ArchiveRequest): Promise<void>;
  findById(id: string): Promise<ArchiveRequest | null>;
  /**
   * Records the worker's progress and marks the request running. A finished request (ready or
   * failed) keeps its outcome: a late or repeated job cannot turn it back.
   */
  recordProgress(id: string, done: number, total: number, at: Date): Promise<void>;
  /** Marks the request ready (done = total) or failed with its message; an erased one stays erased. */
  finish(id: string, outcome: ArchiveOutcome, at: Date): Promise<void>;
  /**
   * Erasure: marks every request for the event `eid` (not an upload's) erased, whatever its state,
   * so its zip is never served again; returns the ids of those not erased before.
   */
  eraseForEvent(eid: string, at: Date): Promise<string[]>;
  /** Deletes the requests created before `cutoff`; returns how many. */
  deleteCreatedBefore(cutoff: Date): Promise<number>;
}

/**
 * The audit log: append-only. Entries leave only by age (retention) and lose only their personal
 * fields (erasure of a person, purge of an event).
 */
export interface AuditLog {
  append(entry: AuditEntry): Promise<void>;
  /** The entries the query matches, newest first (by time, then id), at most `limit`. */
  list(query: AuditQuery): Promise<AuditEntry[]>;
  /** Deletes the entries recorded before `cutoff`; returns how many. */
  deleteBefore(cutoff: Date): Promise<number>;
  /** Erasure: the people's emails leave every entry that names them as actor. */
  forgetActorEmails(uids: readonly string[]): Promise<void>;
  /** Purge of an event: the entries about it lose their actors' emails. */
  forgetEmailsAbout(targetId: string): Promise<void>;
  /**
   * The display names of those of the people, events and uploads that still exist, in one query
   * whatever their number (an audit page names up to hundreds). Ids that are not UUIDs match nothing.
   */
  namesOf(query: AuditNameQuery): Promise<AuditName[]>;
}

export interface OrgRetention {
  readonly orgId: string;
  readonly retentionDays: number;
}

/** The client organisations; the default one always exists (a migration makes it). */
export interface OrganisationRepository {
  findById(orgId: string): Promise<Organisation | null>;
  /** By slug, as stored (lower-case). */
  findBySlug(slug: string): Promise<Organisation | null>;
  /** By id or (lower-case) slug, without the logo's bytes: what a page load reads. */
  findHeader(key: { readonly orgId: string } | { readonly slug: string }): Promise<OrganisationHeader | null>;
  /** Those asked for, or every one when `orgIds` is absent; by name. */
  list(orgIds?: readonly string[]): Promise<Organisation[]>;
  /**
   * The retention override of those asked for (every one when `orgIds` is absent) that set one,
   * without the rest of the row (no logo bytes): what the lifecycle reads once per list or sweep.
   */
  retentionOverrides(orgIds?: readonly string[]): Promise<OrgRetention[]>;
  /** Returns false, writing nothing, when the slug is taken. */
  insert(organisation: Organisation): Promise<boolean>;
  /** Returns false, writing nothing, when the new slug is another organisation's. */
  update(organisation: Organisation): Promise<boolean>;
}

/** Enterprise sign-in: organisations' identity providers, linked identities, sign-ins under way, replays. */
export interface SsoRepository {
  findSettings(orgId: string): Promise<StoredSsoSettings | null>;
  /** The settings serving the (lower-case) email domain; domains are unique across organisations. */
  findSettingsByDomain(domain: string): Promise<StoredSsoSettings | null>;
  /** Inserts or replaces the organisation's settings. */
  saveSettings(settings: StoredSsoSettings): Promise<void>;
  /** The user the provider's (issuer, subject) was linked to, or null. */
  findIdentity(issuer: string, subject: string): Promise<string | null>;
  linkIdentity(link: SsoIdentityLink): Promise<void>;
  insertPending(pending: PendingSsoSignIn): Promise<void>;
  /** Removes and returns the sign-in under way named by `state` if it has not expired: once only. */
  takePending(state: string, now: Date): Promise<PendingSsoSignIn | null>;
  /** Records a one-time key (a SAML assertion id) until `expiresAt`; false when it is already recorded. */
  claimOnce(key: string, expiresAt: Date): Promise<boolean>;
  /** Deletes expired sign-ins under way and replay keys; returns how many rows went. */
  deleteExpired(now: Date): Promise<number>;
}

export interface FollowUpRepository {
  /** Inserts unless the person already has one for this event and point; true when inserted. */
  insertIfAbsent(followUp: FollowUp): Promise<boolean>;
  findByDigest(tokenDigest: string): Promise<FollowUp | null>;
  /** Records the answer unless the follow-up was answered already; true when recorded. */
  answer(id: string, answer: FollowUpAnswer): Promise<boolean>;
  /** A person's follow-ups, oldest point first. */
  listForUser(uid: string): Promise<FollowUp[]>;
  /** An event's follow-ups, by point then person. */
  listForEvent(eid: string): Promise<FollowUp[]>;
  deleteForUsers(uids: readonly string[]): Promise<void>;
  /** Deletes an event's follow-ups (the event's retention ended), whoever they belong to now. */
  deleteForEvent(eid: string): Promise<void>;
  /** Stops every later follow-up for the person (kept until they are erased). */
  optOut(uid: string, at: Date): Promise<void>;
  /** Those of `uids` who opted out. */
  optedOut(uids: readonly string[]): Promise<Set<string>>;
}

export interface Repositories {
  readonly organisations: OrganisationRepository;
  readonly sso: SsoRepository;
  readonly users: UserRepository;
  readonly events: EventRepository;
  readonly responses: ResponseRepository;
  readonly meaningfulWork: MeaningfulWorkRepository;
  readonly followUps: FollowUpRepository;
  readonly logonLinks: LogonLinkRepository;
  readonly emailTemplates: EmailTemplateRepository;
  readonly sessions: SessionRepository;
  readonly uploadedEvents: UploadedEventRepository;
  readonly outbox: OutboxRepository;
  readonly deliveries: EmailDeliveryRepository;
  readonly archiveRequests: ArchiveRequestRepository;
  readonly audit: AuditLog;
}

/**
 * The repositories plus a unit of work: everything written inside `transaction` commits
 * together or not at all. Work inside must not wait on other connections.
 */
export interface Store extends Repositories {
  transaction<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
}
