import { z } from 'zod';
import { email, personName, uid } from './common.schema.ts';

/** An empty password means "keep the current one" (the form sends it only when set). */
const optionalPassword = z
  .string()
  .max(200)
  .optional()
  .transform((p) => (p === '' ? undefined : p));

export const uidQuerySchema = z.object({ uid, prework: z.string().optional() });

export const updateSelfSchema = z.object({
  forename: personName('Forename'),
  surname: personName('Surname'),
  email,
  password: optionalPassword,
});

export const updateUserSchema = updateSelfSchema.extend({
  uid,
  // Shown to participants as a link: only web addresses, never javascript: or data: URLs.
  portalLink: z
    .union([
      z.literal(''),
      z.url({ protocol: /^https?$/, message: 'Portal link must be a web address' }).max(2000),
    ])
    .optional(),
  mwEnabled: z.boolean().optional(),
});

export const uidBodySchema = z.object({ uid });

export const updateMwSchema = z.object({ uid, mwEnabled: z.boolean() });

export const emailTemplateSchema = z.object({
  body: z.string().max(10_000),
  closing: z.string().max(2_000),
});
