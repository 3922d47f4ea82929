import {
  AUTO_REMIND_MAX_DAYS,
  BAD_TIME_ZONE_MESSAGE,
  EVENT_TYPES,
  FOLLOW_UP_MAX_DAYS,
  FOLLOW_UP_MAX_POINTS,
  IMPORT_MAX_BYTES,
  isTimeZone,
  LISTED_EVENT_STATUSES,
  MAX_FIRST_SUMMARIES,
  SESSION_ACCESS,
  TEXT_LIMITS,
} from '@vs/domain';
import { z } from 'zod';
import { SCHEMA_MESSAGES, schemaMessage } from '../schema-messages.ts';
import { calendarDate, eid, email, language, multiLineText, orgId, queryFlag, uid } from './common.schema.ts';
import { eventFileSchema, eventName } from './event-file.schema.ts';
import { readParticipantCsv } from './participant-csv.ts';

const eventType = z.enum(EVENT_TYPES, { message: "eventType must be 'Reg' or 'Non-reg'" });
const sessionAccess = z.enum(SESSION_ACCESS, { message: "sessionAccess must be 'Pre-work' or 'Live'" });

export const eidQuerySchema = z.object({ eid, prework: z.string().optional() });
export const eventParticipantsQuerySchema = z.object({ eid, uploaded: queryFlag.optional() });
export const eventFileQuerySchema = z.object({ eid, uploaded: queryFlag.optional() });
/** `uploaded` is a JSON boolean here (a body), as in `DELETE /api/event/delete`. */
export const eventFileRequestSchema = z.object({ eid, uploaded: z.boolean().optional() });
export const archiveRequestQuerySchema = z.object({ requestId: z.uuid('requestId must be a request id') });
export const participantEventByIdQuerySchema = z.object({ uid });
/** The event lists narrowed to one organisation (`?orgId=`); every one in the caller's scope without it. */
export const orgFilterQuerySchema = z.object({ orgId: orgId.optional() });

const LIMIT_MESSAGE = `must be a whole number from 1 to ${MAX_FIRST_SUMMARIES}`;
/** How many of the first events to give (`?limit=50`): digits only, 1 to MAX_FIRST_SUMMARIES. */
const summariesLimit = z
  .string({ message: LIMIT_MESSAGE })
  .regex(/^[0-9]{1,3}$/, LIMIT_MESSAGE)
  .transform(Number)
  .refine((limit) => limit >= 1 && limit <= MAX_FIRST_SUMMARIES, LIMIT_MESSAGE);

export const eventSummariesQuerySchema = z.object({
  orgId: orgId.optional(),
  limit: summariesLimit.optional(),
  status: z.enum(LISTED_EVENT_STATUSES, {
    message: `must be one of ${LISTED_EVENT_STATUSES.map((status) => `'${status}'`).join(', ')}`,
  }),
});
export const eventOutputQuerySchema = z.object({ uid, page: z.enum(['prework', 'live', 'mw']) });

/** An IANA time zone (`Intl.supportedValuesOf('timeZone')`, or UTC). */
const timeZone = z
  .string({ message: schemaMessage(BAD_TIME_ZONE_MESSAGE) })
  .max(64)
  .refine(isTimeZone, schemaMessage(BAD_TIME_ZONE_MESSAGE));

// Beyond the spec: the follow-up re-ratings (docs/api.md), days after the event date, decimals allowed.
const followUpDays = z
  .array(
    z
      .number({ message: 'followUpDays must be numbers of days' })
      .positive('followUpDays must each be more than 0')
      .max(FOLLOW_UP_MAX_DAYS, `followUpDays must each be at most ${FOLLOW_UP_MAX_DAYS}`),
    { message: 'followUpDays must be a list of numbers of days' },
  )
  .max(FOLLOW_UP_MAX_POINTS, `followUpDays may have at most ${FOLLOW_UP_MAX_POINTS} entries`)
  .refine((days) => new Set(days).size === days.length, 'followUpDays must not repeat a day');

export const createEventSchema = z.object({
  eventName,
  eventDate: calendarDate,
  accessClose: calendarDate.optional(),
  eventType,
  sessionAccess,
  participants: z.array(uid).max(1000).default([]),
  facilitator: uid.optional(),
  orgId: orgId.optional(),
  followUpDays: followUpDays.optional(),
  language: language.optional(),
  timeZone: timeZone.optional(),
});

export const updateEventSchema = z.object({
  eid,
  eventName,
  eventDate: calendarDate,
  accessClose: calendarDate,
  eventType,
  sessionAccess,
  // Beyond the spec: the automatic reminder (docs/api.md); absent keeps it as it is.
  autoRemindDays: z
    .number()
    .int('autoRemindDays must be a whole number of days')
    .min(1, `autoRemindDays must be 1 to ${AUTO_REMIND_MAX_DAYS}, or null`)
    .max(AUTO_REMIND_MAX_DAYS, `autoRemindDays must be 1 to ${AUTO_REMIND_MAX_DAYS}, or null`)
    .nullable()
    .optional(),
  followUpDays: followUpDays.optional(),
  language: language.optional(),
  // Beyond the spec: the IANA zone its dates are in (docs/api.md); absent keeps it as it is.
  timeZone: timeZone.optional(),
});

export const eidBodySchema = z.object({ eid });
export const participantMembershipSchema = z.object({ uid, eid });
/**
 * The person by `uid` (the spec's form) or by their exact `email` (docs/decisions.md, "Adding an
 * existing participant by email"): exactly one of the two.
 */
export const addParticipantSchema = z
  .object({ eid, uid: uid.optional(), email: email.optional() })
  .transform((body, ctx) => {
    if (body.uid !== undefined && body.email === undefined) return { eid: body.eid, uid: body.uid };
    if (body.email !== undefined && body.uid === undefined) return { eid: body.eid, email: body.email };
    ctx.addIssue({
      code: 'custom',
      message: body.uid === undefined ? 'Give either uid or email' : 'Give either uid or email, not both',
    });
    return z.NEVER;
  });
/** A participant spreadsheet as CSV text, read into rows here; `dryRun` only previews them. */
export const importParticipantsSchema = z
  .object({
    eid,
    csv: z
      .string({ message: 'csv must be the text of the file' })
      .refine(
        (text) => Buffer.byteLength(text, 'utf8') <= IMPORT_MAX_BYTES,
        'csv: the file must be at most 1 MB',
      ),
    dryRun: z.boolean({ message: 'dryRun must be true or false' }).default(false),
  })
  .transform(({ eid, csv, dryRun }, ctx) => {
    const read = readParticipantCsv(csv);
    if ('problem' in read) {
      ctx.addIssue({ code: 'custom', message: read.problem, path: ['csv'] });
      return z.NEVER;
    }
    return { eid, rows: read.rows, dryRun };
  });
/** A blank `emailBody` (an emptied editor) means the template body, as when it is left out. */
export const sendEmailSchema = z.object({
  uid,
  emailBody: multiLineText(TEXT_LIMITS.emailBody).trim().optional(),
});

/** `eventFile` may arrive as the parsed JSON object or as the file's text. */
export const uploadEventSchema = z.object({
  eventFile: z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: schemaMessage(SCHEMA_MESSAGES.eventFileJson) });
      return z.NEVER;
    }
  }, eventFileSchema),
});

export const deleteEventSchema = z.object({ eid, uploaded: z.boolean() });
