import {
  type CalendarDate,
  type ImpactContent,
  LANGUAGES,
  MEANINGFUL_WORK_KEYS,
  type PrintContent,
  parseCalendarDate,
  VALUE_COUNT,
} from '@vs/domain';
import { z } from 'zod';

/** A bound on text crossing the process boundary, above every field of TEXT_LIMITS. */
const text = z.string().max(20_000);

const calendarDate = z
  .string()
  .refine((value) => parseCalendarDate(value) !== null, 'not a calendar date')
  .transform((value) => value as CalendarDate);

const base = {
  productTitle: text,
  language: z.enum(LANGUAGES).optional(),
  participant: z.object({ forename: text, surname: text }),
  event: z.object({ eventName: text, eventDate: calendarDate }).nullable(),
};

const printedValue = z.object({
  rank: z.int().min(1).max(VALUE_COUNT),
  value: text,
  description: text,
  percentLived: z.number(),
});

const insight = z.object({
  alignment: z.number().nullable(),
  neglected: z.array(z.object({ value: text, rank: z.int(), percentLived: z.number() })),
});

/**
 * A print document as the API put it in a pdf job (jobs cross a process boundary): without a logo,
 * which the worker reads itself (a `logo` sent anyway is dropped, never rendered).
 */
export const printContentSchema = z.discriminatedUnion('page', [
  z.object({ ...base, page: z.literal('prework'), values: z.array(printedValue) }),
  z.object({ ...base, page: z.literal('live'), values: z.array(printedValue), insight }),
  z.object({
    ...base,
    page: z.literal('mw'),
    meaningfulWork: z.record(z.enum(MEANINGFUL_WORK_KEYS), text),
    insight,
  }),
]) satisfies z.ZodType<PrintContent>;

const impactPoint = z.object({
  days: z.number().positive(),
  asked: z.int().min(0),
  answered: z.int().min(0),
  meanAlignmentChange: z.number().nullable(),
  values: z.array(z.object({ value: text, respondents: z.int().min(0), meanChange: z.number() })),
});

/** An event's impact report as the API put it in an impact-report job (the worker adds the logo). */
export const impactContentSchema = z.object({
  page: z.literal('impact'),
  productTitle: text,
  language: z.enum(LANGUAGES),
  event: z.object({ eventName: text, eventDate: calendarDate }),
  days: z.number().min(0),
  points: z.array(impactPoint),
}) satisfies z.ZodType<ImpactContent>;
