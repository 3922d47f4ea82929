import {
  authenticate,
  canManageEvent,
  GUIDE,
  getEventProgress,
  requireLevel,
  sessionEndsAt as sessionEndsAtOf,
} from '@vs/domain';
import { Hono } from 'hono';
import type { RouteOptions } from '../app-options.ts';
import type { AppEnv } from '../env.ts';
import { requireAuth } from '../middleware/session.ts';
import { PROGRESS_HEARTBEAT_MS, streamEventProgress } from '../progress/progress-stream.ts';
import { guardStreamAccess, type StreamAccess } from '../progress/stream-access.ts';
import { validate } from '../validation.ts';
import { progressQuerySchema } from './progress.schema.ts';

/** /api/event/progress: each participant's progress in an event, once or as a live stream. */
export const progressRoutes = ({
  deps,
  progressFeed,
  progressHeartbeatMs,
  shutdown,
  accessChanges,
}: RouteOptions) =>
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
      const token = c.get('sessionToken') ?? '';
      // A session ended (logout, password change, deletion, idle) or an event no longer the
      // viewer's (deleted, given to another Guide) ends the stream within a second, on every
      // replica; asking is not the viewer's activity, so an open stream keeps no session alive.
      const check = async (): Promise<StreamAccess> => {
        const auth = await authenticate(deps, { token, activity: false });
        const event = auth && (await deps.store.events.findById(eid));
        if (auth === null || event === null || !canManageEvent(auth.actor, event)) return { allowed: false };
        const sessionEndsAt = sessionEndsAtOf(auth.session, deps.config.session);
        return { allowed: true, sessionEndsAt, participants: event.participants };
      };
      return streamEventProgress(c, actor, eid, {
        deps,
        feed: progressFeed,
        heartbeatMs: progressHeartbeatMs ?? PROGRESS_HEARTBEAT_MS,
        guard: (handlers) =>
          guardStreamAccess({
            check,
            keys: [`s:${deps.tokens.digest(token)}`, `u:${actor.uid}`, `e:${eid}`],
            changes: accessChanges,
            now: () => deps.clock.now().getTime(),
            ...handlers,
          }),
        ...(shutdown ? { shutdown } : {}),
      });
    });
