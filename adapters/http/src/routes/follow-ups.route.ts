import { optOutOfFollowUps, submitFollowUp, viewFollowUp } from '@vs/domain';
import { Hono } from 'hono';
import type { AppOptions } from '../app-options.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../validation.ts';
import {
  followUpTokenBodySchema,
  followUpTokenQuerySchema,
  submitFollowUpSchema,
} from './follow-ups.schema.ts';

/**
 * /api/followup: a follow-up re-rating by its emailed one-tap link, no session needed. GET only
 * reads (mail scanners open links); answering and opting out are POSTs.
 */
export const followUpRoutes = ({ deps }: AppOptions) =>
  new Hono<AppEnv>()
    .get('/view', validate('query', followUpTokenQuerySchema), async (c) => {
      const followUp = await viewFollowUp(deps, {
        ...c.req.valid('query'),
        acceptLanguage: c.req.header('Accept-Language') ?? null,
      });
      return c.json({ success: true, message: 'Follow-up found', followUp });
    })
    .post('/submit', validate('json', submitFollowUpSchema), async (c) => {
      const drift = await submitFollowUp(deps, c.req.valid('json'));
      return c.json({ success: true, message: 'Thank you', drift });
    })
    .post('/opt_out', validate('json', followUpTokenBodySchema), async (c) => {
      await optOutOfFollowUps(deps, c.req.valid('json'));
      return c.json({ success: true, message: 'You will receive no more follow-ups' });
    });
