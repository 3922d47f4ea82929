import {
  MEANINGFUL_WORK_KEYS,
  type MeaningfulWorkKey,
  PERCENT_LIVED_MESSAGE,
  TEXT_LIMITS,
  VALUE_NAME_REQUIRED,
} from '@vs/domain';
import { z } from 'zod';
import { schemaMessage } from '../schema-messages.ts';
import { multiLineText, queryFlag, requiredLine, uid } from './common.schema.ts';

const MAX_ENTRIES = 50;

export const chosenValues = z
  .array(
    z.object({
      value: requiredLine(TEXT_LIMITS.valueName, schemaMessage(VALUE_NAME_REQUIRED)),
      originalIndex: z.number().int().min(-1).max(10_000),
    }),
  )
  .max(MAX_ENTRIES);

export const descriptions = z.array(multiLineText(TEXT_LIMITS.description)).max(MAX_ENTRIES);

/**
 * Percent lived is sent as numbers, or as digit strings in the live flow. The union carries the
 * message itself: otherwise zod reports a bare 'Invalid input' when neither branch matches.
 */
const percent = z.union(
  [
    z.number(),
    z
      .string()
      .regex(/^\d{1,3}$/)
      .transform(Number),
  ],
  {
    error: PERCENT_LIVED_MESSAGE,
  },
);
export const percentLivedList = z.array(percent).max(MAX_ENTRIES);

export const responseQuerySchema = z.object({ prework: queryFlag });
export const responseByIdQuerySchema = z.object({ prework: queryFlag, uid });
export const driftByIdQuerySchema = z.object({ uid });
export const saveQuerySchema = z.object({ prework: queryFlag.optional() });

export const saveResponseSchema = z.object({
  values: chosenValues,
  descriptions: descriptions.optional(),
  percentLived: percentLivedList.optional(),
  completedMark: z.number().int().optional(),
});

export const saveResponseByIdSchema = saveResponseSchema.extend({ uid });

export const meaningfulWorkQuerySchema = z.object({ prework: z.string().optional(), uid: uid.optional() });

export const meaningfulWorkData = z.object(
  Object.fromEntries(
    MEANINGFUL_WORK_KEYS.map((k) => [k, multiLineText(TEXT_LIMITS.meaningfulWork)]),
  ) as Record<MeaningfulWorkKey, ReturnType<typeof multiLineText>>,
);

export const saveMeaningfulWorkSchema = z.object({ data: meaningfulWorkData, uid: uid.optional() });
