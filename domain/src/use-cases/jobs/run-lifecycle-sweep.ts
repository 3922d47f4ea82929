import type { Deps } from '../../ports/deps.ts';
import type { LifecycleSweepJob } from '../../ports/services.ts';
import { type SweepFollowUpsResult, sweepFollowUps } from '../follow-ups/sweep-follow-ups.ts';
import { type SweepEventLifecycleResult, sweepEventLifecycle } from '../lifecycle/sweep-event-lifecycle.ts';
import { type SweepAutoRemindersResult, sweepAutoReminders } from '../logon-emails/sweep-auto-reminders.ts';
import { expireAbandonedFiles } from './expire-abandoned-files.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Archive requests are polled for minutes; a day later nobody needs their rows. */
export const ARCHIVE_REQUEST_RETENTION_MS = DAY_MS;

export interface RunLifecycleSweepResult
  extends SweepEventLifecycleResult,
    SweepAutoRemindersResult,
    SweepFollowUpsResult {
  /** The job's own label, so the worker's log ties the counts to the run that asked for them. */
  readonly scheduledFor: string;
  /** Archive requests older than a day, deleted. */
  readonly archiveRequestsRemoved: number;
  /** Generated files nobody fetched within the file time to live, now removed. */
  readonly expiredFiles: number;
  /** Audit entries older than the audit retention (AUDIT_RETENTION_DAYS), deleted. */
  readonly auditEntriesRemoved: number;
  /** Expired SSO sign-ins under way and SAML replay keys, deleted. */
  readonly ssoRowsRemoved: number;
}

/**
 * The lifecycle job's work: one sweep over every event by today's date (the clock's, not the
 * label's), so a late or repeated run does what an on-time one would have done and no more;
 * the automatic reminders due today go out (after the closes, so a closed event sends none), and the follow-ups due now; the rows of archive requests older than a day go, and so do generated files nobody fetched, and so do expired SSO sign-ins under way and replay keys.
 */
export const runLifecycleSweep = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config' | 'files' | 'ids' | 'tokens'>,
  job: LifecycleSweepJob,
): Promise<RunLifecycleSweepResult> => ({
  scheduledFor: job.scheduledFor,
  ...(await sweepEventLifecycle(deps)),
  ...(await sweepAutoReminders(deps)),
  ...(await sweepFollowUps(deps)),
  archiveRequestsRemoved: await deps.store.archiveRequests.deleteCreatedBefore(
    new Date(deps.clock.now().getTime() - ARCHIVE_REQUEST_RETENTION_MS),
  ),
  expiredFiles: await expireAbandonedFiles(deps),
  auditEntriesRemoved: await deps.store.audit.deleteBefore(
    new Date(deps.clock.now().getTime() - deps.config.lifecycle.auditRetentionDays * DAY_MS),
  ),
  ssoRowsRemoved: await deps.store.sso.deleteExpired(deps.clock.now()),
});
