import type { Actor } from '../../model/actor.ts';
import type { AuditEntry } from '../../model/audit-entry.ts';
import type { EmailTemplate, EmailTemplateKind } from '../../model/email-template.ts';
import { LANGUAGES, type LanguageTag } from '../../model/language.ts';
import type { MeaningfulWorkData } from '../../model/meaningful-work.ts';
import { type ResponseView, toResponseView } from '../../model/response.ts';
import { type AccessLevel, GUIDE, type ResponseCompleted } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import type { DeliveryStatus, EmailKind } from '../../ports/repositories.ts';
import {
  type AuditEntryByRole,
  type AuditRole,
  auditRoleOf,
  compareAuditEntries,
} from '../../rules/audit-log.ts';
import { requireLevel } from '../../rules/permissions.ts';
import { loadUserToActOn, loadUserToAdminister, type UserWithEvent } from '../shared/access.ts';
import { entriesByRole } from '../shared/audit.ts';

/**
 * Everything held about one person (GDPR article 15), as a JSON document: their account (never
 * the password hash, only whether a password is set), their event, every response record, their
 * Meaningful Work, their email templates in every language they saved one (Guides), every email sent to them, and their follow-up
 * re-ratings (issue 39) and whether they opted out of them.
 */
export interface PersonalData {
  readonly exportedAt: string;
  readonly account: {
    readonly uid: string;
    readonly forename: string;
    readonly surname: string;
    readonly email: string;
    readonly accessLevel: AccessLevel;
    readonly portalLink: string;
    readonly mwEnabled: boolean;
    readonly responseCompleted: ResponseCompleted;
    readonly passwordSet: boolean;
    /** The language they chose, null for none (their browser's, else their event's). */
    readonly language: LanguageTag | null;
    /** Who registered them, by role (no one else's id): null when they registered themselves or no one is recorded. */
    readonly createdBy: { readonly role: AuditRole } | null;
    readonly createdAt: string;
    readonly lastLoginAt: string | null;
  };
  readonly event: {
    readonly eid: string;
    readonly eventName: string;
    readonly eventDate: string;
    readonly accessClose: string;
    readonly facilitatorId: string;
  } | null;
  readonly responses: { readonly prework: ResponseView | null; readonly live: ResponseView | null };
  readonly meaningfulWork: MeaningfulWorkData | null;
  /** Each kind's templates by the language they are saved in (only the languages saved). */
  readonly emailTemplates: Readonly<
    Record<EmailTemplateKind, Partial<Readonly<Record<LanguageTag, EmailTemplate>>>>
  >;
  readonly emails: readonly {
    readonly kind: EmailKind;
    readonly eid: string | null;
    readonly status: DeliveryStatus;
    readonly queuedAt: string;
    readonly failedAt: string | null;
    readonly failure: string | null;
  }[];
  /**
   * Audit entries they made or that are about their account, newest first (at most
   * PERSONAL_AUDIT_MAX of each). Their own entries are whole (their request ids and addresses are
   * theirs); someone else's action on them is described by role and time (AuditEntryByRole): no
   * other person's uid, email, request id or address.
   */
  readonly auditEntries: readonly ((Omit<AuditEntry, 'at'> & { readonly at: string }) | AuditEntryByRole)[];
  /** Their follow-ups (never the link's digest), and whether they asked for no more. */
  readonly followUps: readonly {
    readonly eid: string;
    readonly days: number;
    readonly queuedAt: string;
    readonly expiresAt: string;
    readonly answeredAt: string | null;
    readonly percentLived: readonly number[] | null;
    readonly note: string | null;
  }[];
  readonly followUpsOptedOut: boolean;
}

/** The most audit entries of each kind (made by them, about them) a personal data export lists. */
export const PERSONAL_AUDIT_MAX = 10_000;

const auditOf = async (store: Deps['store'], uid: string): Promise<PersonalData['auditEntries']> => {
  const [made, about] = await Promise.all([
    store.audit.list({ limit: PERSONAL_AUDIT_MAX, actor: { uid } }),
    store.audit.list({ limit: PERSONAL_AUDIT_MAX, targetId: uid }),
  ]);
  const byId = new Map([...about, ...made].map((entry) => [entry.id, entry]));
  const entries = [...byId.values()].sort(compareAuditEntries);
  const byOthers = new Map(
    (
      await entriesByRole(
        store,
        entries.filter((entry) => entry.actor?.uid !== uid),
      )
    ).map((entry) => [entry.id, entry]),
  );
  return entries.map((entry) => byOthers.get(entry.id) ?? { ...entry, at: entry.at.toISOString() });
};

