import { authenticate, canManageEvent, GUIDE, getEventProgress, requireLevel } from '@vs/domain';
import { Hono } from 'hono';
import type { RouteOptions } from '../app-options.ts';
import type { AppEnv } from '../env.ts';
import { requireAuth } from '../middleware/session.ts';
import { PROGRESS_HEARTBEAT_MS, streamEventProgress } from '../progress/progress-stream.ts';
import { validate } from '../validation.ts';
import { progressQuerySchema } from './progress.schema.ts';

/** /api/event/progress: each participant's progress in an event, once or as a live stream. */
export const progressRoutes = ({ deps, progressFeed, progressHeartbeatMs, shutdown }: RouteOptions) =>
  new Hono<AppEnv>()
    .get('/progress', validate('query', progressQuerySchema), async (c) => {
      const progress = await getEventProgress(deps, requireAuth(c).actor, c.req.valid('query'));
      return c.json({ success: true, ...progress });
    })
    .get('/progress/stream', validate('query', progressQuerySchema), async (c) => {
      const { actor } = requireAuth(c);
      // A participant is refused before a subscription is opened for them.
      requireLevel(actor, GUIDE);
      const { eid } = c.req.valid('query');
      const token = c.get('sessionToken');
      // A session ended (logout, password change, deletion) or an event no longer the viewer's
      // (given to another Guide) ends the stream at the next heartbeat.
      const stillAllowed = async () => {
        const auth = token ? await authenticate(deps, { token }) : null;
        const event = auth && (await deps.store.events.findById(eid));
        return auth !== null && event !== null && canManageEvent(auth.actor, event);
      };
      return streamEventProgress(c, actor, eid, {
        deps,
        feed: progressFeed,
        heartbeatMs: progressHeartbeatMs ?? PROGRESS_HEARTBEAT_MS,
        stillAllowed,
        ...(shutdown ? { shutdown } : {}),
      });
    });
