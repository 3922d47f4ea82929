import {
  getDrift,
  getMeaningfulWork,
  getResponse,
  getValuesInsight,
  type SaveResponseResult,
  saveMeaningfulWork,
  saveResponse,
} from '@vs/domain';
import { Hono } from 'hono';
import type { RouteOptions } from '../app-options.ts';
import type { AppEnv } from '../env.ts';
import { requireAuth } from '../middleware/session.ts';
import { validate } from '../validation.ts';
import {
  driftByIdQuerySchema,
  meaningfulWorkQuerySchema,
  responseByIdQuerySchema,
  responseQuerySchema,
  saveMeaningfulWorkSchema,
  saveQuerySchema,
  saveResponseByIdSchema,
  saveResponseSchema,
} from './responses.schema.ts';

/**
 * /api/response: pre-work and live values and their valued-vs-lived insight (own, or by id for a
 * privileged viewer), and meaningful work.
 */
export const responseRoutes = ({ deps, progressBus }: RouteOptions) => {
  /** The one thing a save adds: its event's progress streams hear of it (never awaited). */
  const tellProgress = (saved: SaveResponseResult): void => {
    if (saved.eventId !== null) progressBus.publish(saved.eventId, saved.uid);
  };
  return new Hono<AppEnv>()
    .get('/participant', validate('query', responseQuerySchema), async (c) => {
      const { actor } = requireAuth(c);
      const view = await getResponse(deps, actor, c.req.valid('query'));
      return c.json({ success: true, message: 'Values loaded', ...view });
    })
    .get('/participant_byid', validate('query', responseByIdQuerySchema), async (c) => {
      const { actor } = requireAuth(c);
      const view = await getResponse(deps, actor, c.req.valid('query'));
      return c.json({ success: true, message: 'Values loaded', ...view });
    })
    .get('/insight', validate('query', responseQuerySchema), async (c) => {
      const insight = await getValuesInsight(deps, requireAuth(c).actor, c.req.valid('query'));
      return c.json({ success: true, ...insight });
    })
    .get('/drift_byid', validate('query', driftByIdQuerySchema), async (c) => {
      const points = await getDrift(deps, requireAuth(c).actor, c.req.valid('query'));
      return c.json({ success: true, message: `${points.length} follow-ups`, points });
    })
    .get('/insight_byid', validate('query', responseByIdQuerySchema), async (c) => {
      const insight = await getValuesInsight(deps, requireAuth(c).actor, c.req.valid('query'));
      return c.json({ success: true, ...insight });
    })
    .put(
      '/participant',
      validate('query', saveQuerySchema),
      validate('json', saveResponseSchema),
      async (c) => {
        const { actor } = requireAuth(c);
        const result = await saveResponse(deps, actor, { ...c.req.valid('json'), ...c.req.valid('query') });
        tellProgress(result);
        return c.json({ success: true, message: result.message });
      },
    )
    .put(
      '/participant_byid',
      validate('query', saveQuerySchema),
      validate('json', saveResponseByIdSchema),
      async (c) => {
        const { actor } = requireAuth(c);
        const result = await saveResponse(deps, actor, { ...c.req.valid('json'), ...c.req.valid('query') });
        tellProgress(result);
        return c.json({ success: true, message: result.message });
      },
    )
    .get('/meaningfulwork', validate('query', meaningfulWorkQuerySchema), async (c) => {
      const { actor } = requireAuth(c);
      const { uid } = c.req.valid('query');
      const result = await getMeaningfulWork(deps, actor, uid === undefined ? {} : { uid });
      return c.json({ success: true, message: 'Meaningful work loaded', ...result });
    })
    .put('/meaningfulwork', validate('json', saveMeaningfulWorkSchema), async (c) => {
      const { actor } = requireAuth(c);
      const { uid, data } = c.req.valid('json');
      const result = await saveMeaningfulWork(deps, actor, uid === undefined ? { data } : { uid, data });
      return c.json({ success: true, message: result.message });
    });
};
