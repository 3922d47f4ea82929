import { z } from 'zod';
import { accessLevel, email, personName, uid } from './common.schema.ts';

const password = z.string().min(1, 'Password is required').max(200);
const lid = z.string().min(1, 'lid is required').max(200);

export const loginSchema = z.object({
  // Not checked as an address: any unknown login gets the same generic answer.
  email: z.string().trim().min(1, 'Email is required').max(254),
  password,
});

export const registerSchema = z.object({
  accessLevel,
  forename: personName('Forename'),
  surname: personName('Surname'),
  email,
  password,
  setupLink: z.boolean().optional(),
});

export const resetPasswordEmailSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  uid,
  lid,
  password,
});

export const logonLinkQuerySchema = z.object({ lid });
