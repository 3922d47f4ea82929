import type { CalendarDate } from './calendar-date.ts';
import type { EventType, SessionAccess } from './event.ts';
import type { MeaningfulWorkData } from './meaningful-work.ts';
import type { ChosenValue } from './response.ts';
import type { AccessLevel, ResponseCompleted } from './user.ts';

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
}

/** The downloadable, re-uploadable record of a whole event (versioned). */
export interface EventFile {
  readonly version: typeof EVENT_FILE_VERSION;
  readonly event: {
    readonly eid: string;
    readonly eventName: string;
    readonly eventDate: CalendarDate;
    readonly accessClose: CalendarDate;
    readonly eventType: EventType;
    readonly sessionAccess: SessionAccess;
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
