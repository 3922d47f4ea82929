import { notFound } from '../../errors/domain-error.ts';
import { ERROR_MESSAGES } from '../../errors/error-messages.ts';
import type { FollowUp } from '../../model/follow-up.ts';
import type { EventFile } from '../../model/uploaded-event.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import type { ArchiveEntry } from '../../ports/services.ts';
import type { AuditEntryByRole } from '../../rules/audit-log.ts';
import { printBrandOf } from '../../rules/organisation-brand.ts';
import { eventFileOf } from '../events/build-event-file.ts';
import { entriesByRole } from '../shared/audit.ts';
import {
  AUDIT_ENTRY,
  EVENT_FILE_ENTRY,
  FOLLOW_UPS_ENTRY,
  type PlannedOutput,
  plannedOutputs,
} from './archive-layout.ts';

export interface BuildEventArchiveInput {
  /** An event id, or with `uploaded` an uploaded event's id. */
  readonly eid: string;
  readonly uploaded: boolean;
}

const eventNotFound = () => notFound('EVENT.NOT_FOUND', { message: ERROR_MESSAGES.eventNotFound });

/** `follow-ups.json`: the event's points and each person's follow-up at each (no token digests). */
export interface ArchivedFollowUps {
  readonly followUpDays: readonly number[];
  readonly followUps: readonly Omit<FollowUp, 'id' | 'eid' | 'tokenDigest'>[];
}

/**
 * The event file, the organisation whose brand its PDFs carry (the event's; an uploaded event came
 * from elsewhere and carries none), and the event's follow-ups when it has points or follow-ups.
 */
const loadEventFile = async (
  repos: Repositories,
  input: BuildEventArchiveInput,
): Promise<{ file: EventFile; orgId: string | null; followUps: ArchivedFollowUps | null }> => {
  if (input.uploaded) {
    const upload = await repos.uploadedEvents.findById(input.eid);
    if (upload === null) throw eventNotFound();
    return { file: upload.file, orgId: null, followUps: null };
  }
  const event = await repos.events.findById(input.eid);
  if (event === null) throw eventNotFound();
  const followUps = (await repos.followUps.listForEvent(event.eid)).map(
    ({ id: _id, eid: _eid, tokenDigest: _digest, ...kept }) => kept,
  );
  return {
    file: await eventFileOf(repos, event),
    orgId: event.orgId,
    followUps:
      event.followUpDays.length === 0 && followUps.length === 0
        ? null
        : { followUpDays: event.followUpDays, followUps },
  };
};

/**
 * Hears how far a build is: `done` participants of `total` have their PDFs in the zip stream.
 * Called with 0 before the first entry and after each participant.
 */
export type ArchiveProgress = (done: number, total: number) => Promise<void>;

/** The most audit entries an archive's `audit.json` holds (the newest). */
export const ARCHIVE_AUDIT_MAX = 10_000;

async function* archiveEntries(
  deps: Pick<Deps, 'pdf'>,
  file: EventFile,
  planned: Iterable<PlannedOutput[]>,
  audit: readonly AuditEntryByRole[],
  followUps: ArchivedFollowUps | null,
  progress: ArchiveProgress,
): AsyncGenerator<ArchiveEntry> {
  const total = file.participants.length;
  await progress(0, total);
  yield { name: EVENT_FILE_ENTRY, content: `${JSON.stringify(file, null, 2)}\n` };
  yield { name: AUDIT_ENTRY, content: `${JSON.stringify(audit, null, 2)}\n` };
  if (followUps !== null)
    yield { name: FOLLOW_UPS_ENTRY, content: `${JSON.stringify(followUps, null, 2)}\n` };
  // One PDF at a time, rendered only when the writer asks: memory holds one, whatever the event's size.
  let done = 0;
  for (const outputs of planned) {
    for (const output of outputs) {
      yield { name: output.name, content: await deps.pdf.render(output.document) };
    }
    // The writer has taken this participant's last PDF (it asked for the next entry).
    done += 1;
    await progress(done, total);
  }
}

const ignoreProgress: ArchiveProgress = async () => {};

/**
 * The entries of an event's archive: `event.json` (the versioned event file; for an upload, the
 * stored file), `audit.json` (the audit entries about the event or upload, newest first, their
 * actors by role: AuditEntryByRole), `follow-ups.json` for an event with follow-ups, then
 * each participant's PDFs. The event is read before this resolves, so a
 * missing one fails here; the PDFs are rendered as the entries are taken, and `progress` hears
 * of each participant whose PDFs are in.
 *
 * No actor: only the zip worker calls this (writeEventArchive), with the ids of a job queued
 * after checking the actor.
 */
export const buildEventArchive = async (
  deps: Pick<Deps, 'store' | 'pdf' | 'config'>,
  input: BuildEventArchiveInput,
  progress: ArchiveProgress = ignoreProgress,
): Promise<AsyncIterable<ArchiveEntry>> => {
  const { file, orgId, followUps } = await loadEventFile(deps.store, input);
  const organisation = orgId === null ? null : await deps.store.organisations.findById(orgId);
  // By role: a Guide's archive must not hand them a super-admin's email, uid or address.
  const audit = await entriesByRole(
    deps.store,
    await deps.store.audit.list({ limit: ARCHIVE_AUDIT_MAX, targetId: input.eid }),
  );
  const planned = plannedOutputs(file, printBrandOf(deps.config.productTitle, organisation), organisation);
  return archiveEntries(deps, file, planned, audit, followUps, progress);
};
