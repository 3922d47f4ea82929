import { EVENT_FILE_VERSION, EVENT_TYPES, LANGUAGES, SESSION_ACCESS, TEXT_LIMITS } from '@vs/domain';
import { z } from 'zod';
import { SCHEMA_MESSAGES, schemaMessage } from '../schema-messages.ts';
import {
  accessLevel,
  calendarDate,
  email,
  lineOfText,
  personName,
  requiredLine,
  uid,
} from './common.schema.ts';
import { chosenValues, descriptions, meaningfulWorkData, percentLivedList } from './responses.schema.ts';

const fileResponse = z
  .object({ values: chosenValues, descriptions, percentLived: percentLivedList })
  .nullable();

export const eventName = requiredLine(
  TEXT_LIMITS.eventName,
  schemaMessage(SCHEMA_MESSAGES.eventNameRequired),
);

/** The versioned event file (download and upload), validated before anything is stored. */
export const eventFileSchema = z.object({
  version: z.literal(EVENT_FILE_VERSION, {
    message: schemaMessage(SCHEMA_MESSAGES.eventFileVersion, { version: EVENT_FILE_VERSION }),
  }),
  event: z.object({
    eid: lineOfText(100).min(1),
    eventName,
    eventDate: calendarDate,
    accessClose: calendarDate,
    eventType: z.enum(EVENT_TYPES),
    sessionAccess: z.enum(SESSION_ACCESS),
    facilitator: z.object({
      forename: lineOfText(TEXT_LIMITS.personName),
      surname: lineOfText(TEXT_LIMITS.personName),
    }),
  }),
  participants: z
    .array(
      z.object({
        uid,
        forename: personName('forename'),
        surname: personName('surname'),
        email,
        accessLevel,
        mwEnabled: z.boolean(),
        responseCompleted: z.tuple([z.boolean(), z.boolean(), z.boolean(), z.boolean()]),
        emailSent: z.boolean(),
        prework: fileResponse,
        live: fileResponse,
        meaningfulWork: meaningfulWorkData.nullable(),
        // Absent in files made before it was recorded (their PDFs are English).
        language: z.enum(LANGUAGES).optional(),
      }),
    )
    .max(5000),
});
