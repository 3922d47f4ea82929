/**
 * One person's follow-up re-rating at one point after their event (rules/follow-ups.ts): queued by
 * the lifecycle sweep with its one-tap link, answered once.
 */
export interface FollowUp {
  readonly id: string;
  readonly uid: string;
  readonly eid: string;
  /** The point: days after the event date (one of the event's `followUpDays`). */
  readonly days: number;
  /** The digest of the link's token; the token itself is only in the email. */
  readonly tokenDigest: string;
  readonly expiresAt: Date;
  readonly queuedAt: Date;
  /** Today's "% lived" per value, in the rank order of the workshop; null until answered. */
  readonly percentLived: readonly number[] | null;
  /** "What changed?", one optional sentence. */
  readonly note: string | null;
  readonly answeredAt: Date | null;
}

/** The answer to a follow-up. */
export interface FollowUpAnswer {
  readonly percentLived: readonly number[];
  readonly note: string | null;
  readonly answeredAt: Date;
}
