import { requestImpactReport, requestParticipantOutput } from '@vs/domain';
import { Hono } from 'hono';
import type { AppOptions } from '../app-options.ts';
import type { AppEnv } from '../env.ts';
import { requireAuth } from '../middleware/session.ts';
import { validate } from '../validation.ts';
import { eidQuerySchema, eventOutputQuerySchema } from './events.schema.ts';
import { sendStoredFile } from './stored-file.ts';

/**
 * The PDFs rendered by the PDF worker for the request: GET /api/event/event_output (a
 * participant's output) and GET /api/event/followup_report_pdf (an event's impact report).
 */
export const outputRoutes = ({ deps }: AppOptions) =>
  new Hono<AppEnv>()
    .get('/event_output', validate('query', eventOutputQuerySchema), async (c) => {
      const { actor } = requireAuth(c);
      const { uid, page } = c.req.valid('query');
      const { key, fileName } = await requestParticipantOutput(deps, actor, { uid, page });
      return sendStoredFile(c, deps.files, c.get('log'), key, { contentType: 'application/pdf', fileName });
    })
    .get('/followup_report_pdf', validate('query', eidQuerySchema), async (c) => {
      const { key, fileName } = await requestImpactReport(deps, requireAuth(c).actor, c.req.valid('query'));
      return sendStoredFile(c, deps.files, c.get('log'), key, { contentType: 'application/pdf', fileName });
    });
