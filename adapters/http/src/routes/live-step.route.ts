import { reportLiveStep } from '@vs/domain';
import { Hono } from 'hono';
import type { RouteOptions } from '../app-options.ts';
import type { AppEnv } from '../env.ts';
import { requireAuth } from '../middleware/session.ts';
import { validate } from '../validation.ts';
import { liveStepSchema } from './progress.schema.ts';

/** /api/response/live_step: the participant's live wizard says which step it is on. */
export const liveStepRoutes = ({ deps, progressBus }: RouteOptions) =>
  new Hono<AppEnv>().put('/live_step', validate('json', liveStepSchema), async (c) => {
    const { actor } = requireAuth(c);
    const result = await reportLiveStep(deps, actor, c.req.valid('json'));
    if (result.eventId !== null) progressBus.publish(result.eventId, actor.uid);
    return c.json({ success: true, message: result.message });
  });
