import { ACCESS_LEVELS } from '@vs/domain';
import { z } from 'zod';

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254)
  .pipe(z.email('Enter a valid email address'));
const name = (label: string) => z.string().trim().min(1, `${label} is required`).max(100);

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(200),
});

export const registerSchema = z.object({
  accessLevel: z.coerce.number().pipe(z.union(ACCESS_LEVELS.map((l) => z.literal(l)))),
  forename: name('Forename'),
  surname: name('Surname'),
  email,
  password: z.string().min(1, 'Password is required').max(200),
  setupLink: z.boolean().optional(),
});

export const resetPasswordEmailSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  uid: z.uuid('uid must be a user id'),
  lid: z.string().min(1).max(200),
  password: z.string().min(1, 'Password is required').max(200),
});

export const logonLinkQuerySchema = z.object({ lid: z.string().min(1, 'lid is required').max(200) });
