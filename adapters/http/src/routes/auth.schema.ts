import { TEXT_LIMITS } from '@vs/domain';
import { z } from 'zod';
import { SCHEMA_MESSAGES, schemaMessage } from '../schema-messages.ts';
import { accessLevel, email, language, lineOfText, orgId, personName, uid } from './common.schema.ts';

const password = z.string().min(1, schemaMessage(SCHEMA_MESSAGES.passwordRequired)).max(TEXT_LIMITS.password);
const lid = z.string().min(1, 'lid is required').max(200);

export const loginSchema = z.object({
  // Not checked as an address: any unknown login gets the same generic answer.
  email: lineOfText(TEXT_LIMITS.email).min(1, schemaMessage(SCHEMA_MESSAGES.emailRequired)),
  password,
});

export const registerSchema = z.object({
  accessLevel,
  forename: personName('forename'),
  surname: personName('surname'),
  email,
  password,
  setupLink: z.boolean().optional(),
  orgId: orgId.optional(),
  language: language.optional(),
});

export const resetPasswordEmailSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  uid,
  lid,
  password,
});

export const logonLinkQuerySchema = z.object({ lid });
