import type { ImpactContent, ImpactDocument } from '../model/impact-document.ts';
import type { PrintContent, PrintDocument } from '../model/print-document.ts';
import type { PendingSsoSignIn, SsoIdentity, SsoSettings } from '../model/sso.ts';

export interface Clock {
  now(): Date;
}

export interface IdGenerator {
  /** A new unique id (UUID). */
  newId(): string;
}

/** Secret tokens for sessions and logon links: generated at 256 bits, stored only as digests. */
export interface SecretTokens {
  generate(): string;
  digest(token: string): string;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

/** An image an HTML email shows inline (`<img src="cid:...">`), sent as a related attachment. */
export interface InlineImage {
  readonly cid: string;
  readonly filename: string;
  readonly contentType: string;
  readonly content: Uint8Array;
}

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The From display name (an organisation's sender name); absent: the deployment's. The address stays the deployment's. */
  readonly fromName?: string;
  /** An HTML alternative of `text` (a branded email showing its organisation's logo). */
  readonly html?: string;
  /** The images `html` shows by `cid:`. */
  readonly inlineImages?: readonly InlineImage[];
  /**
   * The `Message-ID` header (`<id@host>`): the same for every copy of one email request, so a mail
   * system that meets a duplicate (a worker killed after the server accepted) can keep one.
   */
  readonly messageId?: string;
}

export interface Mailer {
  /** Resolves once the mail server accepted the mail; rejects with MailRejectedError when it refused it for good. */
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * The mail server refused a mail for good (a 5xx reply such as an unknown recipient): sending it
 * again cannot help. `reply` is the server's answer, shown to the Guide as the reason.
 */
export class MailRejectedError extends Error {
  readonly reply: string;

  constructor(reply: string) {
    super(`the mail server refused the mail: ${reply}`);
    this.name = 'MailRejectedError';
    this.reply = reply;
  }
}

/**
 * The mail server could not take the mail now (it could not be reached, or answered a temporary
 * 4xx refusal): sending again later may work. `reason` is what the Guide is shown: the server's
 * reply, or that it could not be reached.
 */
export class MailUnavailableError extends Error {
  readonly reason: string;

