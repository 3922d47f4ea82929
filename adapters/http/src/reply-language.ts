import { type LanguageTag, pickLanguage } from '@vs/domain';
import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

type Auth = AppEnv['Variables']['auth'];

/**
 * The language a reply's words are in: the signed-in person's `language`, else the best shipped
 * match of `Accept-Language`, else English (what spec section 7 clients read).
 */
export const languageOf = (auth: Auth | undefined, acceptLanguage: string | undefined): LanguageTag =>
  pickLanguage({ chosen: auth?.user.language ?? null, acceptLanguage: acceptLanguage ?? null });

/** `languageOf` a request's session (unset when the failure came before the session middleware ran). */
export const replyLanguage = (c: Context): LanguageTag =>
  languageOf(c.get('auth') as Auth | undefined, c.req.header('Accept-Language'));
