import { getSsoSettings, updateSsoSettings } from '@vs/domain';
import { Hono } from 'hono';
import type { AppOptions } from '../app-options.ts';
import type { AppEnv } from '../env.ts';
import { requireAuth } from '../middleware/session.ts';
import { validate } from '../validation.ts';
import { orgSsoQuerySchema, ssoSettingsSchema } from './sso.schema.ts';

/** /api/org/sso: an organisation's identity provider, set by a super-admin or its client admins. */
export const orgSsoRoutes = ({ deps }: AppOptions) =>
  new Hono<AppEnv>()
    .get('/sso', validate('query', orgSsoQuerySchema), async (c) => {
      const sso = await getSsoSettings(deps, requireAuth(c).actor, c.req.valid('query').orgId);
      return c.json({ success: true, message: 'Sign-in settings loaded', sso });
    })
    .put('/sso', validate('json', ssoSettingsSchema), async (c) => {
      const sso = await updateSsoSettings(deps, requireAuth(c).actor, c.req.valid('json'));
      return c.json({ success: true, message: 'Sign-in settings saved', sso });
    });
