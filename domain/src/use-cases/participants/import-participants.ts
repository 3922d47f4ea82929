import { type ErrorText, invalid } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { WorkshopEvent } from '../../model/event.ts';
import { NOTHING_COMPLETED, normaliseEmail, PARTICIPANT, type User } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { appendParticipant } from '../../rules/event-roster.ts';
import {
  classifyImportRows,
  countImportRows,
  countScopeProbes,
  type ImportRowInput,
  type ImportRowResult,
  importMessage,
  type KnownAccount,
  NO_ROWS_MESSAGE,
} from '../../rules/participant-import.ts';
import { loadEventToChange } from '../events/managed-event.ts';
import { byActor, recordAudit } from '../shared/audit.ts';
import { joinEvent } from './assignable-users.ts';

export interface ImportParticipantsInput {
  readonly eid: string;
  readonly rows: readonly ImportRowInput[];
  /** Only classify the rows: nothing is written. */
  readonly dryRun: boolean;
}

export interface ImportParticipantsResult {
  /** False when a row has an error: then nothing was written. */
  readonly success: boolean;
  /** What was imported, what would be, or why nothing was (worded by the HTTP edge). */
  readonly message: ErrorText;
  readonly rows: Omit<ImportRowResult, 'uid' | 'beyondScope'>[];
  readonly created: number;
  readonly added: number;
}

/** The reply, and what its rows cost under the email-probe limit. */
export interface ImportParticipantsOutcome extends ImportParticipantsResult {
  /**
   * How many rows of the reply tell about an account beyond the actor's scope without adding it
   * (`countScopeProbes`): the edge counts them under the email-probe limit before answering.
   */
  readonly probes: number;
}

/** The accounts already holding the file's emails, with their events, by normalised email. */
const loadKnownAccounts = async (
  tx: Repositories,
  rows: readonly ImportRowInput[],
): Promise<Map<string, KnownAccount>> => {
  const users = await tx.users.findByEmails(
    rows.filter((row) => row.problem === undefined).map((row) => row.email),
  );
  const events = new Map<string, WorkshopEvent | null>();
  for (const eventId of new Set(users.flatMap((user) => user.eventId ?? [])))
    events.set(eventId, await tx.events.findById(eventId));
  return new Map(
    users.map((user) => [
      normaliseEmail(user.email),
      { user, event: user.eventId === null ? null : (events.get(user.eventId) ?? null) },
    ]),
  );
};

/** A new participant's account: no password until their logon link asks for one. */
const newParticipant = (
  deps: Pick<Deps, 'clock' | 'ids'>,
  actor: Actor,
  event: Pick<WorkshopEvent, 'orgId'>,
  row: ImportRowResult,
): User => ({
  uid: deps.ids.newId(),
  forename: row.forename,
  surname: row.surname,
  email: row.email,
  passwordHash: null,
  accessLevel: PARTICIPANT,
  portalLink: '',
  mwEnabled: false,
  eventId: null,
  responseCompleted: NOTHING_COMPLETED,
  createdBy: actor.uid,
  orgId: event.orgId,
  orgs: [],
  lastLoginAt: null,
  createdAt: deps.clock.now(),
  language: row.language ?? null,
});

/**
 * Brings a spreadsheet's participants into an active event, all or nothing, in one transaction:
 * `new` rows become participants the actor created, `existing` rows (participants in no event)
 * join, each with an unsent logon email, in file order after those already there. With an error
 * row, or a dry run, nothing is written and the rows say what would happen. No email is sent.
 */
export const importParticipants = async (
  deps: Pick<Deps, 'store' | 'clock' | 'ids' | 'config'>,
  actor: Actor,
  input: ImportParticipantsInput,
): Promise<ImportParticipantsOutcome> => {
  if (input.rows.length === 0) throw invalid('IMPORT.NO_ROWS', NO_ROWS_MESSAGE);
  return deps.store.transaction(async (tx) => {
    const event = await loadEventToChange(tx, deps, actor, input.eid);
    const rows = classifyImportRows(actor, event, input.rows, await loadKnownAccounts(tx, input.rows));
    const counts = countImportRows(rows);
    const reply = {
      success: counts.errors === 0,
      message: importMessage(counts, input.dryRun),
      rows: rows.map(({ uid: _uid, beyondScope: _beyondScope, ...row }) => row),
    };
    if (counts.errors > 0 || input.dryRun)
      return { ...reply, created: 0, added: 0, probes: countScopeProbes(actor, rows, false) };

    // Lines are unique: each row's new account by the line it came from.
    const created = new Map(
      rows
        .filter((row) => row.status === 'new')
        .map((row) => [row.line, newParticipant(deps, actor, event, row)]),
    );
    await tx.users.insertMany([...created.values()]);
    const joining = rows.flatMap((row) => row.uid ?? created.get(row.line)?.uid ?? []);
    await tx.events.update(joining.reduce(appendParticipant, event));
    await joinEvent(tx, joining, event.eid);
    await recordAudit(tx, deps, byActor(actor), {
      action: 'participants.imported',
      target: { kind: 'event', id: event.eid },
      orgId: event.orgId,
      details: { created: counts.created, added: counts.added },
    });
    return {
      ...reply,
      created: counts.created,
      added: counts.added,
      probes: countScopeProbes(actor, rows, true),
    };
  });
};
