import { listAuditLog } from '@vs/domain';
import { Hono } from 'hono';
import type { AppOptions } from '../app-options.ts';
import type { AppEnv } from '../env.ts';
import { requireAuth } from '../middleware/session.ts';
import { validate } from '../validation.ts';
import { auditQuerySchema } from './audit.schema.ts';

/** /api/audit: the audit log, newest first: all of it for super-admins, their organisations' for client admins. */
export const auditRoutes = ({ deps }: AppOptions) =>
  new Hono<AppEnv>().get('/', validate('query', auditQuerySchema), async (c) => {
    const { entries, next } = await listAuditLog(deps, requireAuth(c).actor, c.req.valid('query'));
    return c.json({ success: true, entries, next });
  });
