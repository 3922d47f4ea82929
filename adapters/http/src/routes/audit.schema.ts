import { AUDIT_ACTIONS, AUDIT_PAGE_MAX, type AuditCursor, decodeAuditCursor } from '@vs/domain';
import { z } from 'zod';
import { lineOfText, orgId, wholeNumber } from './common.schema.ts';

const LIMIT_MESSAGE = `must be a whole number from 1 to ${AUDIT_PAGE_MAX}`;

/** An id or email as a filter: one line of text, at most as long as an email may be. */
const FILTER_MAX_LENGTH = 254;

/** GET /api/audit: every filter optional; `before` is the `next` of the page before. */
export const auditQuerySchema = z.object({
  limit: wholeNumber(LIMIT_MESSAGE)
    .pipe(z.number().min(1, LIMIT_MESSAGE).max(AUDIT_PAGE_MAX, LIMIT_MESSAGE))
    .optional(),
  before: z
    .string()
    .transform((text, ctx): AuditCursor => {
      const cursor = decodeAuditCursor(text);
      if (cursor === null) {
        ctx.addIssue({ code: 'custom', message: "must be the 'next' of an earlier page" });
        return z.NEVER;
      }
      return cursor;
    })
    .optional(),
  actor: lineOfText(FILTER_MAX_LENGTH).optional(),
  target: lineOfText(FILTER_MAX_LENGTH).optional(),
  action: z.enum(AUDIT_ACTIONS, { message: `must be one of ${AUDIT_ACTIONS.join(', ')}` }).optional(),
  orgId: orgId.optional(),
});
