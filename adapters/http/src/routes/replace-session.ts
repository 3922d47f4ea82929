import { type Deps, logout } from '@vs/domain';
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { type CookieOptions, setSessionCookie } from '../middleware/session.ts';

/**
 * Sets the cookie of a session just opened. Rotation: the session this browser came with (if
 * any) ends, so its old id stops working.
 */
export const replaceSession = async (
  deps: Pick<Deps, 'store' | 'tokens' | 'config'>,
  cookie: CookieOptions,
  c: Context<AppEnv>,
  token: string,
): Promise<void> => {
  const previous = c.get('sessionToken');
  if (previous) await logout(deps, { token: previous });
  setSessionCookie(c, token, deps.config, cookie);
};
