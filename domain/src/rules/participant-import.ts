import { type ErrorText, type ErrorWords, verbatim } from '../errors/domain-error.ts';
import type { Actor } from '../model/actor.ts';
import type { WorkshopEvent } from '../model/event.ts';
import type { LanguageTag } from '../model/language.ts';
import { normaliseEmail, PARTICIPANT, type User } from '../model/user.ts';
import { defineMessage, defineMessages } from './message-descriptor.ts';
import { canActOnUser, canAddByExactEmail, isSuperAdmin } from './permissions.ts';

/** The most participants one spreadsheet may bring, and its largest size in bytes (UTF-8). */
export const IMPORT_MAX_ROWS = 2_000;
export const IMPORT_MAX_BYTES = 1_000_000;

/** The columns a spreadsheet must name in its first row (in any order and case). */
export const IMPORT_COLUMNS = ['forename', 'surname', 'email'] as const;
/** An optional column: each new participant's language (a shipped tag; blank for none). */
export const IMPORT_LANGUAGE_COLUMN = 'language';

/**
 * One data row of a spreadsheet, as the edge read it: `line` is where the row starts in the file
 * (the header is line 1); `problem` says what is wrong with one of its fields, when something is.
 */
export interface ImportRowInput {
  readonly line: number;
  readonly forename: string;
  readonly surname: string;
  readonly email: string;
  /** A new participant's language, when the file has a language column. */
  readonly language?: LanguageTag | null;
  readonly problem?: string;
}

/**
 * `new` creates a participant; `existing` adds a participant in no event; `error` stops the import
 * (a Guide's or super-admin's account is never imported as a participant).
 */
export type ImportRowStatus = 'new' | 'existing' | 'error';

export interface ImportRowResult {
  readonly line: number;
  readonly forename: string;
  readonly surname: string;
  readonly email: string;
  readonly language?: LanguageTag | null;
  readonly status: ImportRowStatus;
  /** Why the row is an error: catalogued, or the edge's own check of its fields (already worded). */
  readonly message?: ErrorWords;
  /** The participant an `existing` row names. */
  readonly uid?: string;
  /**
   * The row tells something about an account beyond the actor's own scope (one out of reach, or a
   * participant in no event someone else registered): an answer the email-probe limit counts.
   */
  readonly beyondScope?: true;
}

/** A user already holding an email of the file, with their event (null when they have none). */
export interface KnownAccount {
  readonly user: User;
  readonly event: Pick<WorkshopEvent, 'eid' | 'facilitatorId' | 'orgId'> | null;
}

/** What the rows and the reply of an import say, in the reader's language (the route words them). */
const IMPORT_MESSAGES = defineMessages({
  duplicateRow: {
    id: 'import.row.duplicate',
    defaultMessage: 'This email is already on line {firstLine} of the file',
  },
  alreadyInThisEvent: {
    id: 'import.row.alreadyInThisEvent',
    defaultMessage: 'Already a participant of this event',
  },
  alreadyInAnEvent: {
    id: 'import.row.alreadyInAnEvent',
    defaultMessage: 'Already a participant of another event',
  },
  emailInUse: {
    id: 'import.row.emailInUse',
    defaultMessage: 'This email belongs to another account that cannot be added',
  },
  otherOrganisation: {
    id: 'import.row.otherOrganisation',
    defaultMessage: 'Belongs to another organisation',
  },
  /* Counts print as digits ({errors}, not #), as the English reply always has. */
  errors: {
    id: 'import.summary.errors',
    defaultMessage:
      '{errors, plural, one {{errors} row has an error} other {{errors} rows have errors}}: nothing was imported',
  },
  ready: {
    id: 'import.summary.ready',
    defaultMessage:
      'Ready to import {total, plural, one {{total} participant} other {{total} participants}} ({created} new, {added} existing)',
  },
  imported: {
    id: 'import.summary.imported',
    defaultMessage:
      '{total, plural, one {{total} participant} other {{total} participants}} imported ({created} new, {added} existing)',
  },
});

export const duplicateRowMessage = (firstLine: number): ErrorText => ({
  message: IMPORT_MESSAGES.duplicateRow,
  values: { firstLine },
});
export const ALREADY_IN_THIS_EVENT_MESSAGE = IMPORT_MESSAGES.alreadyInThisEvent;
export const ALREADY_IN_AN_EVENT_MESSAGE = IMPORT_MESSAGES.alreadyInAnEvent;
/**
 * A Guide's or super-admin's account, or a participant the actor may not reach: one answer that
 * tells no more than registering the address would ("a user with this email already exists").
 */
