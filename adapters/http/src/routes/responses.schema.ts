import { MEANINGFUL_WORK_KEYS, type MeaningfulWorkKey, PERCENT_LIVED_MESSAGE } from '@vs/domain';
import { z } from 'zod';
import { queryFlag, uid } from './common.schema.ts';

const MAX_ENTRIES = 50;

export const chosenValues = z
  .array(
    z.object({
      value: z.string().trim().min(1, 'Every value needs a name').max(100),
      originalIndex: z.number().int().min(-1).max(10_000),
    }),
  )
  .max(MAX_ENTRIES);

export const descriptions = z.array(z.string().max(5_000)).max(MAX_ENTRIES);

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
  Object.fromEntries(MEANINGFUL_WORK_KEYS.map((k) => [k, z.string().max(10_000)])) as Record<
    MeaningfulWorkKey,
    z.ZodString
  >,
);

export const saveMeaningfulWorkSchema = z.object({ data: meaningfulWorkData, uid: uid.optional() });