export interface PersonalDataExport {
  readonly fileName: string;
  readonly data: PersonalData;
}

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

/** A Guide's templates of each kind, by the language each is saved in. */
const templatesOf = async (store: Deps['store'], uid: string): Promise<PersonalData['emailTemplates']> => {
  const ofKind = async (kind: EmailTemplateKind) => {
    const byLanguage: Partial<Record<LanguageTag, EmailTemplate>> = {};
    const saved = await Promise.all(
      LANGUAGES.map((language) => store.emailTemplates.find(uid, kind, language)),
    );
    LANGUAGES.forEach((language, at) => {
      const template = saved[at];
      if (template) byLanguage[language] = template;
    });
    return byLanguage;
  };
  const [logon, reminder] = await Promise.all([ofKind('logon'), ofKind('reminder')]);
  return { logon, reminder };
};

const collect = async (
  deps: Pick<Deps, 'store' | 'clock'>,
  { user, event }: UserWithEvent,
): Promise<PersonalDataExport> => {
  const { store } = deps;
  const [prework, live, meaningfulWork, emailTemplates, emails, auditEntries, followUps, optedOut] =
    await Promise.all([
      store.responses.find(user.uid, 'prework'),
      store.responses.find(user.uid, 'live'),
      store.meaningfulWork.find(user.uid),
      templatesOf(store, user.uid),
      store.deliveries.listForUser(user.uid),
      auditOf(store, user.uid),
      store.followUps.listForUser(user.uid),
      store.followUps.optedOut([user.uid]),
    ]);
  const creator = user.createdBy === null || user.createdBy === user.uid ? null : user.createdBy;
  const createdBy =
    creator === null ? null : { role: auditRoleOf((await store.users.findById(creator))?.accessLevel) };
  const data: PersonalData = {
    exportedAt: deps.clock.now().toISOString(),
    account: {
      uid: user.uid,
      forename: user.forename,
      surname: user.surname,
      email: user.email,
      accessLevel: user.accessLevel,
      portalLink: user.portalLink,
      mwEnabled: user.mwEnabled,
      responseCompleted: user.responseCompleted,
      passwordSet: user.passwordHash !== null,
      language: user.language,
      createdBy: createdBy,
      createdAt: user.createdAt.toISOString(),
      lastLoginAt: iso(user.lastLoginAt),
    },
    event:
      event === null
        ? null
        : {
            eid: event.eid,
            eventName: event.eventName,
            eventDate: event.eventDate,
            accessClose: event.accessClose,
            facilitatorId: event.facilitatorId,
          },
    responses: {
      prework: prework === null ? null : toResponseView(prework),
      live: live === null ? null : toResponseView(live),
    },
    meaningfulWork,
    emailTemplates,
    emails: emails.map(({ kind, eid, status, queuedAt, failedAt, failure }) => ({
      kind,
      eid,
      status,
      queuedAt: queuedAt.toISOString(),
      failedAt: iso(failedAt),
      failure,
    })),
    auditEntries,
    followUps: followUps.map(({ eid, days, queuedAt, expiresAt, answeredAt, percentLived, note }) => ({
      eid,
      days,
      queuedAt: queuedAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
      answeredAt: iso(answeredAt),
      percentLived,
      note,
    })),
    followUpsOptedOut: optedOut.has(user.uid),
  };
  return { fileName: `${user.forename}_${user.surname}-personal-data.json`, data };
};

/** One's own personal data. */
export const exportOwnData = async (
  deps: Pick<Deps, 'store' | 'clock'>,
  actor: Actor,
): Promise<PersonalDataExport> => collect(deps, await loadUserToActOn(deps.store, actor, actor.uid));

/**
 * Another person's personal data, for whoever may administer their account: a super-admin for
 * anyone, a Guide for participants in their scope (else the same 404 as a missing user).
 */
export const exportPersonalData = async (
  deps: Pick<Deps, 'store' | 'clock'>,
  actor: Actor,
  input: { readonly uid: string },
): Promise<PersonalDataExport> => {
  requireLevel(actor, GUIDE);
  return collect(deps, await loadUserToAdminister(deps.store, actor, input.uid));
};
