import {
  type CalendarDate,
  MEANINGFUL_WORK_KEYS,
  type PrintDocument,
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

/** A logo of at most 200 KB (checkLogo) as a base64 `data:` URI. */
const logo = z
  .string()
  .max(300_000)
  .regex(/^data:image\/(png|svg\+xml);base64,[A-Za-z0-9+/]*={0,2}$/);

const base = {
  productTitle: text,
  logo: logo.optional(),
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

/** A print document as the API put it in a pdf job (jobs cross a process boundary). */
export const printDocumentSchema = z.discriminatedUnion('page', [
  z.object({ ...base, page: z.literal('prework'), values: z.array(printedValue) }),
  z.object({ ...base, page: z.literal('live'), values: z.array(printedValue), insight }),
  z.object({
    ...base,
    page: z.literal('mw'),
    meaningfulWork: z.record(z.enum(MEANINGFUL_WORK_KEYS), text),
    insight,
  }),
]) satisfies z.ZodType<PrintDocument>;
