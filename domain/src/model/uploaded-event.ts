import type { EventDetails } from './event.ts';
import type { LanguageTag } from './language.ts';
import type { MeaningfulWorkData } from './meaningful-work.ts';
import type { ChosenValue } from './response.ts';
import type { AccessLevel, PublicUser, ResponseCompleted } from './user.ts';

export const EVENT_FILE_VERSION = 1;

export interface EventFileResponse {
  readonly values: readonly ChosenValue[];
  readonly descriptions: readonly string[];
  readonly percentLived: readonly number[];
}

export interface EventFileParticipant {
  readonly uid: string;
  readonly forename: string;
  readonly surname: string;
  readonly email: string;
  readonly accessLevel: AccessLevel;
  readonly mwEnabled: boolean;
  readonly responseCompleted: ResponseCompleted;
  readonly emailSent: boolean;
  readonly prework: EventFileResponse | null;
  readonly live: EventFileResponse | null;
  readonly meaningfulWork: MeaningfulWorkData | null;
  /**
   * The language their PDFs are written in (`languageOfPerson` when the file was made). Files made
   * before it was recorded have none: their PDFs are English.
   */
  readonly language?: LanguageTag;
}

/**
 * A person in an uploaded file, shaped like an account so user lists can show them. They have no
 * account here, hence no portal link; their `event` is the upload they came in.
 */
export const uploadedPublicUser = (participant: EventFileParticipant, ueid: string): PublicUser => ({
  uid: participant.uid,
  forename: participant.forename,
  surname: participant.surname,
  email: participant.email,
  accessLevel: participant.accessLevel,
  portal_link: '',
  mwEnabled: participant.mwEnabled,
  event: ueid,
  responseCompleted: participant.responseCompleted,
  language: null,
});

/** The downloadable, re-uploadable record of a whole event (versioned). */
export interface EventFile {
  readonly version: typeof EVENT_FILE_VERSION;
  readonly event: EventDetails & {
    readonly eid: string;
    readonly facilitator: { readonly forename: string; readonly surname: string };
  };
  readonly participants: readonly EventFileParticipant[];
}

/** An event file uploaded again for viewing; kept apart from live events. */
export interface UploadedEvent {
  readonly ueid: string;
  readonly uploadedBy: string;
  readonly uploadedAt: Date;
  readonly file: EventFile;
}