export const EMAIL_IN_USE_MESSAGE = IMPORT_MESSAGES.emailInUse;
export const NO_ROWS_MESSAGE = defineMessage({
  id: 'error.import.noRows',
  defaultMessage: 'The file holds no participants: add one row per person under the header',
});
export const OTHER_ORGANISATION_MESSAGE = IMPORT_MESSAGES.otherOrganisation;

/** The event a file is imported into. */
export type ImportTarget = Pick<WorkshopEvent, 'eid' | 'orgId'>;

/** What the actor may do with the account an email of the file already names. */
const classifyKnown = (
  actor: Actor,
  target: ImportTarget,
  known: KnownAccount,
): Pick<ImportRowResult, 'status' | 'message' | 'uid' | 'beyondScope'> => {
  const { user, event } = known;
  if (event?.eid === target.eid) return { status: 'error', message: ALREADY_IN_THIS_EVENT_MESSAGE };
  const inScope = canActOnUser(actor, user, event);
  if (user.eventId !== null && inScope) return { status: 'error', message: ALREADY_IN_AN_EVENT_MESSAGE };
  if (user.accessLevel === PARTICIPANT && user.eventId === null && canAddByExactEmail(actor, user, null)) {
    // Someone of another organisation is named only to whoever sees them anyway.
    if (user.orgId !== target.orgId)
      return inScope
        ? { status: 'error', message: OTHER_ORGANISATION_MESSAGE }
        : { status: 'error', message: EMAIL_IN_USE_MESSAGE, beyondScope: true };
    return { status: 'existing', uid: user.uid, ...(inScope ? {} : { beyondScope: true }) };
  }
  return { status: 'error', message: EMAIL_IN_USE_MESSAGE, beyondScope: true };
};

/**
 * Each row of a spreadsheet import into event `target`, in file order: a row the edge found wrong
 * stays an error; a later row repeating an earlier row's email is an error naming the first line;
 * an email nobody holds is `new`; a participant in no event of the event's organisation, whom the
 * actor may add by their exact email, is `existing`; any other account is an error. `known` holds
 * the accounts by normalised email.
 */
export const classifyImportRows = (
  actor: Actor,
  target: ImportTarget,
  rows: readonly ImportRowInput[],
  known: ReadonlyMap<string, KnownAccount>,
): ImportRowResult[] => {
  const firstLineOf = new Map<string, number>();
  return rows.map((row) => {
    const { line, forename, surname, email } = row;
    const base = {
      line,
      forename,
      surname,
      email,
      ...(row.language === undefined ? {} : { language: row.language }),
    };
    if (row.problem !== undefined) return { ...base, status: 'error', message: verbatim(row.problem) };
    const key = normaliseEmail(email);
    const firstLine = firstLineOf.get(key);
    if (firstLine !== undefined) return { ...base, status: 'error', message: duplicateRowMessage(firstLine) };
    firstLineOf.set(key, line);
    const account = known.get(key);
    return account === undefined
      ? { ...base, status: 'new' }
      : { ...base, ...classifyKnown(actor, target, account) };
  });
};

/**
 * How many answers about accounts beyond the actor's scope a reply gives: none when the import
 * wrote its rows (an `existing` row is then an add, which an add by exact email never counts
 * either), else every row marked `beyondScope`. Super-admins see every account: none.
 */
export const countScopeProbes = (
  actor: Actor,
  rows: readonly Pick<ImportRowResult, 'beyondScope'>[],
  written: boolean,
): number => (written || isSuperAdmin(actor) ? 0 : rows.filter((row) => row.beyondScope === true).length);

export interface ImportCounts {
  readonly created: number;
  readonly added: number;
  readonly errors: number;
}

export const countImportRows = (rows: readonly Pick<ImportRowResult, 'status'>[]): ImportCounts => ({
  created: rows.filter((row) => row.status === 'new').length,
  added: rows.filter((row) => row.status === 'existing').length,
  errors: rows.filter((row) => row.status === 'error').length,
});

/** The reply's message: what was imported, what would be, or why nothing was. */
export const importMessage = (counts: ImportCounts, dryRun: boolean): ErrorText => {
  if (counts.errors > 0) return { message: IMPORT_MESSAGES.errors, values: { errors: counts.errors } };
  const values = { total: counts.created + counts.added, created: counts.created, added: counts.added };
  return { message: dryRun ? IMPORT_MESSAGES.ready : IMPORT_MESSAGES.imported, values };
};
