import {
  eventArchiveDownload,
  eventArchiveStatus,
  type RequestEventArchiveResult,
  requestEventArchive,
  startEventArchive,
} from '@vs/domain';
import { type Context, Hono } from 'hono';
import type { AppOptions } from '../app-options.ts';
import type { AppEnv } from '../env.ts';
import { requireAuth } from '../middleware/session.ts';
import { validate } from '../validation.ts';
import { archiveRequestQuerySchema, eventFileQuerySchema, eventFileRequestSchema } from './events.schema.ts';
import { sendStoredFile } from './stored-file.ts';

/**
 * Event archives (zips), built by the zip worker:
 * - `GET /event_file` (spec): asks for one and waits for it, then streams it;
 * - `POST /event_file_request`, `GET /event_file_status`, `GET /event_file_download`: asks for one,
 *   polls its progress and downloads it once ready, so no request waits minutes behind a proxy.
 */
export const archiveRoutes = ({ deps }: AppOptions) => {
  const sendArchive = (c: Context<AppEnv>, { key, fileName }: RequestEventArchiveResult) =>
    sendStoredFile(c, deps.files, c.get('log'), key, { contentType: 'application/zip', fileName });
  return new Hono<AppEnv>()
    .get('/event_file', validate('query', eventFileQuerySchema), async (c) => {
      const { actor } = requireAuth(c);
      const { eid, uploaded } = c.req.valid('query');
      return sendArchive(c, await requestEventArchive(deps, actor, { eid, uploaded: uploaded === true }));
    })
    .post('/event_file_request', validate('json', eventFileRequestSchema), async (c) => {
      const { actor } = requireAuth(c);
      const { eid, uploaded } = c.req.valid('json');
      const { requestId } = await startEventArchive(deps, actor, { eid, uploaded: uploaded === true });
      return c.json({ success: true, message: 'Preparing the event files', requestId }, 202);
    })
    .get('/event_file_status', validate('query', archiveRequestQuerySchema), async (c) => {
      const { actor } = requireAuth(c);
      const status = await eventArchiveStatus(deps, actor, c.req.valid('query').requestId);
      return c.json({ success: true, message: `Event files ${status.state}`, ...status });
    })
    .get('/event_file_download', validate('query', archiveRequestQuerySchema), async (c) => {
      const { actor } = requireAuth(c);
      return sendArchive(c, await eventArchiveDownload(deps, actor, c.req.valid('query').requestId));
    });
};