  constructor(reason: string, options?: { cause?: unknown }) {
    super(`the mail server did not take the mail: ${reason}`, options);
    this.name = 'MailUnavailableError';
    this.reason = reason;
  }
}

/**
 * A job's worker stopped (was killed, or lost its lock) while running it, more often than the
 * queue allows: what the queue reports instead of an error of the job's own.
 */
export class JobInterruptedError extends Error {
  constructor(message = 'the worker running the job stopped before it finished') {
    super(message);
    this.name = 'JobInterruptedError';
  }
}

/**
 * Jobs carry ids, never personal data or secrets (the email job creates its own link). `kind`
 * names the queue: each kind is served by its own workers.
 */
export type Job =
  | { readonly kind: 'email'; readonly name: 'logon-email'; readonly payload: LogonEmailJob }
  | { readonly kind: 'email'; readonly name: 'reset-email'; readonly payload: ResetEmailJob }
  | { readonly kind: 'email'; readonly name: 'reminder-email'; readonly payload: ReminderEmailJob }
  | { readonly kind: 'email'; readonly name: 'follow-up-email'; readonly payload: FollowUpEmailJob }
  | { readonly kind: 'pdf'; readonly name: 'participant-output'; readonly payload: ParticipantOutputJob }
  | { readonly kind: 'pdf'; readonly name: 'impact-report'; readonly payload: ImpactReportJob }
  | { readonly kind: 'zip'; readonly name: 'event-archive'; readonly payload: EventArchiveJob }
  | { readonly kind: 'lifecycle'; readonly name: 'sweep'; readonly payload: LifecycleSweepJob };

export type JobKind = Job['kind'];
export const JOB_KINDS: readonly JobKind[] = ['email', 'pdf', 'zip', 'lifecycle'];

export interface LogonEmailJob {
  /** Identifies this request: a retried job with the same id never sends twice. */
  readonly requestId: string;
  readonly uid: string;
  /** Whose template the email uses. */
  readonly senderId: string;
  /** Replaces the template body for this one email. */
  readonly bodyOverride: string | null;
}

/** A reminder to finish the pre-work, with a fresh logon link, in the sender's reminder template. */
export interface ReminderEmailJob {
  readonly requestId: string;
  readonly uid: string;
  /** Whose reminder template the email uses. */
  readonly senderId: string;
}

/** A follow-up re-rating after the workshop (rules/follow-ups.ts): its link is kept with the request. */
export interface FollowUpEmailJob {
  readonly requestId: string;
  readonly uid: string;
  readonly followUpId: string;
}

export interface ResetEmailJob {
  readonly requestId: string;
  readonly uid: string;
}

export type OutputPage = 'prework' | 'live' | 'mw';

export interface ParticipantOutputJob {
  /** The PDF is written to the file store under outputKey(requestId). */
  readonly requestId: string;
  readonly uid: string;
  readonly page: OutputPage;
  /**
   * When the waiting request gives up (an ISO instant): a PDF not written by then is not wanted,
   * so the worker renders none, or removes what it wrote too late.
   */
  readonly deadline: string;
  /**
   * What to print but the logo, built by the request from the records it checked permissions on:
   * the worker adds the logo of `orgId` and renders it. Absent from a job queued by the previous
   * release (the worker then builds it from uid and page; uid and page stay in the payload for a
   * worker of the previous release).
   */
  readonly document?: PrintContent;
  /** The participant's organisation, whose logo the document wears; absent: none. */
  readonly orgId?: string;
}

/** An event's impact report (ImpactContent): counts and means, no names. */
export interface ImpactReportJob {
  /** The PDF is written to the file store under outputKey(requestId). */
  readonly requestId: string;
  /** When the waiting request gives up (an ISO instant), as ParticipantOutputJob's. */
  readonly deadline: string;
  readonly document: ImpactContent;
  /** The event's organisation, whose logo the report wears. */
  readonly orgId: string;
}

export interface EventArchiveJob {
  /** The zip is written to the file store under archiveKey(requestId). */
  readonly requestId: string;
  /** An event id, or with `uploaded` an uploaded event's id. */
  readonly eid: string;
  readonly uploaded: boolean;
}

export interface LifecycleSweepJob {
  /** The sweep's day, so a repeated run of the same sweep is recognisable in logs. */
  readonly scheduledFor: string;
}

export interface EnqueueOptions {
  /**
   * The job's id (the outbox entry's): a job enqueued again under an id the queue already holds
   * is ignored, so a relay repeated after a crash never makes a second job.
   */
  readonly id?: string;
}

export interface JobQueue {
  /** Hands a job to its queue; returns once the queue has it. */
  enqueue(job: Job, options?: EnqueueOptions): Promise<void>;
  /**
   * Enqueues and waits until a worker has finished the job; rejects when it failed for good or
   * did not finish within `timeoutMs`. For work a request waits on (PDFs, archives).
   */
  enqueueAndWait(job: Job, timeoutMs: number): Promise<void>;
}

/** Keys of generated files in the file store. */
export const outputKey = (requestId: string): string => `outputs/${requestId}.pdf`;
export const archiveKey = (requestId: string): string => `archives/${requestId}.zip`;

/** Generated files (PDFs, archives), written by workers and streamed by the API. */
export interface FileStore {
  write(key: string, content: Uint8Array | AsyncIterable<Uint8Array>): Promise<void>;
  /** The file's bytes as a stream; rejects with a not-found DomainError when there is none. */
  read(key: string): AsyncIterable<Uint8Array>;
  remove(key: string): Promise<void>;
  /**
   * Removes every file last written before `cutoff` (downloads nobody fetched: the request gave
   * up or the client went away) and any leftover of an unfinished write; returns how many files
   * went. Files written at or after the cutoff stay.
   */
  removeOlderThan(cutoff: Date): Promise<number>;
}

/** Renders one participant's printable output (spec 2.15, 2.16), or an event's impact report, as an A4 PDF. */
export interface PdfRenderer {
  render(document: PrintDocument | ImpactDocument): Promise<Uint8Array>;
}

export interface ArchiveEntry {
  /** Path inside the archive, e.g. `event.json` or `pdfs/Pat_Example-ValuesSystem.pdf`. */
  readonly name: string;
  readonly content: Uint8Array | string;
}

/**
 * Writes a zip to the file store as the entries arrive (never whole in memory), adding
 * `manifest.json` with the SHA-256 of every entry.
 */
export interface ArchiveWriter {
  write(key: string, entries: AsyncIterable<ArchiveEntry>): Promise<void>;
}

/**
 * The protocols of enterprise sign-in (OIDC, SAML 2.0), each behind a well-kept library: they
 * build the redirect to the identity provider and check what comes back (signature, issuer,
 * audience, time, nonce or InResponseTo). A check that fails rejects with a DomainError
 * `unauthenticated` whose message is plain for people (never the provider's raw error).
 */
/** Seals secrets kept at rest (the OIDC client secrets) with a key from the environment. */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the text was not sealed with this key or was changed. */
  open(sealed: string): string;
}

export interface IdentityProviders {
  /** Where to send the browser to sign in (OIDC authorization request with PKCE, or SAML AuthnRequest). */
  authorizationUrl(settings: SsoSettings, pending: PendingSsoSignIn): Promise<string>;
  /** The OIDC callback: exchanges the code (PKCE verifier, state and nonce checked) for the identity. */
  oidcIdentity(settings: SsoSettings, pending: PendingSsoSignIn, callbackUrl: URL): Promise<SsoIdentity>;
  /**
   * The SAML POST binding's response: signature, audience, recipient, time and InResponseTo
   * checked; the assertion's id and expiry are returned for the replay check.
   */
  samlIdentity(
    settings: SsoSettings,
    pending: PendingSsoSignIn,
    samlResponse: string,
  ): Promise<SsoIdentity & { readonly assertionId: string; readonly notOnOrAfter: Date }>;
  /** This service provider's SAML metadata XML for the organisation (entity id, ACS URL). */
  samlMetadata(orgSlug: string | null): Promise<string>;
}
