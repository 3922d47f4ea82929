import { zValidator } from '@hono/zod-validator';
import { invalid } from '@vs/domain';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';

const describeIssue = (issue: z.core.$ZodIssue): string => {
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
};

/**
 * zod validation of one part of the request. A failure is a 400 `{ success: false, message }`
 * naming the offending field; the handler never runs, so nothing is written.
 */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      throw invalid('REQUEST.INVALID', result.error.issues.map(describeIssue).join('; '));
    }
  });
