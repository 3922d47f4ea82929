import {
  isInvalidCredentials,
  login,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
} from '@vs/domain';
import { Hono } from 'hono';
import type { AppOptions } from '../app-options.ts';
import type { AppEnv } from '../env.ts';
import { clearSessionCookie, requireAuth } from '../middleware/session.ts';
import { validate } from '../validation.ts';
import { loginSchema, registerSchema, resetPasswordEmailSchema, resetPasswordSchema } from './auth.schema.ts';
import { guardEmailProbes, isEmailTaken } from './email-probes.ts';
import { loginAudit } from './login-audit.ts';
import { replaceSession } from './replace-session.ts';

/** /api/auth: login, logout, session check, registration and password reset. */
export const authRoutes = ({ deps, rateLimits, cookie, clientAddress }: AppOptions) => {
  const audit = loginAudit(deps);

  return new Hono<AppEnv>()
    .post('/login', validate('json', loginSchema), async (c) => {
      const input = c.req.valid('json');
      const attempt = { account: input.email, client: clientAddress(c.req.raw, c.env) };
      const request = { requestId: c.get('requestId'), client: attempt.client };
      const result = await audit(c.get('log'), attempt, () =>
        rateLimits.login(attempt, () => login(deps, { ...input, request }), isInvalidCredentials),
      );
      if (result.kind === 'update-password') {
        return c.json({ success: true, message: 'Please update your password', lid: result.lid });
      }
      await replaceSession(deps, cookie, c, result.token);
      return c.json({ success: true, message: 'Logged in', accessLevel: result.accessLevel });
    })
    .post('/logout', async (c) => {
      const token = c.get('sessionToken');
      if (token) await logout(deps, { token });
      clearSessionCookie(c, cookie);
      return c.json({ success: true, message: 'Logged out' });
    })
    .post('/loggedIn', (c) => {
      const auth = c.get('auth');
      if (auth === null) return c.json({ success: true, message: 'Not logged in', valid: false });
      return c.json({
        success: true,
        message: 'Logged in',
        valid: true,
        accessLevel: auth.actor.accessLevel,
        firstLogin: auth.session.firstLogin,
        // Beyond the spec (extra fields are ignored): the screens take the person's language from here.
        language: auth.user.language,
      });
    })
    .post('/register', validate('json', registerSchema), async (c) => {
      const { actor } = requireAuth(c);
      const user = await guardEmailProbes(rateLimits, actor, isEmailTaken, () =>
        register(deps, actor, c.req.valid('json')),
      );
      return c.json({ success: true, message: 'User registered', user }, 201);
    })
    .post('/reset_password_email', validate('json', resetPasswordEmailSchema), async (c) => {
      const input = c.req.valid('json');
      await rateLimits.requestReset({ account: input.email, client: clientAddress(c.req.raw, c.env) });
      const { message } = await requestPasswordReset(deps, input);
      return c.json({ success: true, message });
    })
    .put('/reset_password', validate('json', resetPasswordSchema), async (c) => {
      const result = await resetPassword(deps, c.req.valid('json'));
      await replaceSession(deps, cookie, c, result.token);
      return c.json({
        success: true,
        message: 'Your password has been set',
        accessLevel: result.accessLevel,
        user: { email: result.email },
      });
    });
};
