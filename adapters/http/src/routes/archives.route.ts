import { requestEventArchive } from '@vs/domain';
import { Hono } from 'hono';
import type { AppOptions } from '../app-options.ts';
import type { AppEnv } from '../env.ts';
import { requireAuth } from '../middleware/session.ts';
import { validate } from '../validation.ts';
import { eventFileQuerySchema } from './events.schema.ts';
import { sendStoredFile } from './stored-file.ts';

/** GET /api/event/event_file: an event's archive (zip), built by the zip worker for this request. */
export const archiveRoutes = ({ deps }: AppOptions) =>
  new Hono<AppEnv>().get('/event_file', validate('query', eventFileQuerySchema), async (c) => {
    const { actor } = requireAuth(c);
    const { eid, uploaded } = c.req.valid('query');
    const { key, fileName } = await requestEventArchive(deps, actor, { eid, uploaded: uploaded === true });
    return sendStoredFile(c, deps.files, c.var.log, key, { contentType: 'application/zip', fileName });
  });
