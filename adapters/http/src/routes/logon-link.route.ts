import { lookupLogonLink } from '@vs/domain';
import { Hono } from 'hono';
import type { AppOptions } from '../app-options.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../validation.ts';
import { logonLinkQuerySchema } from './auth.schema.ts';

/** GET /api/logon_link only reads a link (mail scanners open links); setting the password consumes it. */
export const logonLinkRoutes = ({ deps }: AppOptions) =>
  new Hono<AppEnv>().get('/', validate('query', logonLinkQuerySchema), async (c) => {
    const link = await lookupLogonLink(deps, c.req.valid('query'));
    return c.json({ success: true, message: 'Link found', link });
  });
