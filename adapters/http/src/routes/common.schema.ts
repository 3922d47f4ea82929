import { ACCESS_LEVELS, type CalendarDate, parseCalendarDate } from '@vs/domain';
import { z } from 'zod';

export const uid = z.uuid('uid must be a user id');
export const eid = z.uuid('eid must be an event id');
export const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254)
  .pipe(z.email('Enter a valid email address'));
export const personName = (label: string) => z.string().trim().min(1, `${label} is required`).max(100);
/** 0, 1 or 2; form selects may send it as text, but nothing else (null, true, '') passes as a level. */
export const accessLevel = z.preprocess(
  (value) => (typeof value === 'string' && /^\d$/.test(value.trim()) ? Number(value) : value),
  z.union(
    ACCESS_LEVELS.map((l) => z.literal(l)),
    { message: 'must be 0, 1 or 2' },
  ),
);

/** `YYYY-MM-DD`, a real calendar date. */
export const calendarDate = z.string().transform((text, ctx): CalendarDate => {
  const date = parseCalendarDate(text);
  if (date === null) {
    ctx.addIssue({ code: 'custom', message: 'must be a date written YYYY-MM-DD' });
    return z.NEVER;
  }
  return date;
});

/** Query flags arrive as text: 'true' / 'false' (also '1' / '0'). */
export const queryFlag = z
  .enum(['true', 'false', '1', '0'], { message: "must be 'true' or 'false'" })
  .transform((v) => v === 'true' || v === '1');
