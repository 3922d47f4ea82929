import { type LanguageTag, pickLanguage } from '@vs/domain';
import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

/**
 * The language a reply's words are in: the signed-in person's `language`, else the best shipped
 * match of `Accept-Language`, else English (what spec section 7 clients read).
 */
export const replyLanguage = (c: Context): LanguageTag => {
  // Unset (undefined) when the failure came before the session middleware ran.
  const auth: AppEnv['Variables']['auth'] | undefined = c.get('auth');
  return pickLanguage({
    chosen: auth?.user.language ?? null,
    acceptLanguage: c.req.header('Accept-Language') ?? null,
  });
};
