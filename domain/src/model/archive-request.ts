/**
 * Where an archive request is: waiting for a zip worker, being built, ready to download, given up,
 * or erased (someone in it was deleted, or its event purged: its zip is gone for good).
 */
export type ArchiveRequestState = 'queued' | 'running' | 'ready' | 'failed' | 'erased';

/**
 * One request for an event's archive (zip), built by a zip worker and downloaded once ready. It
 * lives in the database so that every API replica can answer its status.
 */
export interface ArchiveRequest {
  readonly id: string;
  /** Who asked: the only user who may see its status or download it. */
  readonly requesterId: string;
  /** An event id, or with `uploaded` an uploaded event's id. */
  readonly eid: string;
  readonly uploaded: boolean;
  /** The download name, fixed when asked: `${eventName} ${eventDate}.zip`. */
  readonly fileName: string;
  readonly state: ArchiveRequestState;
  /** Participants whose PDFs are in the zip so far, of `total` (0 of 0 until the worker starts). */
  readonly done: number;
  readonly total: number;
  /** Why it failed, in words for the requester; null unless `failed`. */
  readonly error: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** How a finished request ended. */
export type ArchiveOutcome =
  | { readonly state: 'ready' }
  | { readonly state: 'failed'; readonly error: string };
