import {
  ACCESS_LEVELS,
  type CalendarDate,
  hasForbiddenControl,
  isVisiblyBlank,
  LANGUAGES,
  parseCalendarDate,
  TEXT_LIMITS,
} from '@vs/domain';
import { z } from 'zod';
import { SCHEMA_MESSAGES, schemaMessage } from '../schema-messages.ts';

const CONTROL_CHARACTERS = schemaMessage(SCHEMA_MESSAGES.controlCharacters);
const tooLong = (max: number): string => schemaMessage(SCHEMA_MESSAGES.tooLong, { max });

/**
 * Free text on one line, trimmed, at most `max` characters, with no control character (a NUL
 * would reach PostgreSQL, which refuses it). Every one-line text field is built from this.
 */
export const lineOfText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .refine((text) => !hasForbiddenControl(text, false), CONTROL_CHARACTERS);

/** One-line text that must show something: blank or only invisible characters is `message`. */
export const requiredLine = (max: number, message: string) =>
  lineOfText(max)
    .min(1, message)
    .refine((text) => !isVisiblyBlank(text), message);

/** Text that may hold tabs and line breaks (definitions, email bodies), at most `max` characters. */
export const multiLineText = (max: number) =>
  z
    .string()
    .max(max, tooLong(max))
    .refine((text) => !hasForbiddenControl(text, true), CONTROL_CHARACTERS);

export const uid = z.uuid('uid must be a user id');
/** A language the product ships (BCP 47 tag), or null for none chosen. */
export const language = z
  .enum(LANGUAGES, { message: `language must be one of ${LANGUAGES.join(', ')}` })
  .nullable();
export const eid = z.uuid('eid must be an event id');
export const orgId = z.uuid('orgId must be an organisation id');
export const email = z
  .string()
  .trim()
  .min(1, schemaMessage(SCHEMA_MESSAGES.emailRequired))
  .max(TEXT_LIMITS.email)
  .pipe(z.email(schemaMessage(SCHEMA_MESSAGES.emailInvalid)));
/** A forename or surname, refused when blank with that field's message. */
export const personName = (field: 'forename' | 'surname') =>
  requiredLine(
    TEXT_LIMITS.personName,
    schemaMessage(field === 'forename' ? SCHEMA_MESSAGES.forenameRequired : SCHEMA_MESSAGES.surnameRequired),
  );
/** 0, 1 or 2; form selects may send it as text, but nothing else (null, true, '') passes as a level. */
export const accessLevel = z.preprocess(
  (value) => (typeof value === 'string' && /^\d$/.test(value.trim()) ? Number(value) : value),
  z.union(
    ACCESS_LEVELS.map((l) => z.literal(l)),
    { message: 'must be 0, 1 or 2' },
  ),
);

/** `YYYY-MM-DD`, a real calendar date. */
export const calendarDate = z.string().transform((text, ctx): CalendarDate => {
  const date = parseCalendarDate(text);
  if (date === null) {
    ctx.addIssue({ code: 'custom', message: schemaMessage(SCHEMA_MESSAGES.calendarDate) });
    return z.NEVER;
  }
  return date;
});

/** Query flags arrive as text: 'true' / 'false' (also '1' / '0'). */
export const queryFlag = z
  .enum(['true', 'false', '1', '0'], { message: "must be 'true' or 'false'" })
  .transform((v) => v === 'true' || v === '1');

/** A whole number sent as query text: digits only (no sign, spaces, decimals or exponents). */
export const wholeNumber = (message: string) =>
  z
    .string()
    .regex(/^\d{1,15}$/, message)
    .transform(Number);
