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

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** Jobs carry ids, never personal data or secrets: the email job creates its own link. */
export type Job =
  | { readonly kind: 'email'; readonly name: 'logon-email'; readonly payload: LogonEmailJob }
  | { readonly kind: 'email'; readonly name: 'reset-email'; readonly payload: ResetEmailJob };

export interface LogonEmailJob {
  /** Identifies this request: a retried job with the same id never sends twice. */
  readonly requestId: string;
  readonly uid: string;
  /** Whose template the email uses. */
  readonly senderId: string;
  /** Replaces the template body for this one email. */
  readonly bodyOverride: string | null;
}

export interface ResetEmailJob {
  readonly requestId: string;
  readonly uid: string;
}

export interface JobQueue {
  enqueue(job: Job): Promise<void>;
}
