import { buildEventFile, eventFileName, getUploadedEventFile } from '@vs/domain';
import { Hono } from 'hono';
import type { AppOptions } from '../app-options.ts';
import type { AppEnv } from '../env.ts';
import { requireAuth } from '../middleware/session.ts';
import { validate } from '../validation.ts';
import { attachment } from './attachment.ts';
import { eventFileQuerySchema } from './events.schema.ts';

/** GET /api/event/event_file: an event's archive. */
export const archiveRoutes = ({ deps }: AppOptions) =>
  new Hono<AppEnv>().get('/event_file', validate('query', eventFileQuerySchema), async (c) => {
    const { actor } = requireAuth(c);
    const { eid, uploaded } = c.req.valid('query');
    const file = uploaded
      ? await getUploadedEventFile(deps, actor, { ueid: eid })
      : await buildEventFile(deps, actor, { eid });
    c.header('content-disposition', attachment(`${eventFileName(file.event)}.json`));
    return c.json(file);
  });
