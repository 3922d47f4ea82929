import type { CalendarDate } from './calendar-date.ts';
import type { LanguageTag } from './language.ts';

/** One follow-up point of an event's impact report: the same figures as the follow-up report. */
export interface ImpactPoint {
  readonly days: number;
  readonly asked: number;
  readonly answered: number;
  /** Null under FOLLOW_UP_REPORT_MIN_RESPONDENTS answers. */
  readonly meanAlignmentChange: number | null;
  /** The values of enough respondents, named in the reader's language, largest change first. */
  readonly values: readonly {
    readonly value: string;
    readonly respondents: number;
    readonly meanChange: number;
  }[];
}

/**
 * An event's "Impact after N days" report (issue 39) as a print view shows it: no names, only
 * counts and means. What a pdf job carries; the worker adds the organisation's logo.
 */
export interface ImpactContent {
  readonly page: 'impact';
  /** The product's name, or the event's organisation's when it hides the product's. */
  readonly productTitle: string;
  /** The requester's language. */
  readonly language: LanguageTag;
  readonly event: { readonly eventName: string; readonly eventDate: CalendarDate };
  /** The N of the title: the last point anyone answered, else the last point (impactDays). */
  readonly days: number;
  readonly points: readonly ImpactPoint[];
}

export type ImpactDocument = ImpactContent & { readonly logo?: string };
