import { PERCENT_LIVED_MAX, PERCENT_LIVED_MIN, VALUE_COUNT } from '@vs/domain';
import { z } from 'zod';
import { SCHEMA_MESSAGES, schemaMessage } from '../schema-messages.ts';

/** The token of a follow-up's one-tap link (only its digest is stored). */
/** A follow-up's note, at most this many characters. */
const NOTE_MAX = 280;

const token = z.string({ message: 'token is required' }).min(1, 'token is required').max(200);

export const followUpTokenQuerySchema = z.object({ token });
export const followUpTokenBodySchema = z.object({ token });

export const submitFollowUpSchema = z.object({
  token,
  percentLived: z
    .array(
      z
        .number({ message: 'percentLived must be numbers' })
        .int('percentLived must be whole numbers')
        .min(PERCENT_LIVED_MIN, `percentLived must each be ${PERCENT_LIVED_MIN} to ${PERCENT_LIVED_MAX}`)
        .max(PERCENT_LIVED_MAX, `percentLived must each be ${PERCENT_LIVED_MIN} to ${PERCENT_LIVED_MAX}`),
      { message: 'percentLived must be a list of numbers' },
    )
    .length(VALUE_COUNT, `percentLived must have ${VALUE_COUNT} numbers, in rank order`),
  note: z
    .string({ message: 'note must be text' })
    .max(NOTE_MAX, schemaMessage(SCHEMA_MESSAGES.noteTooLong, { max: NOTE_MAX }))
    .optional(),
});
