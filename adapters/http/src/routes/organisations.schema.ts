import { LOGO_TYPES, ORG_ROLES } from '@vs/domain';
import { z } from 'zod';
import { SCHEMA_MESSAGES, schemaMessage } from '../schema-messages.ts';
import { calendarDate, email, language, lineOfText, orgId, personName, uid } from './common.schema.ts';

/** Checked in full by the domain (rules/organisation-details.ts); here only its type and length. */
const slug = lineOfText(40);
const name = lineOfText(100);

export const createOrgSchema = z.object({ name, slug, language: language.optional() });

export const updateOrgSchema = z.object({
  orgId,
  name: name.optional(),
  slug: slug.optional(),
  // The logo travels on its own route (PUT /api/org/logo); here it may only be cleared.
  branding: z
    .object({
      logo: z.null({ message: 'send the logo to PUT /api/org/logo; null removes it' }).optional(),
      accentColour: lineOfText(7).nullable().optional(),
      senderName: lineOfText(100).nullable().optional(),
      hideProductName: z.boolean().optional(),
    })
    .optional(),
  retentionDays: z.number().nullable().optional(),
  language: language.optional(),
});

const role = z.enum(ORG_ROLES, { message: `must be one of ${ORG_ROLES.join(', ')}` });

/**
 * A Guide joins by user id, or by email (a client admin sees no Guide outside their organisation),
 * with names for an address that has no account yet (addOrgMemberByEmail).
 */
export const memberSchema = z
  .object({
    orgId,
    role,
    uid: uid.optional(),
    email: email.optional(),
    forename: personName('forename').optional(),
    surname: personName('surname').optional(),
  })
  .transform(({ uid, email, forename, surname, ...rest }, ctx) => {
    if (uid !== undefined && email === undefined && forename === undefined && surname === undefined)
      return { by: 'uid' as const, ...rest, uid };
    if (email !== undefined && uid === undefined)
      return { by: 'email' as const, ...rest, email, forename, surname };
    ctx.addIssue({
      code: 'custom',
      message: 'Give the Guide by uid or by email (names only with an email), not both',
    });
    return z.NEVER;
  });

export const removeMemberSchema = z.object({ orgId, uid });

export const orgIdQuerySchema = z.object({ orgId });

export const uidOnlyQuerySchema = z.object({ uid });

export const slugQuerySchema = z.object({ slug });

/** A logo by slug, and the version the page knows (PublicBranding.logoVersion). */
export const logoQuerySchema = z.object({ slug, v: lineOfText(100).optional() });

export const logoContentType = z.enum(LOGO_TYPES, {
  message: schemaMessage(SCHEMA_MESSAGES.logoType, { types: LOGO_TYPES.join(' or ') }),
});

/** The range's defaults and bounds are the domain's (rules/organisation-usage.ts usagePeriod). */
export const usageQuerySchema = z.object({
  orgId,
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  format: z.enum(['json', 'csv'], { message: "must be 'json' or 'csv'" }).optional(),
});
