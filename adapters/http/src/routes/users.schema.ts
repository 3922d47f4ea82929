import { PAGE_LIMIT_MAX, SEARCH_MAX_LENGTH, TEXT_LIMITS } from '@vs/domain';
import { z } from 'zod';
import { SCHEMA_MESSAGES, schemaMessage } from '../schema-messages.ts';
import {
  email,
  language,
  lineOfText,
  multiLineText,
  orgId,
  personName,
  uid,
  wholeNumber,
} from './common.schema.ts';

/** An empty password means "keep the current one" (the form sends it only when set). */
const optionalPassword = z
  .string()
  .max(TEXT_LIMITS.password)
  .optional()
  .transform((p) => (p === '' ? undefined : p));

export const uidQuerySchema = z.object({ uid, prework: z.string().optional() });

const accountSchema = z.object({
  forename: personName('forename'),
  surname: personName('surname'),
  email,
  password: optionalPassword,
  // Beyond the spec: the person's language (docs/api.md); absent keeps it as it is.
  language: language.optional(),
});

/** One's own account; `currentPassword` is required (by the domain) to change email or password. */
export const updateSelfSchema = accountSchema.extend({
  currentPassword: z.string().max(TEXT_LIMITS.password).optional(),
});

export const updateUserSchema = accountSchema.extend({
  uid,
  // Shown to participants as a link: only web addresses, never javascript: or data: URLs.
  portalLink: lineOfText(TEXT_LIMITS.portalLink)
    .pipe(
      z.union([
        z.literal(''),
        z.url({ protocol: /^https?$/, message: schemaMessage(SCHEMA_MESSAGES.portalLink) }),
      ]),
    )
    .optional(),
  mwEnabled: z.boolean().optional(),
});

export const uidBodySchema = z.object({ uid });

export const updateMwSchema = z.object({ uid, mwEnabled: z.boolean() });

/** Beyond the spec: `language` names which language's template (absent: English, as before). */
export const emailTemplateSchema = z.object({
  body: multiLineText(TEXT_LIMITS.emailBody),
  closing: multiLineText(TEXT_LIMITS.emailClosing),
  language: language.unwrap().optional(),
});

/** `?language=de`: which language's template to read (absent: English). */
export const emailTemplateQuerySchema = z.object({ language: language.unwrap().optional() });

/**
 * Search and paging of the user lists, all optional: without them the whole list, as the spec's
 * calls expect. `q` is trimmed; terms are split on whitespace by the domain (rules/user-list.ts).
 */
export const userListQuerySchema = z.object({
  q: lineOfText(SEARCH_MAX_LENGTH).optional(),
  offset: wholeNumber('must be a whole number of 0 or more').optional(),
  limit: wholeNumber(`must be a whole number from 1 to ${PAGE_LIMIT_MAX}`)
    .pipe(
      z
        .number()
        .min(1, `must be a whole number from 1 to ${PAGE_LIMIT_MAX}`)
        .max(PAGE_LIMIT_MAX, `must be a whole number from 1 to ${PAGE_LIMIT_MAX}`),
    )
    .optional(),
});

/** GET /api/user/participants and /facilitators: a people list, optionally of one organisation (`?orgId=`). */
export const orgPeopleQuerySchema = userListQuerySchema.extend({ orgId: orgId.optional() });
