import { z } from 'zod';
import { eid } from './common.schema.ts';

export const progressQuerySchema = z.object({ eid });

/** The live wizard's step, 0 Agreement … 4 Meaningful Work; other fields are ignored. */
export const liveStepSchema = z.object({
  step: z.number('step must be a number from 0 to 4').int('step must be a whole number').min(0).max(4),
});
